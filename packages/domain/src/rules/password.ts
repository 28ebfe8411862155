/**
 * Spec document 1, sections 5 and 9: the password rules. There are three, for three forms; the
 * spec gives them all, so each form names the one it applies.
 */

/** Sign-up, first form: 8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&. */
export const signUpPasswordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

/** Sign-up, modal variant (as checked): 6 to 16 of letters, digits and !@#$%^&*, with a digit and a special. */
export const signUpModalPasswordPattern = /^(?=.*\d)(?=.*[!@#$%^&*])[a-zA-Z0-9!@#$%^&*]{6,16}$/;

/** Change password: 8 to 16 characters with a digit and a special character from !@#$%^&*. */
export const changePasswordPattern = /^(?=.*\d)(?=.*[!@#$%^&*])[a-zA-Z0-9!@#$%^&*]{8,16}$/;

export const passwordRules = {
  signUp: signUpPasswordPattern,
  signUpModal: signUpModalPasswordPattern,
  changePassword: changePasswordPattern,
} as const;
export type PasswordRule = keyof typeof passwordRules;

export function isPasswordAllowed(password: string, rule: PasswordRule): boolean {
  return passwordRules[rule].test(password);
}
