import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

/** Which way the figure moved. */
export const statTrends = ['up', 'down'] as const;
/** Whether that move is good news; a rising cost is `negative`. */
export const statTones = ['positive', 'negative', 'neutral'] as const;

export const stat = style({
  display: 'grid',
  gridTemplateColumns: 'auto',
  alignContent: 'start',
  gap: vars.space.xs,
  margin: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

/** The figure and its change share a row. */
export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  margin: 0,
});

export const value = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const change = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radii.sm,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    '@media': {
      // The tint is lost in forced colours; the arrow and the hidden word still say which way.
      '(forced-colors: active)': { border: `${vars.border.thin} solid CanvasText` },
    },
  },
  variants: {
    tone: {
      positive: { backgroundColor: vars.color.success.subtle, color: vars.color.success.onSubtle },
      negative: { backgroundColor: vars.color.danger.subtle, color: vars.color.danger.onSubtle },
      neutral: { backgroundColor: vars.color.neutral.subtle, color: vars.color.neutral.onSubtle },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatChangeRecipe = NonNullable<RecipeVariants<typeof change>>;

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
