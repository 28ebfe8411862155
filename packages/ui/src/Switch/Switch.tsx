import { forwardRef, type ReactNode } from 'react';
import {
  FieldError,
  SwitchButton,
  SwitchField,
  Text,
  composeRenderProps,
  type SwitchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The label, beside the track; it is the switch's accessible name. */
  children: ReactNode;
  /** Help shown under the label and announced with the switch. */
  description?: ReactNode;
  /** The message shown when the switch is invalid (a string, or a function of the validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * An on/off setting that takes effect at once (availability, notifications). Space toggles it;
 * assistive technology hears a switch that is on or off. For a choice confirmed later by a submit,
 * prefer a Checkbox.
 */
export const Switch = forwardRef<HTMLDivElement, SwitchProps>(function Switch(
  { children, description, errorMessage, className, ...props },
  ref,
) {
  return (
    <SwitchField
      {...props}
      ref={ref}
      className={composeRenderProps(className, (given) => [styles.switchField, given].filter(Boolean).join(' '))}
    >
      <SwitchButton className={styles.switchButton}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {description ? (
        <Text slot="description" className={[fieldStyles.description, styles.indented].join(' ')}>
          {description}
        </Text>
      ) : null}
      <FieldError className={[fieldStyles.errorMessage, styles.indented].join(' ')}>{errorMessage}</FieldError>
    </SwitchField>
  );
});
