import { forwardRef, useState, type ReactNode } from 'react';
import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from '../Field/Field.css.ts';
import { counter, footer, textArea } from './TextArea.css.ts';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'type' | 'children'> {
  /** The visible label; always given, so the field has an accessible name. */
  label: ReactNode;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /** The message shown when the field is invalid (a string, or a function of the validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * The most characters the field accepts. When set, a counter `n / max` shows under the field and
   * the field refuses further input at the limit.
   */
  maxLength?: number;
  /**
   * How many characters may remain before the counter starts announcing itself politely to screen
   * readers (and takes the warning colour). Ignored without `maxLength`.
   * @default Math.ceil(maxLength / 10)
   */
  nearLimitAt?: number;
  /**
   * The visible height, in lines of text. The user can resize it vertically.
   * @default 4
   */
  rows?: number;
}

/**
 * A multi-line text input. With `maxLength` it counts characters; the counter is a polite live
 * region only when `nearLimitAt` or fewer characters remain, so it does not speak on every keystroke.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, description, errorMessage, placeholder, maxLength, nearLimitAt, rows = 4, className, onChange, ...props },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const count = (props.value ?? uncontrolled).length;
  const threshold = nearLimitAt ?? (maxLength === undefined ? 0 : Math.ceil(maxLength / 10));
  const isAtLimit = maxLength !== undefined && count >= maxLength;
  const isNearLimit = maxLength !== undefined && maxLength - count <= threshold;

  return (
    <AriaTextField
      {...props}
      maxLength={maxLength}
      onChange={(value) => {
        setUncontrolled(value);
        onChange?.(value);
      }}
      className={composeRenderProps(className, (given) => [styles.field, given].filter(Boolean).join(' '))}
    >
      <Label className={styles.label}>
        {label}
        {props.isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <AriaTextArea ref={ref} className={textArea} placeholder={placeholder} rows={rows} />
      {description || maxLength !== undefined ? (
        <div className={footer}>
          {description ? (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          ) : null}
          {maxLength !== undefined ? (
            <div
              className={counter}
              aria-live={isNearLimit ? 'polite' : 'off'}
              aria-atomic="true"
              data-near-limit={isNearLimit || undefined}
              data-at-limit={isAtLimit || undefined}
            >
              {count} / {maxLength}
            </div>
          ) : null}
        </div>
      ) : null}
      <FieldError className={styles.errorMessage}>{errorMessage}</FieldError>
    </AriaTextField>
  );
});
