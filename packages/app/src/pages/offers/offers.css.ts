import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/* The invitation and offer pages: the client pages' layout (a page, facts, sections), reused. */
export { back, facts, intro, muted, page, section, sectionTitle, summary } from '../clients/Clients.css.ts';
export { title } from '../DetailStates.css.ts';

export const kicker = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
});

export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
