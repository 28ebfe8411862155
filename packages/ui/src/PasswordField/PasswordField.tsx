import { forwardRef, useState, type ReactNode } from 'react';
import {
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  ToggleButton,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { toggle } from './PasswordField.css.ts';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'type' | 'children'> {
  /** The visible label; always given, so the field has an accessible name. */
  label: ReactNode;
  /** Help shown under the field and announced with it (the password rules, say). */
  description?: ReactNode;
  /** The message shown when the field is invalid (a string, or a function of the validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * The accessible name of the reveal toggle. It stays the same in both states: the toggle reports
   * whether the password is shown through `aria-pressed`, as toggle buttons should.
   * @default 'Show password'
   */
  toggleLabel?: string;
  /**
   * Whether the password starts out shown as plain text.
   * @default false
   */
  defaultRevealed?: boolean;
}

/**
 * A password input with a reveal toggle in its box. The toggle is a real button in the tab order
 * after the input; it switches the input between `type="password"` and `type="text"`.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    label,
    description,
    errorMessage,
    placeholder,
    toggleLabel = 'Show password',
    defaultRevealed = false,
    className,
    ...props
  },
  ref,
) {
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  return (
    <AriaTextField
      autoComplete="current-password"
      {...props}
      type={isRevealed ? 'text' : 'password'}
      className={composeRenderProps(className, (given) => [styles.field, given].filter(Boolean).join(' '))}
    >
      {({ isDisabled, isInvalid }) => (
        <>
          <Label className={styles.label}>
            {label}
            {props.isRequired ? (
              <span className={styles.requiredMark} aria-hidden="true">
                *
              </span>
            ) : null}
          </Label>
          <Group className={styles.group} isDisabled={isDisabled} isInvalid={isInvalid}>
            <Input ref={ref} className={styles.groupInput} placeholder={placeholder} />
            <ToggleButton
              className={toggle}
              aria-label={toggleLabel}
              isSelected={isRevealed}
              onChange={setRevealed}
              isDisabled={isDisabled}
            >
              <Icon name={isRevealed ? 'eyeOff' : 'eye'} />
            </ToggleButton>
          </Group>
          {description ? (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          ) : null}
          <FieldError className={styles.errorMessage}>{errorMessage}</FieldError>
        </>
      )}
    </AriaTextField>
  );
});
