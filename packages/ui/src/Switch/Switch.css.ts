import { createVar, style } from '@vanilla-extract/css';
import { choiceField, choiceRow } from '../Field/Field.css.ts';
import { vars } from '../theme/contract.css.ts';

export const switchField = style([choiceField]);

// The track and thumb paint themselves from these; in forced-colors mode they become system colours.
const offTrack = createVar();
const onTrack = createVar();
const onTrackHover = createVar();
const thumbColor = createVar();
const edge = createVar();
const muted = createVar();

/** The clickable area: track and label. RAC puts the states on it. */
export const switchButton = style([
  choiceRow,
  {
    vars: {
      [offTrack]: vars.color.borderStrong,
      [onTrack]: vars.color.brand.solid,
      [onTrackHover]: vars.color.brand.solidHover,
      [thumbColor]: vars.color.surfaceRaised,
      [edge]: 'transparent',
      [muted]: vars.color.border,
    },
    '@media': {
      '(forced-colors: active)': {
        vars: {
          [offTrack]: 'Canvas',
          [onTrack]: 'Highlight',
          [onTrackHover]: 'Highlight',
          [thumbColor]: 'ButtonText',
          [edge]: 'ButtonText',
          [muted]: 'GrayText',
        },
        selectors: { '&[data-disabled]': { color: 'GrayText' } },
      },
    },
  },
]);

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.25rem',
  height: '1.25rem',
  // Centre the track on the first line of the label.
  marginBlockStart: 'calc((1lh - 1.25rem) / 2)',
  borderRadius: vars.radii.full,
  border: `${vars.border.thin} solid ${edge}`,
  backgroundColor: offTrack,
  forcedColorAdjust: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: { backgroundColor: onTrack },
    [`${switchButton}[data-selected][data-hovered] &`]: { backgroundColor: onTrackHover },
    [`${switchButton}[data-focus-visible] &`]: {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
    [`${switchButton}[data-disabled] &`]: { backgroundColor: muted },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': {
      selectors: {
        [`${switchButton}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
        [`${switchButton}[data-disabled] &`]: { backgroundColor: 'Canvas', borderColor: 'GrayText' },
      },
    },
  },
});

/** The knob: it slides to the end of the track when the switch is on. */
export const thumb = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: vars.space.xxs,
  width: '0.875rem',
  height: '0.875rem',
  transform: 'translateY(-50%)',
  borderRadius: vars.radii.full,
  backgroundColor: thumbColor,
  boxShadow: vars.shadow.sm,
  transition: `inset-inline-start ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: { insetInlineStart: `calc(100% - 0.875rem - ${vars.space.xxs})` },
    [`${switchButton}[data-disabled] &`]: { boxShadow: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': {
      selectors: { [`${switchButton}[data-disabled] &`]: { backgroundColor: 'GrayText' } },
    },
  },
});

/** Help and error text under a switch, lined up with its label rather than its track. */
export const indented = style({ paddingInlineStart: `calc(2.25rem + ${vars.space.sm})` });
