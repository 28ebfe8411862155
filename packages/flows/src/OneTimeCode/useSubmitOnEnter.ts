import { useEffect, type RefObject } from 'react';

/**
 * Enter in one of the form's text inputs submits it, as a browser does for a form whose submit
 * button sits inside it. The dialogs keep their submit button in the footer (outside the form, tied
 * to it by `form=`), and a form with several inputs (code boxes, passwords) would otherwise depend
 * on the browser finding that button. Checkboxes and comboboxes keep their own Enter.
 */
export function useSubmitOnEnter(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { target } = event;
      if (event.key !== 'Enter' || event.defaultPrevented || !(target instanceof HTMLInputElement)) return;
      if (target.type === 'checkbox' || target.getAttribute('role') === 'combobox') return;
      event.preventDefault();
      form.requestSubmit();
    };
    form.addEventListener('keydown', onKeyDown);
    return () => form.removeEventListener('keydown', onKeyDown);
  }, [formRef]);
}
