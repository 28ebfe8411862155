import { forwardRef } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { form } from './Form.css.ts';

const focusable = 'input:not([type="hidden"]):not([tabindex="-1"]), textarea, select, button, [tabindex="0"]';

export interface FormProps extends AriaFormProps {
  /**
   * How the fields inside validate.
   * - `'native'`: the browser's constraint validation (required, min/max, maxLength, `validate`)
   *   runs on submit; an invalid form is not submitted, every invalid field shows its error and is
   *   marked `aria-invalid`/`data-invalid`, and focus moves to the first one. `onSubmit` runs only
   *   for a valid form.
   * - `'aria'`: fields show errors as the user types and required fields are only announced as
   *   required. On submit, if any field is marked `aria-invalid` (a failing `validate`, `isInvalid`,
   *   a server error from `validationErrors`) the submit is stopped and focus moves to the first
   *   one; otherwise `onSubmit` runs.
   * @default 'native'
   */
  validationBehavior?: 'aria' | 'native';
}

/**
 * A form whose fields report errors to assistive technology. Server errors go in
 * `validationErrors` (keyed by field `name`); each field shows its own until the user edits it.
 * `className` is a plain string (RAC's Form has no render props).
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { validationBehavior = 'native', className, onSubmit, ...props },
  ref,
) {
  const handleSubmit: AriaFormProps['onSubmit'] = (event) => {
    if (validationBehavior === 'aria') {
      const invalid = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) {
        event.preventDefault();
        const target = invalid.matches(focusable) ? invalid : invalid.querySelector<HTMLElement>(focusable);
        target?.focus();
        return;
      }
    }
    onSubmit?.(event);
  };

  return (
    <AriaForm
      {...props}
      ref={ref}
      validationBehavior={validationBehavior}
      onSubmit={handleSubmit}
      className={[form, className].filter(Boolean).join(' ')}
    />
  );
});
