import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Keyboard focus on a cell, row or column header is drawn inside it, so the table never clips it. */
const insetFocus = {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.border.thick})`,
};
const forcedFocus = {
  '(forced-colors: active)': { selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } } },
};

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetFocus },
  '@media': forcedFocus,
});

export const header = style({ backgroundColor: vars.color.surface });

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBottom: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
    '&[data-sort-direction]': { color: vars.color.text },
    '&[data-focus-visible]': insetFocus,
  },
  '@media': forcedFocus,
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** The sort arrow; it keeps its space while the column is unsorted, so headers do not shift. */
export const sortIndicator = style({
  display: 'inline-flex',
  visibility: 'hidden',
  selectors: { '&[data-direction]': { visibility: 'visible' } },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
    '&[data-hovered]': { backgroundColor: vars.color.surface },
    '&[data-selected]': { backgroundColor: vars.color.brand.subtle },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-focus-visible]': insetFocus,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetFocus },
  '@media': forcedFocus,
});

export const selectionColumn = style({ width: '2.75rem' });

export const emptyState = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
});

/** The selection checkbox of a row (and the select-all one in the header). */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  minHeight: '1.5rem',
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thin,
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
  '@media': forcedFocus,
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.125rem',
  height: '1.125rem',
  fontSize: vars.font.size.sm,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.brand.onSolid,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    [`${checkbox}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledBackground,
      borderColor: vars.color.border,
      color: vars.color.disabledText,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': {
      borderColor: 'CanvasText',
      selectors: {
        [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});
