import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { field, groupButton, groupInput } from '../Field/Field.css.ts';

export const searchField = style([field]);

export const searchIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const searchInput = style([
  groupInput,
  {
    selectors: {
      // The clear button below replaces the browser's own.
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&::-webkit-search-decoration': { display: 'none' },
    },
  },
]);

/** Clears the query; hidden while the field is empty (Escape clears it from the keyboard). */
export const clearButton = style([
  groupButton,
  {
    selectors: {
      [`${searchField}[data-empty] &`]: { visibility: 'hidden' },
      [`${searchField}[data-disabled] &, ${searchField}[data-readonly] &`]: { display: 'none' },
    },
  },
]);
