import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** The side panel (clock, progress, questions) beside the question from the tablet breakpoint up. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet})`]: {
      gridTemplateColumns: 'minmax(12rem, 1fr) minmax(0, 3fr)',
      alignItems: 'start',
    },
  },
});

/** The time left, in figures of equal width so it does not jitter as it counts. */
export const clock = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  margin: 0,
});

/** The buttons to each question, in rows of five. */
export const questionGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
