import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/**
 * From this width the header shows its links in a row; below it they move into the drawer (the
 * row of eight links, Login, Sign up and the theme switch needs the wide breakpoint's room).
 */
const wide = `screen and (min-width: ${breakpoints.wide})`;
/** Below the tablet breakpoint (down to 320 px wide, WCAG's reflow width) the header tightens. */
const small = `screen and (max-width: ${breakpoints.tablet})`;

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [small]: { gap: vars.space.sm, padding: `${vars.space.md} ${vars.space.lg}` } },
});

/** The signed-in header: on small screens a little narrower at the sides, so Menu, bell and avatar fit 320 px. */
export const signedInHeader = style([header, { '@media': { [small]: { paddingInline: vars.space.md } } }]);

export const brand = style({
  flexShrink: 0,
  fontSize: vars.font.size.xl,
  '@media': { [small]: { fontSize: vars.font.size.lg } },
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radii.sm,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
  },
});

/** Shown from the wide breakpoint up. */
export const wideOnly = style({ display: 'none', '@media': { [wide]: { display: 'flex' } } });

/** Shown below the wide breakpoint. */
export const narrowOnly = style({ '@media': { [wide]: { display: 'none' } } });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The signed-in main navigation: may shrink, its row wrapping (the Admin's ten links need two rows at 1280 px). */
export const mainNav = style({ minWidth: 0 });

export const end = style({ display: 'flex', flexShrink: 0, alignItems: 'center', gap: vars.space.sm });

/** The signed-in header's end (Menu, bell, user menu): closer together on small screens. */
export const signedInEnd = style([end, { '@media': { [small]: { gap: vars.space.xs } } }]);

const focusVisible = {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.thick,
};

/** A header link: the look of a ghost button in the text colour; the current page in the brand colour. */
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.subtle },
    '&:focus-visible': focusVisible,
    '&[aria-current="page"]': { color: vars.color.brand.onSubtle, backgroundColor: vars.color.brand.subtle },
  },
  '@media': { '(forced-colors: active)': { selectors: { '&[aria-current="page"]': { textDecoration: 'underline' } } } },
});

/**
 * The header's buttons are plain `<button>`s until their menu or drawer code loads (see
 * `useDeferredTrigger`), then ui Buttons: both get these classes, so the swap does not show. The
 * `[data-rac]` rules bring the ui Button's own look (a ghost Button) to the same place.
 */
const buttonReset = {
  border: `${vars.border.thin} solid transparent`,
  backgroundColor: 'transparent',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  gap: vars.space.sm,
} as const;

/** The Services button: the look of the header links. */
export const navButton = style([
  navLink,
  buttonReset,
  {
    selectors: {
      '&[data-rac]': { color: vars.color.text, padding: `${vars.space.sm} ${vars.space.md}`, minHeight: '2.5rem' },
      '&[data-rac][data-hovered], &[data-rac][data-pressed]': { backgroundColor: vars.color.neutral.subtle },
      '&[data-rac][data-focus-visible]': focusVisible,
      '&[aria-expanded="true"]': { backgroundColor: vars.color.neutral.subtle },
    },
  },
]);

/** The menu button of small screens: a square with the menu glyph. */
export const menuButton = style([
  navButton,
  {
    justifyContent: 'center',
    width: '2.5rem',
    padding: 0,
    selectors: { '&[data-rac]': { padding: 0, width: '2.5rem' } },
  },
]);

/** The theme switch: the look of a small ghost button. */
export const themeButton = style({
  ...buttonReset,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  color: vars.color.brand.onSubtle,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brand.subtle },
    '&:focus-visible': focusVisible,
  },
  '@media': { '(forced-colors: active)': { borderColor: 'ButtonText' } },
});

export const glyph = style({ width: '1em', height: '1em', flexShrink: 0 });

/** The user menu's chevron: left out on small screens, where the header has no room to spare. */
export const userGlyph = style([glyph, { '@media': { [small]: { display: 'none' } } }]);

export const menuGlyph = style({ width: '1.25rem', height: '1.25rem' });

/** Sign up: a link with the look of a primary button. */
export const signUp = style([
  navLink,
  {
    backgroundColor: vars.color.brand.solid,
    color: vars.color.brand.onSolid,
    selectors: {
      '&:hover': { backgroundColor: vars.color.brand.solidHover },
      '&[aria-current="page"]': { backgroundColor: vars.color.brand.solidHover, color: vars.color.brand.onSolid },
    },
    '@media': { '(forced-colors: active)': { border: `${vars.border.thin} solid ButtonText` } },
  },
]);

export const main = style({ flex: 1, padding: `${vars.space.xxl} ${vars.space.xl}` });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: `calc(-1 * ${vars.space.xxxl})`,
  padding: vars.space.sm,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus-visible': { top: vars.space.sm } },
});

/** The drawer's links: one under another, full width. */
export const drawerNav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerLink = style([navLink, { display: 'flex', width: '100%' }]);

export const drawerGroupTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

export const drawerSubList = style([drawerList, { paddingInlineStart: vars.space.md }]);

export const drawerAccount = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A thin bar under the header while a lazy page's code loads. */
export const loadingTrack = style({ position: 'relative', height: 0 });

export const loadingBar = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  zIndex: 1,
  height: vars.border.thick,
  backgroundColor: vars.color.brand.solid,
  transformOrigin: 'left',
  '@media': { '(forced-colors: active)': { backgroundColor: 'Highlight' } },
});

/** Login and Sign up beside the theme switch, from the wide breakpoint up (in the drawer below it). */
export const account = style([wideOnly, { alignItems: 'center', gap: vars.space.sm }]);

/** The signed-in header's placeholder while its code loads: the height of the user menu button. */
export const headerPlaceholder = style({ minHeight: '2.5rem' });

/** The notification bell: a square link with the look of the header's ghost buttons. */
export const iconLink = style([
  navLink,
  {
    position: 'relative',
    justifyContent: 'center',
    width: '2.5rem',
    padding: 0,
    fontSize: vars.font.size.lg,
  },
]);

/** The user menu's button: avatar, name and chevron in the header links' look. */
export const userButton = style([
  navButton,
  {
    selectors: {
      '&[data-rac]': { paddingInline: vars.space.sm },
    },
  },
]);

/**
 * The person's name beside the avatar; on small screens only the avatar shows (the name stays the
 * button's accessible name), so the signed-in header fits 320 px.
 */
export const userName = style({
  whiteSpace: 'nowrap',
  '@media': {
    [small]: {
      position: 'absolute',
      width: '0.0625rem',
      height: '0.0625rem',
      margin: '-0.0625rem',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});

/** The bell's unread count, on the bell's corner. */
export const bellBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: 0,
  minWidth: '1.25rem',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radii.full,
  background: vars.color.danger.solid,
  color: vars.color.danger.onSolid,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
  '@media': { '(forced-colors: active)': { border: `${vars.border.thin} solid CanvasText` } },
});
