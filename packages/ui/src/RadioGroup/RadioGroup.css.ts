import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { choiceField, choiceRow, field } from '../Field/Field.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export const radioGroup = style([field]);

/** The options: a column, or a wrapping row when the group is horizontal. */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  selectors: {
    [`${radioGroup}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.xl,
    },
  },
});

export const radioField = style([choiceField]);

// The circle paints itself from these; in forced-colors mode they become system colours.
const edge = createVar();
const edgeHover = createVar();
const surface = createVar();
const accent = createVar();
const accentHover = createVar();
const danger = createVar();
const muted = createVar();
const mutedSurface = createVar();

/** The clickable area: circle and label. RAC puts the states on it. */
export const radioButton = style([
  choiceRow,
  {
    vars: {
      [edge]: vars.color.borderStrong,
      [edgeHover]: vars.color.text,
      [surface]: vars.color.surfaceRaised,
      [accent]: vars.color.brand.solid,
      [accentHover]: vars.color.brand.solidHover,
      [danger]: vars.color.danger.border,
      [muted]: vars.color.border,
      [mutedSurface]: vars.color.disabledBackground,
    },
    '@media': {
      '(forced-colors: active)': {
        vars: {
          [edge]: 'ButtonText',
          [edgeHover]: 'Highlight',
          [surface]: 'Canvas',
          [accent]: 'Highlight',
          [accentHover]: 'Highlight',
          [danger]: 'ButtonText',
          [muted]: 'GrayText',
          [mutedSurface]: 'Canvas',
        },
        selectors: { '&[data-disabled]': { color: 'GrayText' } },
      },
    },
  },
]);

/** The circle; when selected a thick accent ring leaves a dot of the surface in its middle. */
export const circle = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  // Centre the circle on the first line of the label.
  marginBlockStart: 'calc((1lh - 1.125rem) / 2)',
  border: `${vars.border.thick} solid ${edge}`,
  borderRadius: vars.radii.full,
  backgroundColor: surface,
  forcedColorAdjust: 'none',
  transition: `border-width ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${radioButton}[data-hovered] &`]: { borderColor: edgeHover },
    [`${radioButton}[data-invalid] &`]: { borderColor: danger },
    [`${radioButton}[data-selected] &`]: { borderWidth: '0.3125rem', borderColor: accent },
    [`${radioButton}[data-selected][data-hovered] &`]: { borderColor: accentHover },
    [`${radioButton}[data-focus-visible] &`]: {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
    [`${radioButton}[data-disabled] &`]: { borderColor: muted, backgroundColor: mutedSurface },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': {
      selectors: { [`${radioButton}[data-focus-visible] &`]: { outlineColor: 'Highlight' } },
    },
  },
});

/** An option's help text, lined up with its label rather than its circle. */
export const indented = style({ paddingInlineStart: `calc(1.125rem + ${vars.space.sm})` });
