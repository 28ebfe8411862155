import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

export const toggleButtonGroupSizes = ['sm', 'md'] as const;

/** The track that holds the segments. */
export const group = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  backgroundColor: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  fontFamily: vars.font.family.body,
  selectors: {
    '&[data-full-width]': { display: 'flex' },
    '&[data-disabled]': { borderColor: vars.color.border },
  },
});

/** One segment. The selected one is filled; in forced colours it takes the system highlight. */
export const item = recipe({
  base: [
    focusRing,
    {
      flex: 1,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      border: `${vars.border.thin} solid transparent`,
      borderRadius: vars.radii.sm,
      backgroundColor: 'transparent',
      color: vars.color.textMuted,
      fontFamily: 'inherit',
      fontWeight: vars.font.weight.medium,
      lineHeight: vars.font.lineHeight.tight,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.neutral.subtle },
        '&[data-pressed]': { color: vars.color.text, backgroundColor: vars.color.neutral.subtle },
        '&[data-selected]': {
          backgroundColor: vars.color.brand.solid,
          color: vars.color.brand.onSolid,
          boxShadow: vars.shadow.sm,
        },
        '&[data-selected][data-hovered], &[data-selected][data-pressed]': {
          backgroundColor: vars.color.brand.solidHover,
          color: vars.color.brand.onSolid,
        },
        '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText, backgroundColor: 'transparent' },
        '&[data-selected][data-disabled]': {
          backgroundColor: vars.color.disabledBackground,
          color: vars.color.disabledText,
          borderColor: vars.color.border,
          boxShadow: 'none',
        },
      },
      '@media': {
        '(forced-colors: active)': {
          color: 'ButtonText',
          selectors: {
            '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
            '&[data-disabled]': { color: 'GrayText' },
          },
        },
        '(prefers-reduced-motion: reduce)': { transition: 'none' },
      },
    },
  ],
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: '1.75rem' },
      md: { fontSize: vars.font.size.md, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '2.25rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
