import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

const solid = (role: 'brand' | 'danger') => ({
  backgroundColor: vars.color[role].solid,
  color: vars.color[role].onSolid,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color[role].solidHover },
    '&[data-pressed]': { backgroundColor: vars.color[role].solidHover },
  },
});

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      border: `${vars.border.thin} solid transparent`,
      borderRadius: vars.radii.md,
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.medium,
      lineHeight: vars.font.lineHeight.tight,
      cursor: 'pointer',
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        '&[data-disabled]': {
          cursor: 'not-allowed',
          backgroundColor: vars.color.disabledBackground,
          color: vars.color.disabledText,
          borderColor: vars.color.border,
        },
        '&[data-pending]': { cursor: 'progress' },
      },
      '@media': {
        '(forced-colors: active)': {
          borderColor: 'ButtonText',
          selectors: { '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText' } },
        },
      },
    },
  ],
  variants: {
    variant: {
      primary: solid('brand'),
      danger: solid('danger'),
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.neutral.subtle },
          '&[data-pressed]': { backgroundColor: vars.color.neutral.subtle },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand.onSubtle,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.brand.subtle },
          '&[data-pressed]': { backgroundColor: vars.color.brand.subtle },
        },
      },
    },
    size: {
      sm: { fontSize: vars.font.size.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: '2rem' },
      md: { fontSize: vars.font.size.md, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '2.5rem' },
      lg: { fontSize: vars.font.size.lg, padding: `${vars.space.md} ${vars.space.xl}`, minHeight: '3rem' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radii.full,
  border: `${vars.border.thick} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', borderRightColor: 'currentColor', opacity: 0.6 },
  },
});
