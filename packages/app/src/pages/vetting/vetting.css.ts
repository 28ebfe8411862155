import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';
import { columnList } from '../lists.css.ts';

/** A vetting page (the coding test, the application process): a wide column. */
export const page = style({
  maxWidth: '60rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

/** The review steps: a numbered list of cards. */
export const steps = style([columnList]);

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const stepHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const stepTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const text = style({ margin: 0 });

/** Term and value pairs (the interview's details). */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const value = style({ margin: 0, display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
