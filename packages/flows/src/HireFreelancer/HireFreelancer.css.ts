import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** HIRE_ACTION_CHOICE's card: the avatar beside the name and title, then the facts and skills. */
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
});

export const identity = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });

export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
