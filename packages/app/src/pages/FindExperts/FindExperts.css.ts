import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet})`;
const desktop = `screen and (min-width: ${breakpoints.desktop})`;

export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': {
    [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
    [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) auto minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const browse = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const browseLabel = style({ margin: 0, color: vars.color.textMuted });

export const summary = style({ margin: 0, fontWeight: vars.font.weight.medium, scrollMarginTop: vars.space.lg });

export const results = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The roles and skills popups: a grid of image tiles. */
export const catalog = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
});

export const catalogEntry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand.border, backgroundColor: vars.color.brand.subtle },
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
  },
});

export const catalogImage = style({
  width: '2.5rem',
  height: '2.5rem',
  flexShrink: 0,
  borderRadius: vars.radii.md,
  objectFit: 'contain',
  backgroundColor: vars.color.neutral.subtle,
});

/** Stands in for an image that failed to load: the entry's initial. */
export const catalogInitial = style([
  catalogImage,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    fontWeight: vars.font.weight.bold,
  },
]);

export const catalogSkeleton = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
});
