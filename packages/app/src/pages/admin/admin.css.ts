import { breakpoints, vars } from '@cloudexperts/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { columnList } from '../lists.css.ts';

export { lead, title } from '../DetailStates.css.ts';
// The page's frame as the other searchable lists have it.
export { intro, page, results, summary } from '../clients/Clients.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet})`;

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

// The search takes the room left; each status filter at least 10rem; the button its own width.
globalStyle(`${filters} > *`, { flex: '1 1 10rem', minWidth: 0 });
globalStyle(`${filters} > *:first-child`, { flex: '3 1 16rem' });
globalStyle(`${filters} > button`, { flex: '0 0 auto' });

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.xl });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

/** Earlier rejections, newest first, each divided from the next. */
export const history = style([columnList]);
globalStyle(`${history} > li + li`, {
  paddingTop: vars.space.md,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const back = style({ margin: 0 });

/* The jobs report (/admin-jobs) and the contracts tables (job and client pages). */
export const reportHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'end',
  gap: vars.space.md,
});

export const tableScroll = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
  textAlign: 'start',
});

globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: vars.font.weight.bold });

export const caption = style({ textAlign: 'start', paddingBlockEnd: vars.space.sm, fontWeight: vars.font.weight.bold });
