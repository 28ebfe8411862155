import { style } from '@vanilla-extract/css';
import * as fieldStyles from '../Field/Field.css.ts';
import { vars } from '../theme/contract.css.ts';

/** The bordered box holding the time segments (no trailing button, so even padding). */
export const timeInput = style([
  fieldStyles.group,
  {
    width: 'fit-content',
    minWidth: '8rem',
    padding: `${vars.space.sm} ${vars.space.md}`,
    gap: 0,
    whiteSpace: 'nowrap',
  },
]);
