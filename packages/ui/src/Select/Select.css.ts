import { style } from '@vanilla-extract/css';
import { input } from '../Field/Field.css.ts';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

// The select's own trigger, plus the popover, list box and option styles that every picker
// (Select, ComboBox, TagField, PhoneField) shares.

/** The Select root (RAC `Select`), carrying `data-invalid`, `data-open`, `data-disabled`. */
export const select = style({});

/** The trigger: the shared field box, laid out as a button with the value and a chevron. */
export const trigger = style([
  input,
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      [`${select}[data-invalid] &`]: { borderColor: vars.color.danger.border },
      [`${select}[data-open] &`]: { borderColor: vars.color.focusRing },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText' } },
      },
    },
  },
]);

/** The selected value (or the placeholder) inside the trigger. */
export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

/** The chevron glyph in a trigger; turns while the list is open. */
export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { [`${select}[data-open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The floating panel that holds a picker's list, at least as wide as its trigger. */
export const popover = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'var(--trigger-width)',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

/** The list box inside a popover; scrolls when the options outgrow it. */
export const listBox = style({
  flex: '1 1 auto',
  minHeight: 0,
  maxHeight: '18rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
  boxSizing: 'border-box',
});

/** One option: hover and keyboard focus tint it, selection shows a check mark. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.onSubtle },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-hovered], &[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

/** The option's text, truncated rather than wrapped. */
export const optionLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

/** The message a list shows when nothing matches. */
export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
