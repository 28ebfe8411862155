import { forwardRef, type ReactNode } from 'react';
import {
  Button,
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  composeRenderProps,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { numberInput, stepButton } from './NumberField.css.ts';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'> {
  /** The visible label; always given, so the field has an accessible name. */
  label: ReactNode;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /** The message shown when the field is invalid (a string, or a function of the validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/**
 * A number input, formatted for the locale (`formatOptions`), clamped to `minValue`/`maxValue` on
 * blur. Arrow Up/Down, Page Up/Down, Home and End step the value; the − and + buttons are the pointer
 * equivalents and stay out of the tab order (RAC names them "Decrease"/"Increase" plus the label).
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { label, description, errorMessage, placeholder, className, ...props },
  ref,
) {
  return (
    <AriaNumberField
      {...props}
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
            <Input ref={ref} className={numberInput} placeholder={placeholder} />
            <Button slot="decrement" className={stepButton}>
              <Icon name="minus" />
            </Button>
            <Button slot="increment" className={stepButton}>
              <Icon name="plus" />
            </Button>
          </Group>
          {description ? (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          ) : null}
          <FieldError className={styles.errorMessage}>{errorMessage}</FieldError>
        </>
      )}
    </AriaNumberField>
  );
});
