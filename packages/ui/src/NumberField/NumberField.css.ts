import { style } from '@vanilla-extract/css';
import { groupButton, groupInput } from '../Field/Field.css.ts';

export const numberInput = style([groupInput, { fontVariantNumeric: 'tabular-nums' }]);

/** The decrement and increment buttons inside the field's group (pointer aids; keys are arrows). */
export const stepButton = style([groupButton]);
