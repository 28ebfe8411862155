import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export { lead, title } from '../DetailStates.css.ts';

const desktop = `screen and (min-width: ${breakpoints.desktop})`;

export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The description as its author typed it: paragraphs, and line breaks inside them. */
export const paragraph = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const questions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  overflowWrap: 'anywhere',
});

export const clientFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const clientName = style({ margin: 0, fontWeight: vars.font.weight.bold });
