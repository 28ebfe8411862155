import { useEffect, useRef } from 'react';

/**
 * After a submit, once the flow has settled (`isSettled`: no call in flight), moves focus to the
 * form's first invalid input or text area so its message is read out; an error with no field is a Banner alert,
 * read out by itself. Call `request()` when the user submits.
 */
export function useFocusFirstInvalid(isSettled: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current || !isSettled) return;
    wanted.current = false;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
  });
  return {
    formRef,
    request: () => {
      wanted.current = true;
    },
  };
}
