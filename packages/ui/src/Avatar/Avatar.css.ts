import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    verticalAlign: 'middle',
    borderRadius: vars.radii.full,
    backgroundColor: vars.color.brand.subtle,
    color: vars.color.brand.onSubtle,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    userSelect: 'none',
    '@media': {
      // The tinted disc disappears in forced colours; an outline keeps its shape.
      '(forced-colors: active)': { border: `${vars.border.thin} solid CanvasText` },
    },
  },
  variants: {
    size: {
      sm: { width: '2rem', height: '2rem', fontSize: vars.font.size.xs },
      md: { width: '2.5rem', height: '2.5rem', fontSize: vars.font.size.sm },
      lg: { width: '3.5rem', height: '3.5rem', fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarRecipe = NonNullable<RecipeVariants<typeof avatar>>;

/** The picture covers the initials once it has loaded; until then it is transparent. */
export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0,
  selectors: { '&[data-loaded]': { opacity: 1 } },
});

export const initials = style({ letterSpacing: '0.02em' });
