import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;

/** Subtle background with its `on` colour: the pair meets WCAG AA in every theme. */
const tone = (role: (typeof badgeTones)[number]) => ({
  backgroundColor: vars.color[role].subtle,
  color: vars.color[role].onSubtle,
  borderColor: vars.color[role].border,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    border: `${vars.border.thin} solid`,
    borderRadius: vars.radii.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '@media': {
      // The tone is colour alone: in forced colours keep at least the outline of the tag.
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  },
  variants: {
    tone: {
      neutral: tone('neutral'),
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeRecipe = NonNullable<RecipeVariants<typeof badge>>;

/** The status dot of a StatusTag, in the tag's text colour. */
export const dot = style({
  flexShrink: 0,
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radii.full,
  backgroundColor: 'currentColor',
  '@media': {
    '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
