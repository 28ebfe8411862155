import { vars } from '@cloudexperts/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const methodList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const methodRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});

/** The name, badge and fee take the room left and wrap among themselves. */
export const methodName = style({
  display: 'flex',
  flex: '1 1 0',
  minWidth: 0,
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The row's action ('Set up', 'Remove') keeps its one line: the badge never squeezes it. */
globalStyle(`${methodRow} > :not(${methodName})`, { flexShrink: 0, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const subheading = style({ fontSize: vars.font.size.md, margin: `${vars.space.md} 0 ${vars.space.sm}` });

export const withdrawBox = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '28rem' });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${figures} dd`, { margin: 0, fontWeight: vars.font.weight.bold });
