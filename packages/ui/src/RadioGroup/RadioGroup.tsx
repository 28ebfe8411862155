import { forwardRef, type ReactNode } from 'react';
import {
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  composeRenderProps,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'orientation'> {
  /** The group's visible label; it names the radio group for assistive technology. */
  label: ReactNode;
  /** Help shown under the options and announced with the group. */
  description?: ReactNode;
  /** The message shown when the group is invalid (nothing chosen while required, say). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * How the options are laid out; the arrow keys follow it.
   * @default 'vertical'
   */
  orientation?: (typeof styles.radioGroupOrientations)[number];
  /** The options: {@link Radio} elements, each with a `value`. */
  children: ReactNode;
}

/**
 * A labelled set of mutually exclusive options. The group is one tab stop; the arrow keys move
 * between options and select them.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, description, errorMessage, orientation = 'vertical', children, className, ...props },
  ref,
) {
  return (
    <AriaRadioGroup
      {...props}
      ref={ref}
      orientation={orientation}
      className={composeRenderProps(className, (given) => [styles.radioGroup, given].filter(Boolean).join(' '))}
    >
      <Label className={fieldStyles.label}>
        {label}
        {props.isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <div className={styles.options}>{children}</div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
});

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The option's label, beside the circle; it is the radio's accessible name. */
  children: ReactNode;
  /** Help shown under this option's label and announced with it. */
  description?: ReactNode;
}

/** One option of a {@link RadioGroup}. */
export const Radio = forwardRef<HTMLDivElement, RadioProps>(function Radio(
  { children, description, className, ...props },
  ref,
) {
  return (
    <RadioField
      {...props}
      ref={ref}
      className={composeRenderProps(className, (given) => [styles.radioField, given].filter(Boolean).join(' '))}
    >
      <RadioButton className={styles.radioButton}>
        <span className={styles.circle} aria-hidden="true" />
        <span>{children}</span>
      </RadioButton>
      {description ? (
        <Text slot="description" className={[fieldStyles.description, styles.indented].join(' ')}>
          {description}
        </Text>
      ) : null}
    </RadioField>
  );
});
