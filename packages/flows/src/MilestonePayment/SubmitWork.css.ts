import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** The fee breakdown: a term and its amount on one line, the amounts aligned right. */
export const breakdown = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
});

export const breakdownRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const breakdownValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

/** The attached documents, one a line with its Remove. */
export const attachments = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
