import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';
import { columnList } from '../lists.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet})`;

/** A one-task page (a form, a notice): a narrow column. */
export const narrow = style({
  maxWidth: '36rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/** A page with sections (settings, the mailbox, the application steps). */
export const wide = style({
  maxWidth: '56rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

/** The application steps: numbered cards, two columns from the tablet breakpoint. */
export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const stepNumber = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.onSubtle,
});

export const stepTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const points = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** A quoted on-screen message (the success screen's headline). */
export const quote = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderInlineStart: `${vars.border.thick} solid ${vars.color.brand.solid}`,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.onSubtle,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radii.sm,
});

/** Term and value pairs (the account details). */
export const details = style({
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const value = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

/** A form's fields, one under another. */
export const formFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const cards = style({ display: 'grid', gap: vars.space.lg });

/** The mailbox's filter: the field grows, the buttons sit at its baseline. */
export const filter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const filterField = style({ flex: '1 1 16rem' });

export const messages = style([columnList]);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.1em',
});

/**
 * A heading that takes focus from the page (after a modal closes) to be read out: it is not a
 * control, so it shows no focus ring.
 */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });

/** The devices card's text, message and list, spaced as the other cards' blocks. */
export const sessionBody = style({ display: 'grid', gap: vars.space.md });

/** The signed-in devices: one row each, the device and its facts beside its button. */
export const sessionRows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const sessionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});

export const sessionFacts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sessionDevice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.medium,
});
