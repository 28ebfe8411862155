import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { overlay as modalOverlay } from '../Dialog/Dialog.css.ts';

/** The edge a drawer slides in from: `start` is the left in left-to-right text, the right in right-to-left. */
export const drawerSides = ['start', 'end'] as const;
export type DrawerSide = (typeof drawerSides)[number];

/** The modal's dimmed layer, without centring: the drawer places itself against an edge. */
export const overlay = style([modalOverlay, { display: 'block', padding: 0 }]);

const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' } });

const slide = (name: string) => ({
  '&[data-entering]': { animation: `${name} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
  '&[data-exiting]': {
    animation: `${name} ${vars.motion.duration.normal} ${vars.motion.easing.standard} reverse forwards`,
  },
});

export const drawer = recipe({
  base: {
    position: 'fixed',
    insetBlock: 0,
    display: 'flex',
    width: 'min(20rem, calc(100vw - 3rem))',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    outline: 'none',
  },
  variants: {
    side: {
      start: {
        insetInlineStart: 0,
        borderInlineEnd: `${vars.border.thin} solid ${vars.color.border}`,
        '@media': {
          '(prefers-reduced-motion: no-preference)': {
            selectors: { ...slide(fromLeft), ...prefixed('[dir=rtl] ', slide(fromRight)) },
          },
          '(forced-colors: active)': { borderInlineEnd: `${vars.border.thick} solid CanvasText` },
        },
      },
      end: {
        insetInlineEnd: 0,
        borderInlineStart: `${vars.border.thin} solid ${vars.color.border}`,
        '@media': {
          '(prefers-reduced-motion: no-preference)': {
            selectors: { ...slide(fromRight), ...prefixed('[dir=rtl] ', slide(fromLeft)) },
          },
          '(forced-colors: active)': { borderInlineStart: `${vars.border.thick} solid CanvasText` },
        },
      },
    },
  },
  defaultVariants: { side: 'start' },
});

function prefixed<T>(prefix: string, selectors: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(selectors).map(([selector, value]) => [prefix + selector, value]));
}

export type DrawerRecipe = NonNullable<RecipeVariants<typeof drawer>>;

/** The dialog scrolls (it takes focus on opening, so the arrow keys scroll it); the header stays in view. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  overflowY: 'auto',
  outline: 'none',
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: `${vars.space.lg} ${vars.space.md}`,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({
  flex: 1,
  padding: vars.space.lg,
});
