import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export const card = style({ height: '100%' });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** The name keeps the card title's size and weight; the link variant gives it its colour and focus ring. */
export const nameLink = style({ fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit' });

export const jobTitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs });

export const rate = style({ fontWeight: vars.font.weight.bold });

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const skeletonIdentity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
