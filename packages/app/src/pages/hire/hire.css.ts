import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

// The frame is the manager's job pages' own (My jobs, the candidate tabs).
export { intro, list, page, title } from '../managerJobs/managerJobs.css.ts';

/** A block of the page (the job, the proposal, the offer): a heading and its content. */
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });

export const fact = style({ display: 'flex', gap: vars.space.xs });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const paragraph = style({ margin: 0, whiteSpace: 'pre-line' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
