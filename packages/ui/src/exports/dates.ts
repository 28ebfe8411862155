// Dates: Calendar, RangeCalendar, DatePicker, DateRangePicker, TimeField, FileDropZone.
export { Calendar, RangeCalendar } from '../Calendar/Calendar.tsx';
export type { CalendarProps, RangeCalendarProps } from '../Calendar/Calendar.tsx';
export { calendarSelections } from '../Calendar/Calendar.css.ts';

export { DatePicker } from '../DatePicker/DatePicker.tsx';
export type { DatePickerProps } from '../DatePicker/DatePicker.tsx';

export { DateRangePicker } from '../DateRangePicker/DateRangePicker.tsx';
export type { DateRangePickerProps } from '../DateRangePicker/DateRangePicker.tsx';

export { TimeField, hourCycles, timeGranularities } from '../TimeField/TimeField.tsx';
export type { TimeFieldProps } from '../TimeField/TimeField.tsx';

export { FileDropZone, checkFile, fileRejectionReasons } from '../FileDropZone/FileDropZone.tsx';
export type {
  FileCheckOptions,
  FileDropZoneProps,
  FileRejection,
  FileRejectionReason,
} from '../FileDropZone/FileDropZone.tsx';
