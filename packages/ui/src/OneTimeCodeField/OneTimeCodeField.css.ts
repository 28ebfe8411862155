import { style } from '@vanilla-extract/css';
import { input } from '../Field/Field.css.ts';
import { vars } from '../theme/contract.css.ts';

/** The row of boxes (RAC Group, carrying `data-invalid` and `data-disabled`). */
export const boxes = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'nowrap' });

/** One digit: the shared field box, square, with a large centred numeral. */
export const box = style([
  input,
  {
    width: '2.75rem',
    height: '3rem',
    padding: 0,
    textAlign: 'center',
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.medium,
    caretColor: vars.color.focusRing,
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[data-invalid]': { borderStyle: 'double', borderWidth: vars.border.thick } },
      },
    },
  },
]);
