import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

/** `inline` sits in running text (always underlined); `standalone` stands on its own line or in a list. */
export const linkVariants = ['inline', 'standalone'] as const;

export const link = recipe({
  base: [
    focusRing,
    {
      color: vars.color.brand.onSubtle,
      borderRadius: vars.radii.sm,
      cursor: 'pointer',
      textUnderlineOffset: '0.2em',
      textDecorationThickness: vars.border.thin,
      transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        '&[data-hovered]': { textDecorationThickness: vars.border.thick },
        '&[data-pressed]': { color: vars.color.text },
        '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', textDecoration: 'none' },
      },
      '@media': {
        '(forced-colors: active)': {
          color: 'LinkText',
          selectors: { '&[data-disabled]': { color: 'GrayText' } },
        },
        '(prefers-reduced-motion: reduce)': { transition: 'none' },
      },
    },
  ],
  variants: {
    variant: {
      inline: { textDecorationLine: 'underline' },
      standalone: {
        textDecorationLine: 'none',
        fontWeight: vars.font.weight.medium,
        selectors: { '&[data-hovered], &[data-focus-visible]': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkRecipe = NonNullable<RecipeVariants<typeof link>>;
