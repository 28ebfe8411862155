import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';
import { enterExit } from './motion.ts';

/** Modal widths. `narrow` is the product's small-form modal (forgot password), 35rem wide. */
export const modalSizes = ['sm', 'md', 'lg', 'narrow'] as const;
export type ModalSize = (typeof modalSizes)[number];

const modalWidths: Record<ModalSize, string> = { sm: '25rem', narrow: '35rem', md: '40rem', lg: '52rem' };

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.97)' } });

/**
 * The full-screen layer behind a modal: it dims the page. The scrim is the theme's darkest ink
 * (the text colour in light, the page background in dark), made translucent.
 */
export const overlay = style([
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
    backgroundColor: `color-mix(in srgb, light-dark(${vars.color.text}, ${vars.color.background}) 55%, transparent)`,
  },
  enterExit(fadeIn),
]);

export const modal = recipe({
  base: [
    {
      display: 'flex',
      width: '100%',
      maxHeight: '100%',
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.text,
      border: `${vars.border.thin} solid ${vars.color.border}`,
      borderRadius: vars.radii.lg,
      overflow: 'hidden',
      boxShadow: vars.shadow.lg,
      fontFamily: vars.font.family.body,
      outline: 'none',
      '@media': {
        '(forced-colors: active)': { border: `${vars.border.thick} solid CanvasText` },
      },
    },
    enterExit(riseIn),
  ],
  variants: {
    size: Object.fromEntries(modalSizes.map((size) => [size, { maxWidth: modalWidths[size] }])) as Record<
      ModalSize,
      { maxWidth: string }
    >,
  },
  defaultVariants: { size: 'md' },
});

export type ModalRecipe = NonNullable<RecipeVariants<typeof modal>>;

/**
 * The dialog fills its modal and scrolls when long, its header and footer staying in view. The
 * dialog itself scrolls (not the body) because it takes focus on opening, so the arrow keys scroll it.
 */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  maxHeight: '100%',
  overflowY: 'auto',
  outline: 'none',
});

const stuck = { position: 'sticky', zIndex: 1, backgroundColor: vars.color.surfaceRaised } as const;

export const header = style({
  ...stuck,
  insetBlockStart: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: `${vars.space.lg} ${vars.space.sm}`,
  paddingInline: `${vars.space.xl} ${vars.space.lg}`,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingBlockStart: vars.space.xs,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const titleIcon = style({ color: vars.color.danger.onSubtle });

export const body = style({
  flex: 1,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const footer = style({
  ...stuck,
  insetBlockEnd: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xl}`,
});

/** The close button in a dialog's or drawer's header: an icon-only, square, quiet button. */
export const closeButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2.25rem',
    height: '2.25rem',
    padding: 0,
    border: `${vars.border.thin} solid transparent`,
    borderRadius: vars.radii.md,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.font.size.lg,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.subtle, color: vars.color.text },
    },
    '@media': {
      '(forced-colors: active)': { borderColor: 'ButtonText', color: 'ButtonText' },
    },
  },
]);
