import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** The progress panel beside the step from the tablet breakpoint up; above it on small screens. */
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

/** The Review step's term and value pairs. */
export const reviewList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
});

export const reviewValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
});
