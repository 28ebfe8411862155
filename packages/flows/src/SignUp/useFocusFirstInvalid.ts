import { useEffect, useRef, type RefObject } from 'react';

const focusable = 'input:not([type="hidden"]):not([tabindex="-1"]), textarea, select, button, [tabindex="0"]';

/**
 * After a submit, the first time field messages appear (the form's rules, or a server's answer that
 * comes back later), moves focus to the first field marked invalid, so keyboard and screen-reader
 * users land on what needs fixing. Call `submitted()` just before sending the submit event.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, fieldErrors: object) {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || Object.keys(fieldErrors).length === 0) return;
    pending.current = false;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches(focusable) ? invalid : invalid.querySelector<HTMLElement>(focusable);
    target?.focus();
  }, [form, fieldErrors]);
  return {
    submitted: () => {
      pending.current = true;
    },
  };
}
