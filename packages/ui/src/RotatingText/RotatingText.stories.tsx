import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { RotatingText } from './RotatingText.tsx';

const meta = {
  title: 'Components/RotatingText',
  component: RotatingText,
  tags: ['autodocs'],
  args: { words: ['AWS', 'Azure', 'Google Cloud'], typingDelayMs: 80, label: 'AWS, Azure and Google Cloud' },
  render: (args) => (
    <h1 style={{ margin: 0, fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight }}>
      Hire a vetted expert in <RotatingText {...args} />
    </h1>
  ),
} satisfies Meta<typeof RotatingText>;

export default meta;
type Story = StoryObj<typeof meta>;

const typed = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-phase]');
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const Playground: Story = {};

/**
 * Screen readers hear one stable sentence while the word types itself; with reduced motion the
 * first word stays, without a caret.
 */
export const Headline: Story = {
  args: { pauseMs: 600 },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('Hire a vetted expert in AWS, Azure and Google Cloud');
    await expect(typed(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    await expect(typed(canvasElement)).toHaveTextContent('AWS');
    if (prefersReducedMotion()) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await expect(typed(canvasElement)).toHaveTextContent('AWS');
      await expect(typed(canvasElement)).toHaveAttribute('data-phase', 'static');
      return;
    }
    await waitFor(() => expect(typed(canvasElement)).toHaveAttribute('data-phase', 'deleting'), { timeout: 2000 });
    await waitFor(() => expect(typed(canvasElement)?.textContent).toBe('Azure'), { timeout: 3000 });
    await expect(heading).toHaveAccessibleName('Hire a vetted expert in AWS, Azure and Google Cloud');
  },
};

/** Without a `label`, screen readers hear the first word. */
export const FirstWordForScreenReaders: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Hire a vetted expert in AWS',
    );
  },
};
