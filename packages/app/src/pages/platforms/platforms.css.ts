import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export { lead, title } from '../DetailStates.css.ts';
export { intro, page } from '../clients/Clients.css.ts';
export { actions, muted, panel, panelTitle } from '../admin/admin.css.ts';
export { section, sectionTitle, small, tableScroll } from '../adminReports/adminReports.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A platform or a skill: what it is on the left, its buttons on the right (below where narrow). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const rowMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 18rem',
  minWidth: 0,
});

export const rowTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const position = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  minWidth: '1.5rem',
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});

export const addForm = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet})`]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  },
});

export const formEnd = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-start' });

export const checkboxes = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
});
