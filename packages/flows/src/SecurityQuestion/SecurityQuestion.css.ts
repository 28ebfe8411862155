import { style } from '@vanilla-extract/css';

/**
 * The form wraps the whole dialog (so Save, in the footer, is its own submit button and Enter in
 * any field submits); it fills the modal like the dialog would, leaving the dialog to scroll.
 */
export const dialogForm = style({
  flex: 1,
  minWidth: 0,
  minHeight: 0,
});
