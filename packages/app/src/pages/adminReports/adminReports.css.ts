import { vars } from '@cloudexperts/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export { intro, muted, page, title } from '../offers/offers.css.ts';
export { charts, stats } from '../analytics/analytics.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

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

globalStyle(`${filters} > *`, { flex: '1 1 11rem', minWidth: 0 });
globalStyle(`${filters} > button`, { flex: '0 0 auto' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const tableScroll = style({ overflowX: 'auto' });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const small = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Two reports side by side where there is room. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
});
