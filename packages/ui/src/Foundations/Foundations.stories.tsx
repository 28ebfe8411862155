import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../theme/contract.css.ts';
import * as styles from './Foundations.css.ts';

const meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const roles = ['brand', 'neutral', 'success', 'danger', 'warning', 'info'] as const;
const surfaces = [
  'background',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'focusRing',
] as const;

/** Every colour role of the active theme (switch the theme in the toolbar). */
export const Colors: Story = {
  render: () => (
    <div className={styles.grid}>
      {surfaces.map((name) => (
        <div key={name} className={styles.swatch}>
          <div className={styles.chip} style={{ backgroundColor: vars.color[name] }} />
          <div className={styles.caption}>{name}</div>
        </div>
      ))}
      {roles.map((role) => (
        <div key={role} className={styles.swatch}>
          <div
            className={styles.caption}
            style={{ backgroundColor: vars.color[role].solid, color: vars.color[role].onSolid }}
          >
            {role} solid
          </div>
          <div
            className={styles.caption}
            style={{ backgroundColor: vars.color[role].subtle, color: vars.color[role].onSubtle }}
          >
            {role} subtle
          </div>
        </div>
      ))}
    </div>
  ),
};

const sizes = ['display', 'xxl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;

export const TypeScale: Story = {
  render: () => (
    <div className={styles.stack}>
      {sizes.map((size) => (
        <div key={size} className={styles.row}>
          <span className={styles.tokenName}>{size}</span>
          <span style={{ fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight.tight }}>
            Hire vetted cloud experts
          </span>
        </div>
      ))}
    </div>
  ),
};

const spaces = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;

export const Spacing: Story = {
  render: () => (
    <div className={styles.stack}>
      {spaces.map((space) => (
        <div key={space} className={styles.row}>
          <span className={styles.tokenName}>{space}</span>
          <div className={styles.spaceBar} style={{ width: vars.space[space] }} />
        </div>
      ))}
    </div>
  ),
};
