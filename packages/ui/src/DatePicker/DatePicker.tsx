import type { ReactNode, Ref } from 'react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
  composeRenderProps,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';
import { Calendar } from '../Calendar/Calendar.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './DatePicker.css.ts';

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'children'> {
  /** The visible label; always given, so the field has an accessible name. */
  label: ReactNode;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /**
   * The message shown when the field is invalid (a string, or a function of the validation).
   * @default RAC's localized validation message (out of range, unavailable, required)
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
 * A date field (month, day and year segments, typed or stepped with the arrow keys) with a button
 * that opens a month calendar in a popover (also Alt+ArrowDown). `minValue`, `maxValue` and
 * `isDateUnavailable` apply to both. Values are `@internationalized/date` objects.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendarButtonLabel,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker
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
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button aria-label={calendarButtonLabel} className={styles.calendarButton}>
          <Icon name="calendar" />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
