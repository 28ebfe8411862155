import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** One end of the range: sized to its segments, so the two ends sit side by side. */
export const rangeInput = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} 0`,
  whiteSpace: 'nowrap',
});

/** The dash between the start and the end date. */
export const separator = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.textMuted,
});

/** Pushes the calendar button to the end of the group. */
export const spacer = style({ flex: 1 });
