import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  overflowX: 'auto',
});

/** The selected tab is marked by a thick underline and bold text, not by colour alone. */
export const tab = style([
  focusRing,
  {
    position: 'relative',
    padding: `${vars.space.sm} ${vars.space.md}`,
    marginBottom: `calc(-1 * ${vars.border.thin})`,
    borderBottom: `${vars.border.thick} solid transparent`,
    borderRadius: `${vars.radii.sm} ${vars.radii.sm} 0 0`,
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.border.thick})` },
      '&[data-hovered]': { color: vars.color.text, borderBottomColor: vars.color.borderStrong },
      '&[data-pressed]': { color: vars.color.text },
      '&[data-selected]': {
        color: vars.color.brand.onSubtle,
        borderBottomColor: vars.color.brand.border,
        fontWeight: vars.font.weight.bold,
      },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', borderBottomColor: 'transparent' },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: {
          '&[data-selected]': { color: 'Highlight', borderBottomColor: 'Highlight' },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
]);

export const tabPanel = style([focusRing, { borderRadius: vars.radii.sm }]);
