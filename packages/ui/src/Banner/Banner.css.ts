import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const bannerTones = ['success', 'error', 'info', 'warning'] as const;

const roles = { success: 'success', error: 'danger', info: 'info', warning: 'warning' } as const;

/** Subtle background, `onSubtle` text (AA in every theme) and the role's border. */
const tone = (name: (typeof bannerTones)[number]) => ({
  backgroundColor: vars.color[roles[name]].subtle,
  color: vars.color[roles[name]].onSubtle,
  borderColor: vars.color[roles[name]].border,
});

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    border: `${vars.border.thin} solid`,
    borderInlineStartWidth: '0.25rem',
    borderRadius: vars.radii.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    '@media': {
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  },
  variants: {
    tone: {
      success: tone('success'),
      error: tone('error'),
      info: tone('info'),
      warning: tone('warning'),
    },
  },
  defaultVariants: { tone: 'info' },
});

export type BannerRecipe = NonNullable<RecipeVariants<typeof banner>>;

export const icon = style({
  flexShrink: 0,
  fontSize: vars.font.size.lg,
  // Centre the glyph on the first line of text.
  marginBlockStart: '0.0625rem',
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const body = style({ margin: 0 });

/**
 * Fits the close IconButton of a Banner or a Toast into the message: pulled into the padding and
 * drawn in the message's own colour (doubled class, so it wins over the ghost Button's colours).
 */
export const dismissButton = style({
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  selectors: {
    '&&': { color: 'inherit', backgroundColor: 'transparent' },
    '&&[data-hovered], &&[data-pressed]': {
      backgroundColor: 'color-mix(in srgb, currentColor 12%, transparent)',
    },
  },
});
