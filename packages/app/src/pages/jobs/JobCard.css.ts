import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export const card = style({ height: '100%' });

export const header = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xs });

export const titleLink = style({ fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const budget = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const excerpt = style({ margin: 0, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0 });

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });

export const favorite = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const favoriteError = style({ margin: 0, color: vars.color.danger.onSubtle, fontSize: vars.font.size.sm });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});
