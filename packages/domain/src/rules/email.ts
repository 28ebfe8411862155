import { z } from 'zod';

const email = z.email();

/** Spec document 1, section 5: "standard email pattern" (the forms' own messages say what is wrong). */
export function isValidEmail(value: string): boolean {
  return email.safeParse(value.trim()).success;
}
