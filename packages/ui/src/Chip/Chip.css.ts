import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

export const chipTones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;

const tone = (role: (typeof chipTones)[number]) => ({
  backgroundColor: vars.color[role].subtle,
  color: vars.color[role].onSubtle,
  borderColor: vars.color[role].border,
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    minHeight: '1.75rem',
    padding: `0 ${vars.space.sm}`,
    border: `${vars.border.thin} solid`,
    borderRadius: vars.radii.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-removable]': { paddingInlineEnd: vars.space.xxs },
      // Muted rather than disabledText: the label is plain text, so it must keep AA contrast.
      '&[data-disabled]': {
        backgroundColor: vars.color.disabledBackground,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
        borderStyle: 'dashed',
      },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'CanvasText',
        selectors: { '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText' } },
      },
    },
  },
  variants: {
    tone: {
      neutral: tone('neutral'),
      brand: tone('brand'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
      info: tone('info'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type ChipRecipe = NonNullable<RecipeVariants<typeof chip>>;

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const removeButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.5rem',
    height: '1.5rem',
    padding: 0,
    border: 'none',
    borderRadius: vars.radii.full,
    background: 'transparent',
    color: 'inherit',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.subtle, color: vars.color.text },
      '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: 'transparent', color: 'inherit' },
    },
    '@media': {
      '(forced-colors: active)': { color: 'ButtonText' },
    },
  },
]);
