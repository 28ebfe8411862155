import { bookCallLabels, landingLabels } from '@cloudexperts/domain';
import { Button, Form, TextField } from '@cloudexperts/ui';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  firstInvalid,
  trimChatValues,
  validateChatForm,
  type ChatErrors,
  type ChatField,
  type ChatValues,
} from './chatForm.ts';
import * as styles from './LandingParts.css.ts';

export interface ChatFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** Both fields are good: go on with them (the page opens 'Tell us about your Projects' filled in). */
  onContinue: (values: ChatValues) => void;
}

const empty: ChatValues = { name: '', email: '' };

/** The messages less one field's (the user is changing it). */
const withoutField = (errors: ChatErrors, field: ChatField): ChatErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));

/**
 * The landing page's second chat form (spec document 1, section 2): a name, a company email and
 * 'Book a call'. The spec gives it no handler; here it checks both fields and hands them on, so the
 * visitor finishes in the project modal (company, message, captcha) without typing them twice.
 */
export function ChatForm({ labelledBy, onContinue }: ChatFormProps) {
  const [values, setValues] = useState<ChatValues>(empty);
  const [errors, setErrors] = useState<ChatErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const inputs: Record<ChatField, typeof nameRef> = { name: nameRef, email: emailRef };

  const change = (field: ChatField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
  };

  return (
    <Form
      aria-labelledby={labelledBy}
      validationBehavior="aria"
      className={styles.chatForm}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateChatForm(values);
        const first = firstInvalid(found);
        if (first) {
          // Render the messages first, so the field is announced with its message.
          flushSync(() => {
            setErrors(found);
          });
          inputs[first].current?.focus();
          return;
        }
        onContinue(trimChatValues(values));
      }}
    >
      <TextField
        ref={nameRef}
        label={bookCallLabels.name}
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
        isRequired
        isInvalid={errors.name !== undefined}
        errorMessage={errors.name}
      />
      <TextField
        ref={emailRef}
        label={landingLabels.chatForm.companyEmail}
        type="email"
        autoComplete="work email"
        value={values.email}
        onChange={change('email')}
        isRequired
        isInvalid={errors.email !== undefined}
        errorMessage={errors.email}
      />
      <div className={styles.chatSubmit}>
        <Button type="submit">{bookCallLabels.submit}</Button>
      </div>
    </Form>
  );
}
