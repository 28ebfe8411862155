import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

// Shared by EmptyState and ErrorState: a centred icon, title, text and action.

export const stateTones = ['neutral', 'danger'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const iconBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: vars.radii.full,
    fontSize: vars.font.size.xxl,
    '@media': {
      '(forced-colors: active)': { border: `${vars.border.thin} solid CanvasText` },
    },
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.neutral.subtle, color: vars.color.neutral.onSubtle },
      danger: { backgroundColor: vars.color.danger.subtle, color: vars.color.danger.onSubtle },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type IconBadgeRecipe = NonNullable<RecipeVariants<typeof iconBadge>>;

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '32rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const action = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
