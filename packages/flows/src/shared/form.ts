// What the form machines share: field messages, schema checks, the contact phone and the network.
import { toFailure } from './failure.ts';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The messages less one field's (editing a field clears its message). */
export function withoutField<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field)) as FieldErrors<F>;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** The first message of a failed schema check (zod's `safeParse`), else undefined. */
export const firstIssue = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}): string | undefined => (result.success ? undefined : result.error?.issues[0]?.message);

/**
 * The server's field messages on the form's fields (the first one for each), by the API's field
 * names; a field the form does not have is left out.
 */
export function fieldErrorsFrom<F extends string>(
  fields: Readonly<Record<string, string>>,
  formFieldOf: Readonly<Partial<Record<string, F>>>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = formFieldOf[name];
    if (field !== undefined && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** What a contact form's phone field reports: its number in E.164 form when valid, and whether anything is typed. */
export interface ContactPhone {
  e164: string | null;
  empty: boolean;
}

export const emptyContactPhone: ContactPhone = { e164: null, empty: true };

/** The network failed: fetch's TypeError, or the domain client's NetworkError or TimeoutError (`toFailure`). */
export const isNetworkFailure = (error: unknown): boolean => toFailure(error).kind === 'network';
