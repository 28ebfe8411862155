import { forwardRef, type ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  Text,
  composeRenderProps,
  type CheckboxFieldProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The label, beside the box; it is the checkbox's accessible name. */
  children: ReactNode;
  /** Help shown under the label and announced with the checkbox. */
  description?: ReactNode;
  /**
   * The message shown when the checkbox is invalid. Inside a {@link CheckboxGroup} the group shows
   * the error instead.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A checkbox with its label, optional help and error. Space toggles it. Works alone (a terms
 * acceptance) or as an option of a {@link CheckboxGroup} (give it a `value`).
 */
export const Checkbox = forwardRef<HTMLDivElement, CheckboxProps>(function Checkbox(
  { children, description, errorMessage, className, ...props },
  ref,
) {
  return (
    <CheckboxField
      {...props}
      ref={ref}
      className={composeRenderProps(className, (given) => [styles.checkboxField, given].filter(Boolean).join(' '))}
    >
      <CheckboxButton className={styles.checkboxButton}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <Icon name="minus" /> : isSelected ? <Icon name="check" /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description ? (
        <Text slot="description" className={[fieldStyles.description, styles.indented].join(' ')}>
          {description}
        </Text>
      ) : null}
      <FieldError className={[fieldStyles.errorMessage, styles.indented].join(' ')}>{errorMessage}</FieldError>
    </CheckboxField>
  );
});

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'> {
  /** The group's visible label; it names the group for assistive technology. */
  label: ReactNode;
  /** Help shown under the options and announced with the group. */
  description?: ReactNode;
  /** The message shown when the group is invalid (nothing chosen while required, say). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The options: {@link Checkbox} elements, each with a `value`. */
  children: ReactNode;
}

/** A labelled set of checkboxes; its value is the array of the selected options' `value`s. */
export const CheckboxGroup = forwardRef<HTMLDivElement, CheckboxGroupProps>(function CheckboxGroup(
  { label, description, errorMessage, children, className, ...props },
  ref,
) {
  return (
    <AriaCheckboxGroup
      {...props}
      ref={ref}
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
      <div className={styles.options}>{children}</div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
});
