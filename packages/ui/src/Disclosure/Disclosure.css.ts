import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

/** A stack of disclosures separated by rules. */
export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  borderBlock: `${vars.border.thin} solid ${vars.color.border}`,
});

export const disclosure = style({
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  selectors: {
    [`${accordion} > &:not(:first-child)`]: { borderTop: `${vars.border.thin} solid ${vars.color.border}` },
  },
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

/** The trigger: the whole heading row, with a chevron that turns when the panel is open. */
export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    width: '100%',
    padding: `${vars.space.md} ${vars.space.sm}`,
    border: 'none',
    borderRadius: vars.radii.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.neutral.subtle },
      '&[data-pressed]': { backgroundColor: vars.color.neutral.subtle },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', backgroundColor: 'transparent' },
    },
    '@media': {
      '(forced-colors: active)': {
        color: 'ButtonText',
        selectors: { '&[data-disabled]': { color: 'GrayText' } },
      },
    },
  },
]);

export const chevron = style({
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': { color: 'ButtonText' },
  },
});

export const panel = style({
  padding: `0 ${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});
