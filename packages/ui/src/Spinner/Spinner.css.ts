import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const ring = recipe({
  base: {
    flexShrink: 0,
    borderRadius: vars.radii.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.brand.solid,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Static under reduced motion: a still ring with a quarter marked reads as "busy".
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
      '(forced-colors: active)': { borderColor: 'GrayText', borderTopColor: 'CanvasText' },
    },
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: vars.border.thick },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: vars.border.thick },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '0.25rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerRecipe = NonNullable<RecipeVariants<typeof ring>>;
