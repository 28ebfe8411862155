import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

export const ratingSizes = ['sm', 'md', 'lg'] as const;

/** The row of stars; its font size sets the star size. */
export const stars = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    fontFamily: vars.font.family.body,
    lineHeight: 1,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.md },
      md: { fontSize: vars.font.size.xl },
      lg: { fontSize: vars.font.size.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export type RatingRecipe = NonNullable<RecipeVariants<typeof stars>>;

const emptyColor = vars.color.borderStrong;
const filledColor = vars.color.warning.solid;

/** One star of the input: a radio whose label is the star (the native input is visually hidden). */
export const starRadio = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // At least 24 CSS pixels square at every size (WCAG 2.5.8).
    minWidth: '1.5rem',
    minHeight: '1.5rem',
    padding: vars.space.xxs,
    borderRadius: vars.radii.sm,
    color: emptyColor,
    cursor: 'pointer',
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-filled]': { color: filledColor },
      '&[data-hovered]': { transform: 'scale(1.15)' },
      '&[data-readonly]': { cursor: 'default', transform: 'none' },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText, transform: 'none' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        transition: 'none',
        selectors: { '&[data-hovered]': { transform: 'none' } },
      },
      '(forced-colors: active)': {
        color: 'CanvasText',
        selectors: {
          '&[data-filled]': { color: 'Highlight' },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  },
]);

export const valueText = style({
  marginInlineStart: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** One star of the display: an outline, with a filled copy clipped to the star's share of the value. */
export const starSlot = style({ position: 'relative', display: 'inline-flex', color: emptyColor });

export const starFill = style({
  position: 'absolute',
  inset: 0,
  display: 'inline-flex',
  color: filledColor,
  '@media': { '(forced-colors: active)': { color: 'Highlight' } },
});

export const displayValue = style({
  marginInlineStart: vars.space.xs,
  fontSize: '0.75em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
