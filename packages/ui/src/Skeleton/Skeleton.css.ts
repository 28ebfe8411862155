import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const skeletonShapes = ['text', 'circle', 'rectangle'] as const;

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.neutral.subtle,
    // A lighter band sweeps across; it is only the raised surface colour, so it works in both themes.
    backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.surfaceRaised} 50%, transparent 75%)`,
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    animation: `${shimmer} 1.6s linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
      '(forced-colors: active)': { border: `${vars.border.thin} solid GrayText` },
    },
  },
  variants: {
    shape: {
      text: { height: '0.75em', marginBlock: '0.25em', borderRadius: vars.radii.sm, width: '100%' },
      circle: { borderRadius: vars.radii.full, width: '2.5rem', height: '2.5rem', flexShrink: 0 },
      rectangle: { borderRadius: vars.radii.md, width: '100%', height: '6rem' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonRecipe = NonNullable<RecipeVariants<typeof skeleton>>;

export const lines = style({ display: 'flex', flexDirection: 'column', width: '100%' });

/** The last line of a paragraph is shorter, as text is. */
export const lastLine = style({ width: '60%' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
