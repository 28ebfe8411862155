import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export { lead, title } from '../DetailStates.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet})`;
const desktop = `screen and (min-width: ${breakpoints.desktop})`;

export const page = style({
  maxWidth: '76rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const searchForm = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const summary = style({ margin: 0, fontWeight: vars.font.weight.medium, scrollMarginTop: vars.space.lg });

export const cards = style({
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

export const jobs = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({ height: '100%' });

export const cardHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
});

export const nameLink = style({
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  overflowWrap: 'anywhere',
});

export const cardFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0 });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, textAlign: 'center' });

export const back = style({ margin: 0 });

/** The client page's facts, in a band under the name. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** One past job: a row of its title, dates and terms. */
export const pastJobs = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});

export const pastJob = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space.lg } },
});

export const pastTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const pastMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pastTerms = style({ margin: 0, fontWeight: vars.font.weight.medium });
