import type { ReactNode, Ref } from 'react';
import {
  DateInput,
  DateSegment,
  FieldError,
  Label,
  Text,
  TimeField as AriaTimeField,
  composeRenderProps,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
  type ValidationResult,
} from 'react-aria-components';
import * as pickerStyles from '../DatePicker/DatePicker.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './TimeField.css.ts';

/** The smallest unit a time field shows. */
export const timeGranularities = ['hour', 'minute', 'second'] as const;
/** 12-hour (with AM/PM) or 24-hour clock. */
export const hourCycles = [12, 24] as const;

export interface TimeFieldProps<T extends TimeValue> extends Omit<
  AriaTimeFieldProps<T>,
  'children' | 'hourCycle' | 'granularity'
> {
  /** The visible label; always given, so the field has an accessible name. */
  label: ReactNode;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /**
   * The message shown when the field is invalid (a string, or a function of the validation).
   * @default RAC's localized validation message (out of range, required)
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * A 12-hour clock (with an AM/PM segment) or a 24-hour clock.
   * @default the locale's
   */
  hourCycle?: (typeof hourCycles)[number];
  /**
   * The smallest unit shown and edited.
   * @default 'minute'
   */
  granularity?: (typeof timeGranularities)[number];
  ref?: Ref<HTMLDivElement>;
}

/**
 * A time of day typed into segments (hour, minute, optionally second and AM/PM); arrow keys step
 * each segment. Values are `@internationalized/date` `Time` objects (or date-times).
 */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: TimeFieldProps<T>) {
  return (
    <AriaTimeField
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
      <DateInput className={styles.timeInput}>
        {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
      </DateInput>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
    </AriaTimeField>
  );
}
