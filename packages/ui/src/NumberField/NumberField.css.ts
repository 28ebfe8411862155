import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';
import { groupInput } from '../Field/Field.css.ts';

export const numberInput = style([groupInput, { fontVariantNumeric: 'tabular-nums' }]);

/** The decrement and increment buttons inside the field's group (pointer aids; keys are arrows). */
export const stepButton = style([
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
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.subtle, color: vars.color.text },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', backgroundColor: 'transparent' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
      '(forced-colors: active)': {
        color: 'ButtonText',
        selectors: { '&[data-disabled]': { color: 'GrayText' } },
      },
    },
  },
]);
