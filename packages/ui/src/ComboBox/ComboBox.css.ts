import { style } from '@vanilla-extract/css';
import { group } from '../Field/Field.css.ts';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

/** The ComboBox root (RAC `ComboBox`), carrying `data-open`, `data-invalid`, `data-disabled`. */
export const comboBox = style({});

/** The shared field group around the input and the toggle button. */
export const inputGroup = style([group, { paddingInlineEnd: vars.space.xxs }]);

/** The chevron button that opens the full list (out of the tab order; the input opens it by key). */
export const toggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2rem',
    height: '2rem',
    padding: 0,
    border: 'none',
    borderRadius: vars.radii.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.subtle, color: vars.color.text },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[data-disabled]': { color: 'GrayText' } },
      },
    },
  },
]);

/** The chevron glyph; turns while the list is open. */
export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { [`${comboBox}[data-open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
