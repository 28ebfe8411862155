import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/* The availability pages: the notifications page's layout, a week table and a month grid. */
export { intro, muted, page } from '../clients/Clients.css.ts';
export { title } from '../DetailStates.css.ts';
export { list, item, itemMain, text, actions } from '../notifications/notifications.css.ts';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
});

export const headCell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const cell = style({
  padding: vars.space.sm,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const dash = style({ color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
});

export const total = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });

export const month = style({ display: 'grid', gap: vars.space.sm });

export const monthHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const monthTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const monthTable = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const dayCell = style({
  height: '3.5rem',
  padding: vars.space.xs,
  verticalAlign: 'top',
  border: `${vars.border.thin} solid ${vars.color.border}`,
  selectors: {
    '&[data-off]': { background: vars.color.info.subtle },
    '&[data-today]': { outline: `${vars.border.thick} solid ${vars.color.brand.solid}`, outlineOffset: '-2px' },
  },
});

export const dayNumber = style({ display: 'block', fontWeight: vars.font.weight.medium });

export const offLabel = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.info.onSubtle });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
  alignItems: 'start',
});
