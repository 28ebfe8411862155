import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** A receipt: a term and its amount on one line, the amounts aligned right. */
export const breakdown = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  maxInlineSize: '32rem',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});

/** What the freelancer receives: the receipt's total, under a rule. */
export const total = style([
  row,
  {
    paddingBlockStart: vars.space.xs,
    borderBlockStart: `${vars.border.thin} solid ${vars.color.border}`,
    fontWeight: vars.font.weight.bold,
  },
]);

export const value = style({
  margin: 0,
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
