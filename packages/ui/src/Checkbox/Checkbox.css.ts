import { createVar, style } from '@vanilla-extract/css';
import { choiceField, choiceRow } from '../Field/Field.css.ts';
import { vars } from '../theme/contract.css.ts';

/** The field around one checkbox: the clickable row, then help and error text under the label. */
export const checkboxField = style([choiceField]);

// The box paints itself from these; in forced-colors mode they become system colours.
const edge = createVar();
const edgeHover = createVar();
const surface = createVar();
const accent = createVar();
const accentHover = createVar();
const onAccent = createVar();
const danger = createVar();
const onDanger = createVar();
const muted = createVar();
const mutedSurface = createVar();
const mutedText = createVar();

/** The clickable area: box and label. RAC puts the states on it. */
export const checkboxButton = style([
  choiceRow,
  {
    vars: {
      [edge]: vars.color.borderStrong,
      [edgeHover]: vars.color.text,
      [surface]: vars.color.surfaceRaised,
      [accent]: vars.color.brand.solid,
      [accentHover]: vars.color.brand.solidHover,
      [onAccent]: vars.color.brand.onSolid,
      [danger]: vars.color.danger.solid,
      [onDanger]: vars.color.danger.onSolid,
      [muted]: vars.color.border,
      [mutedSurface]: vars.color.disabledBackground,
      [mutedText]: vars.color.disabledText,
    },
    '@media': {
      '(forced-colors: active)': {
        vars: {
          [edge]: 'ButtonText',
          [edgeHover]: 'Highlight',
          [surface]: 'Canvas',
          [accent]: 'Highlight',
          [accentHover]: 'Highlight',
          [onAccent]: 'HighlightText',
          [danger]: 'Highlight',
          [onDanger]: 'HighlightText',
          [muted]: 'GrayText',
          [mutedSurface]: 'Canvas',
          [mutedText]: 'GrayText',
        },
        selectors: { '&[data-disabled]': { color: 'GrayText' } },
      },
    },
  },
]);

/** The square box; it fills with the accent and shows a tick (or a dash) when selected. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  // Centre the box on the first line of the label.
  marginBlockStart: 'calc((1lh - 1.125rem) / 2)',
  border: `${vars.border.thick} solid ${edge}`,
  borderRadius: vars.radii.sm,
  backgroundColor: surface,
  color: onAccent,
  fontSize: vars.font.size.sm,
  forcedColorAdjust: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${checkboxButton}[data-hovered] &`]: { borderColor: edgeHover },
    [`${checkboxButton}[data-selected] &, ${checkboxButton}[data-indeterminate] &`]: {
      backgroundColor: accent,
      borderColor: accent,
    },
    [`${checkboxButton}[data-selected][data-hovered] &, ${checkboxButton}[data-indeterminate][data-hovered] &`]: {
      backgroundColor: accentHover,
      borderColor: accentHover,
    },
    [`${checkboxButton}[data-invalid] &`]: { borderColor: danger },
    [`${checkboxButton}[data-invalid][data-selected] &, ${checkboxButton}[data-invalid][data-indeterminate] &`]: {
      backgroundColor: danger,
      borderColor: danger,
      color: onDanger,
    },
    [`${checkboxButton}[data-focus-visible] &`]: {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
    [`${checkboxButton}[data-disabled] &`]: {
      borderColor: muted,
      backgroundColor: mutedSurface,
      color: mutedText,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': {
      selectors: { [`${checkboxButton}[data-focus-visible] &`]: { outlineColor: 'Highlight' } },
    },
  },
});

/** Help and error text under a checkbox, lined up with its label rather than its box. */
export const indented = style({ paddingInlineStart: `calc(1.125rem + ${vars.space.sm})` });

/** The options of a group, stacked. */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
});
