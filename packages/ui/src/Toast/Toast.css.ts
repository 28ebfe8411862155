import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { dismissButton } from '../Banner/Banner.css.ts';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

export const toastTones = ['success', 'error', 'info'] as const;

const roles = { success: 'success', error: 'danger', info: 'info' } as const;

/** The fixed stack in the bottom corner; newest on top. */
export const region = style([
  focusRing,
  {
    position: 'fixed',
    insetBlockEnd: vars.space.lg,
    insetInlineEnd: vars.space.lg,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    width: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))`,
    margin: 0,
    padding: 0,
    borderRadius: vars.radii.md,
  },
]);

const enter = keyframes({
  from: { transform: `translateY(${vars.space.md})` },
  to: { transform: 'none' },
});

const tone = (name: (typeof toastTones)[number]) => ({
  backgroundColor: vars.color[roles[name]].subtle,
  color: vars.color[roles[name]].onSubtle,
  borderColor: vars.color[roles[name]].border,
});

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.md,
      padding: `${vars.space.md} ${vars.space.lg}`,
      border: `${vars.border.thin} solid`,
      borderInlineStartWidth: '0.25rem',
      borderRadius: vars.radii.md,
      boxShadow: vars.shadow.md,
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.normal,
      animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      '@media': {
        '(prefers-reduced-motion: reduce)': { animation: 'none' },
        '(forced-colors: active)': { borderColor: 'CanvasText' },
      },
    },
  ],
  variants: {
    tone: {
      success: tone('success'),
      error: tone('error'),
      info: tone('info'),
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastRecipe = NonNullable<RecipeVariants<typeof toast>>;

export const icon = style({ flexShrink: 0, fontSize: vars.font.size.lg, marginBlockStart: '0.0625rem' });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ display: 'block', fontWeight: vars.font.weight.bold });

export const description = style({ display: 'block' });

export const closeButton = style([dismissButton]);
