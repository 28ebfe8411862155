import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textTones = ['default', 'muted', 'brand', 'success', 'danger', 'warning'] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;
export const headingSizes = ['display', 'xxl', 'xl', 'lg', 'md'] as const;

const tone = {
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brand.onSubtle },
  success: { color: vars.color.success.onSubtle },
  danger: { color: vars.color.danger.onSubtle },
  warning: { color: vars.color.warning.onSubtle },
};

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    size: Object.fromEntries(headingSizes.map((size) => [size, { fontSize: vars.font.size[size] }])) as Record<
      (typeof headingSizes)[number],
      { fontSize: string }
    >,
  },
  defaultVariants: { size: 'xl' },
});

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family.body, lineHeight: vars.font.lineHeight.normal },
  variants: {
    size: Object.fromEntries(textSizes.map((size) => [size, { fontSize: vars.font.size[size] }])) as Record<
      (typeof textSizes)[number],
      { fontSize: string }
    >,
    tone,
    weight: Object.fromEntries(
      textWeights.map((weight) => [weight, { fontWeight: vars.font.weight[weight] }]),
    ) as Record<(typeof textWeights)[number], { fontWeight: string }>,
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});
