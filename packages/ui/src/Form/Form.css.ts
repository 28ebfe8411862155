import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Fields stacked with even spacing; actions go last. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.lg,
});
