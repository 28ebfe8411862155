import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** The photo and the name, title and facts beside it; the action wraps under them on narrow screens. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const identity = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.lg, minWidth: 0 });

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const jobTitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

/** The header's facts: one line of term–value pairs that wraps. */
export const headerFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
  margin: 0,
});

export const headerFact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const rating = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs });

/** The step-5 blocks: one item per entry, separated by a rule. */
export const blocks = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 }, '&:last-child': { borderBlockEnd: 'none' } },
});

export const blockTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

/** A block's title linked to the address the expert gave: the title's weight, the link's colour. */
export const blockLink = style({ fontWeight: 'inherit' });

export const blockMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const blockText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const sideFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
});

export const skeletonHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });
