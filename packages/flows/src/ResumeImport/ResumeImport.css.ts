import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** The skills found: chips side by side, wrapping, as a plain list. */
export const skillList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
