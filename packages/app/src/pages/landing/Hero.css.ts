import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop})`;

const focusVisible = {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.thick,
};

/** The landing page's column. */
export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
});

// The hero.

export const hero = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  // The hero fills the first screen: what is below it (and its code) loads as it scrolls in.
  minHeight: 'calc(100svh - 6rem)',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const headline = style({
  margin: 0,
  fontSize: vars.font.size.display,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [desktop]: { fontSize: `calc(${vars.font.size.display} * 1.3)` } },
});

/** The typed word keeps its own line, so the headline does not reflow as it types. */
export const headlineWord = style({ display: 'block', minHeight: '1.2em' });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

const actionBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radii.md,
  border: `${vars.border.thin} solid transparent`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusVisible },
  '@media': { '(forced-colors: active)': { borderColor: 'ButtonText' } },
});

/** A link or button with the look of a primary button. */
export const primaryAction = style([
  actionBase,
  {
    backgroundColor: vars.color.brand.solid,
    color: vars.color.brand.onSolid,
    selectors: { '&:hover': { backgroundColor: vars.color.brand.solidHover } },
  },
]);

/** A link or button with the look of a secondary button. */
export const secondaryAction = style([
  actionBase,
  {
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover': { backgroundColor: vars.color.neutral.subtle } },
  },
]);

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: `${vars.space.lg} 0 0`,
  listStyle: 'none',
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const statValue = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const statLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const heroArt = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const heroFigure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const artFrame = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.brand.subtle,
});

export const caption = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, minHeight: '2.5em' });

export const artControls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** The hero's pause/play button: a small ghost button. */
export const motionButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.neutral.subtle }, '&:focus-visible': focusVisible },
  '@media': { '(forced-colors: active)': { borderColor: 'ButtonText' } },
});

// The hero images' shapes: colours from the theme, so both themes draw them.

export const artSurface = style({ fill: vars.color.surfaceRaised, stroke: vars.color.border });
export const artBrand = style({ fill: vars.color.brand.solid });
export const artMuted = style({ fill: vars.color.neutral.subtle });
export const artLine = style({ fill: 'none', stroke: vars.color.borderStrong, strokeLinecap: 'round' });
export const artSuccess = style({ fill: vars.color.success.solid });
export const artWarning = style({ fill: vars.color.warning.solid });
export const artOnSolid = style({
  fill: 'none',
  stroke: vars.color.brand.onSolid,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** Everything below the hero: the same rhythm as the page. */
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxxl });

/** Holds the place of everything below the hero until its code has loaded. */
export const sectionsReserve = style({ minHeight: '100svh' });
