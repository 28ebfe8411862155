import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const insetFocus = {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.border.thick})`,
};

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'auto',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': insetFocus,
    '&[data-empty]': { alignItems: 'center', justifyContent: 'center' },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'CanvasText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-href], &[data-selection-mode], &[data-has-action]': { cursor: 'pointer' },
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

export const emptyState = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
