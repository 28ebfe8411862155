import { style } from '@vanilla-extract/css';
import { input } from '../Field/Field.css.ts';
import { vars } from '../theme/contract.css.ts';

/** The country picker and the number side by side; they stack when the row is too narrow. */
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-start' });

/** The country calling-code picker: wide enough for most country names. */
export const country = style({ flex: '1 1 13rem', minWidth: '10rem', maxWidth: '16rem' });

/** The national number: the shared field box, taking the rest of the row. */
export const number = style([input, { flex: '1 1 10rem', minWidth: 0 }]);
