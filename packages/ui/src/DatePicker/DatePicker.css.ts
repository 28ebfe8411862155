import { style } from '@vanilla-extract/css';
import { navButton } from '../Calendar/Calendar.css.ts';
import { vars } from '../theme/contract.css.ts';

// Shared by the segmented date and time fields (DatePicker, DateRangePicker, TimeField).

/** The segments of a date inside a picker's group: the group draws the border. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} 0`,
  whiteSpace: 'nowrap',
});

/** One editable part of a date or time (month, day, hour...) or a literal between them. */
export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radii.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  color: vars.color.text,
  caretColor: 'transparent',
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { padding: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-invalid]': { color: vars.color.danger.onSubtle },
    '&[data-disabled]': { color: vars.color.disabledText },
    '&[data-focused]': { backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid },
    '&[data-focused][data-invalid]': { backgroundColor: vars.color.danger.solid, color: vars.color.danger.onSolid },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      color: 'FieldText',
      selectors: {
        '&[data-type="literal"], &[data-placeholder], &[data-disabled]': { color: 'GrayText' },
        '&[data-focused], &[data-focused][data-invalid]': { backgroundColor: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});

/** The icon-only button that opens the calendar, the same shape as the calendar's month buttons. */
export const calendarButton = navButton;

export const popover = style({
  zIndex: vars.zIndex.popover,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.md,
  outline: 'none',
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const dialog = style({ outline: 'none' });
