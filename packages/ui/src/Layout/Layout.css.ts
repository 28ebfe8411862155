import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { breakpoints } from '../theme/tokens.ts';

export const columnCounts = [1, 2, 3, 4, 6] as const;

export const columnsBase = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });

/** Columns collapse to one on mobile and take their count from the tablet breakpoint up. */
export const columns = styleVariants(
  Object.fromEntries(columnCounts.map((count) => [count, count])) as Record<(typeof columnCounts)[number], number>,
  (count) => ({
    '@media': {
      [`screen and (min-width: ${breakpoints.tablet})`]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
    },
  }),
);

export const container = style({
  width: '100%',
  maxWidth: '75rem',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [`screen and (min-width: ${breakpoints.tablet})`]: { paddingInline: vars.space.xl } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '0.0625rem',
  height: '0.0625rem',
  margin: '-0.0625rem',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
