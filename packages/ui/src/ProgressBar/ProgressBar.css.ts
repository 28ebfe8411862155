import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

// Shared by ProgressBar, Meter and StepProgress: a label row over a track with a fill.

export const meterTones = ['brand', 'success', 'warning', 'danger'] as const;
export const progressSizes = ['sm', 'md'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: '8rem',
  fontFamily: vars.font.family.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const valueText = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radii.full,
    backgroundColor: vars.color.neutral.subtle,
    boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.border}`,
    '@media': {
      '(forced-colors: active)': { border: `${vars.border.thin} solid CanvasText` },
    },
  },
  variants: {
    size: {
      sm: { height: '0.375rem' },
      md: { height: '0.625rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

const fillTone = (role: (typeof meterTones)[number]) => ({ backgroundColor: vars.color[role].solid });

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radii.full,
    transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
      // The fill is the value: keep it visible against the forced track.
      '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'Highlight' },
    },
  },
  variants: {
    tone: {
      brand: fillTone('brand'),
      success: fillTone('success'),
      warning: fillTone('warning'),
      danger: fillTone('danger'),
    },
  },
  defaultVariants: { tone: 'brand' },
});

export type FillRecipe = NonNullable<RecipeVariants<typeof fill>>;

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** The moving segment of an indeterminate bar; a still, dimmed full bar under reduced motion. */
export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.4s ${vars.motion.easing.standard} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
  },
});
