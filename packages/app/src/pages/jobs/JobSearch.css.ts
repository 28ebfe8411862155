import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet})`;
const desktop = `screen and (min-width: ${breakpoints.desktop})`;

export const page = style({
  maxWidth: '76rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const view = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

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

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: '20rem minmax(0, 1fr)' } },
});

export const sidebar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const panelHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.tight });

export const inlineForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
});

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const summary = style({ margin: 0, fontWeight: vars.font.weight.medium, scrollMarginTop: vars.space.lg });

export const sort = style({ minWidth: '14rem' });

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, textAlign: 'center' });

export const savedList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const savedItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.xs,
  paddingBottom: vars.space.sm,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const savedText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const savedSummary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const message = style({ margin: 0, fontSize: vars.font.size.sm });

export const failure = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger.onSubtle });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
