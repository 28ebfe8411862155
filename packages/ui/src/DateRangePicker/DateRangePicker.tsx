import type { ReactNode, Ref } from 'react';
import {
  Button,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
  composeRenderProps,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';
import { RangeCalendar } from '../Calendar/Calendar.tsx';
import * as pickerStyles from '../DatePicker/DatePicker.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './DateRangePicker.css.ts';

export interface DateRangePickerProps<T extends DateValue> extends Omit<AriaDateRangePickerProps<T>, 'children'> {
  /** The visible label; always given, so the field has an accessible name. */
  label: ReactNode;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /**
   * The message shown when the range is invalid (a string, or a function of the validation).
   * @default RAC's localized validation message (end before start, out of range, required)
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * The accessible name of the button that opens the calendar.
   * @default RAC's localized 'Calendar'
   */
  calendarButtonLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Two date fields, start and end, in one box, with a button that opens a range calendar in a
 * popover. The value is `{ start, end }` of `@internationalized/date` objects.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendarButtonLabel,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker
      {...props}
      className={composeRenderProps(className, (given) => [fieldStyles.field, given].filter(Boolean).join(' '))}
    >
      <Label className={fieldStyles.label}>
        {label}
        {props.isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Group className={fieldStyles.group}>
        <DateInput slot="start" className={styles.rangeInput}>
          {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.separator}>
          –
        </span>
        <DateInput slot="end" className={styles.rangeInput}>
          {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
        </DateInput>
        <span className={styles.spacer} />
        <Button aria-label={calendarButtonLabel} className={pickerStyles.calendarButton}>
          <Icon name="calendar" />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
      <Popover className={pickerStyles.popover}>
        <Dialog className={pickerStyles.dialog}>
          <RangeCalendar />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
