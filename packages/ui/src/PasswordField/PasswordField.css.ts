import { style } from '@vanilla-extract/css';
import { groupButton } from '../Field/Field.css.ts';
import { vars } from '../theme/contract.css.ts';

/** The eye toggle at the end of the field's group. */
export const toggle = style([
  groupButton,
  { fontSize: vars.font.size.lg, selectors: { '&[data-selected]': { color: vars.color.brand.onSubtle } } },
]);
