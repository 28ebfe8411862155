import { style } from '@vanilla-extract/css';
import { group, groupButton } from '../Field/Field.css.ts';
import { vars } from '../theme/contract.css.ts';

/** The ComboBox root (RAC `ComboBox`), carrying `data-open`, `data-invalid`, `data-disabled`. */
export const comboBox = style({});

/** The shared field group around the input and the toggle button. */
export const inputGroup = style([group, { paddingInlineEnd: vars.space.xxs }]);

/** The chevron button that opens the full list (out of the tab order; the input opens it by key). */
export const toggle = style([groupButton]);

/** The chevron glyph; turns while the list is open. */
export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { [`${comboBox}[data-open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
