import { vars } from '@cloudexperts/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/* The staff pages: the admin lists' rows and the contract and messages pages' parts, reused. */
export { badges, filters, muted, name, page, row, rows, who, intro, lead, title } from '../admin/admin.css.ts';
export { back, facts, kicker, section, sectionTitle } from '../contracts/contracts.css.ts';
export { body, composer, composerActions, message, messages, meta, thread } from '../messages/messages.css.ts';

export const cards = style({ display: 'grid', gap: vars.space.lg });

export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const statusCounts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });

/** A party's name with their email under it, wrapped anywhere (an email is one long word). */
export const party = style({ display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });

export const partyEmail = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A tab's panel below its tab list. */
export const tabPanel = style({ paddingBlockStart: vars.space.lg });

/** The client a new job is for, with the way to choose another. */
export const chosenClient = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

/** A milestone's requests waiting for the client's answer, each with its buttons. */
export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: 0,
  listStyle: 'none',
});

export const waitingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  margin: 0,
});

// A selector on a descendant fails vanilla-extract's production build (NOTES: traps): globalStyle.
globalStyle(`${waitingRow} > p`, { margin: 0 });

/** The reason staff gave for ending a contract: the parties' own words may be long and unbroken. */
export const endingReason = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
