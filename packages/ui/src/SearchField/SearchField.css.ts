import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { field, groupInput } from '../Field/Field.css.ts';
import { focusRing } from '../theme/focus.css.ts';

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
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2rem',
    height: '2rem',
    padding: 0,
    border: 'none',
    borderRadius: vars.radii.sm,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.subtle, color: vars.color.text },
      [`${searchField}[data-empty] &`]: { visibility: 'hidden' },
      [`${searchField}[data-disabled] &, ${searchField}[data-readonly] &`]: { display: 'none' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
      '(forced-colors: active)': { color: 'ButtonText' },
    },
  },
]);
