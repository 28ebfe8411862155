import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet})`;

export const page = style({
  maxWidth: '64rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const eyebrow = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

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

export const pagination = style({ display: 'flex', justifyContent: 'center' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });
