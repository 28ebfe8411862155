import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** The stories' stand-in for the app's frame: a padded main landmark. */
export const frame = style({ padding: vars.space.xl, minHeight: '30rem' });
