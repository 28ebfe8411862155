import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

// The page's frame is the manager's job pages' own (My jobs).
export { head, intro, list, page, panel, summary, title } from '../managerJobs/managerJobs.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet})`;

export const eyebrow = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardHead = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' } },
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.tight });

export const jobTitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const fact = style({ display: 'flex', gap: vars.space.xs });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const letter = style({ margin: 0, whiteSpace: 'pre-line' });

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });

export const rowError = style({ margin: 0, color: vars.color.danger.onSubtle, fontSize: vars.font.size.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });
