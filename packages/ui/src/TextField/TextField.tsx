import { forwardRef, type ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from '../Field/Field.css.ts';

export interface TextFieldProps extends AriaTextFieldProps {
  /** The visible label; always given, so the field has an accessible name. */
  label: ReactNode;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /** The message shown when the field is invalid (a string, or a function of the validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/** A single-line text input with its label, description and error wired for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, errorMessage, placeholder, className, ...props },
  ref,
) {
  return (
    <AriaTextField
      {...props}
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
      <Input ref={ref} className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.errorMessage}>{errorMessage}</FieldError>
    </AriaTextField>
  );
});
