import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const figure = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const caption = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const tick = style({ fill: vars.color.textMuted, fontSize: 12, fontFamily: vars.font.family.body });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

/** The series' colours, in order: brand, then info (a legend names them). */
export const seriesFill = styleVariants({
  0: { fill: vars.color.brand.solid },
  1: { fill: vars.color.info.solid },
});
export const seriesSwatch = styleVariants({
  0: { background: vars.color.brand.solid },
  1: { background: vars.color.info.solid },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({ width: 12, height: 12, borderRadius: vars.radii.sm, display: 'inline-block' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start' } },
});

export const headCell = style([cell, { fontWeight: vars.font.weight.bold, color: vars.color.textMuted }]);
