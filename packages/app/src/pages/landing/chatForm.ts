import { bookCallMessages, isValidEmail } from '@cloudexperts/domain';

/** The landing page's second chat form: a name and a company email (spec document 1, section 2). */
export interface ChatValues {
  name: string;
  email: string;
}

export type ChatField = keyof ChatValues;
export type ChatErrors = Partial<Record<ChatField, string>>;

/** The fields in the order they show, so the first invalid one gets focus. */
export const chatFields: readonly ChatField[] = ['name', 'email'];

/**
 * The spec shows no rule for this form; it borrows the book-a-call rules (section 5): both fields
 * required ("This field can't be blank."), the email in the standard pattern ("Email address is
 * not valid.").
 */
export function validateChatForm(values: ChatValues): ChatErrors {
  const errors: ChatErrors = {};
  if (!values.name.trim()) errors.name = bookCallMessages.fieldBlank;
  if (!values.email.trim()) errors.email = bookCallMessages.fieldBlank;
  else if (!isValidEmail(values.email)) errors.email = bookCallMessages.emailInvalid;
  return errors;
}

/** The values as they go on (into the project modal): without surrounding spaces. */
export const trimChatValues = (values: ChatValues): ChatValues => ({
  name: values.name.trim(),
  email: values.email.trim(),
});

/** The first field with an error, in the form's order. */
export const firstInvalid = (errors: ChatErrors): ChatField | undefined =>
  chatFields.find((field) => errors[field] !== undefined);
