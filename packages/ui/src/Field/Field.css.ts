import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

// Shared by every field primitive: the label, the control's box, help text and the error.
// A field component composes these; it adds only what is its own.

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger.onSubtle, marginInlineStart: vars.space.xxs });

/** The bordered box of a text-like control (input, textarea, the group around a picker). */
export const input = style({
  font: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '2.5rem',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.border.thin} ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger.border },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.textMuted },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { outline: `${vars.border.thick} solid Highlight` } },
    },
  },
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const errorMessage = style({ fontSize: vars.font.size.sm, color: vars.color.danger.onSubtle });

/** A row of a control and its adornments (a toggle, a unit, a button) sharing one bordered box. */
export const group = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
    selectors: {
      '&[data-focus-within]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 ${vars.border.thin} ${vars.color.focusRing}`,
      },
    },
  },
]);

/** An input inside a {@link group}: the group draws the border. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  font: 'inherit',
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  outline: 'none',
  padding: `${vars.space.sm} 0`,
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

/**
 * A small icon button inside a {@link group}: a stepper, a clear, a reveal or an open-list button.
 * Components compose it and add only their own states.
 */
export const groupButton = style([
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
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', backgroundColor: 'transparent' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
      '(forced-colors: active)': {
        color: 'ButtonText',
        selectors: { '&[data-disabled]': { color: 'GrayText' } },
      },
    },
  },
]);

/** One checkbox, radio or switch: its clickable row, then help and error text under it. */
export const choiceField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.family.body,
});

/** The clickable row of a checkbox, radio or switch (indicator and label); RAC puts the states on it. */
export const choiceRow = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
