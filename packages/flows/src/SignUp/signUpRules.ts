// What the two sign-up forms share (the modal's two steps and the phone variant, spec document 1,
// sections 2, 3 and 5): their values, the rules of the fields they both have, the API's field
// names, the request and how a created account ends the flow.
import {
  defaults,
  isPasswordAllowed,
  signUpMessages,
  type SignUpRequest,
  type SignUpResponse,
  type SignUpRole,
} from '@cloudexperts/domain';
import { fieldErrorsFrom, withoutField, type FieldErrors } from '../shared/form.ts';

/** What both sign-up forms hold (spec document 1, sections 2 and 3). */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  /** The location as chosen in the country list (spec: country_id is looked up by country name). */
  country: string;
  countryId: number | null;
  password: string;
  confirmPassword: string;
  /** The terms checkbox (termsCheckBox). */
  terms: boolean;
  /** The email-communication checkbox (subcribe, spelled so on the wire). */
  subscribe: boolean;
}

export type SignUpTextField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';
export type SignUpCheckbox = 'terms' | 'subscribe';

export const emptySignUpValues: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  country: defaults.countryName,
  countryId: defaults.countryId,
  password: '',
  confirmPassword: '',
  terms: false,
  subscribe: false,
};

/** Spec document 1, section 5: first and last name are required (both forms). */
export function nameErrors(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  const errors: FieldErrors<keyof SignUpValues> = {};
  if (values.firstName.trim() === '') errors.firstName = signUpMessages.firstNameRequired;
  if (values.lastName.trim() === '') errors.lastName = signUpMessages.lastNameRequired;
  return errors;
}

/**
 * Location, password and its confirmation (both forms). The modal's password rule has two readings
 * in the spec (section 5: the checked 6-16 regex, and the displayed "at least 8 ... uppercase"
 * text); the API enforces the first form's rule, the one the displayed text describes, so that is
 * the one checked (`isPasswordAllowed(pw, 'signUp')` with its message). Checking the laxer regex
 * would let through passwords the server then refuses.
 */
export function accountFieldErrors(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  const errors: FieldErrors<keyof SignUpValues> = {};
  if (values.countryId === null || values.country.trim() === '') errors.country = signUpMessages.locationRequired;
  if (values.password === '') errors.password = signUpMessages.passwordRequired;
  else if (!isPasswordAllowed(values.password, 'signUp')) errors.password = signUpMessages.passwordRule;
  if (values.confirmPassword === '') errors.confirmPassword = signUpMessages.fieldBlank;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = signUpMessages.passwordMismatch;
  return errors;
}

/** The API's field names (spec document 1, section 3) mapped onto the form's. */
const serverFields: Readonly<Record<string, keyof SignUpValues>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  country: 'country',
  country_id: 'country',
  password: 'password',
  confirm_password: 'confirmPassword',
  termsCheckBox: 'terms',
  subcribe: 'subscribe',
};

/** The server's field messages, on the form's fields (`extra`: the names of fields one form adds). */
export function signUpFieldErrorsFrom<F extends string>(
  fields: Readonly<Record<string, string>>,
  extra: Readonly<Record<string, F>> = {},
): FieldErrors<keyof SignUpValues | F> {
  return fieldErrorsFrom<keyof SignUpValues | F>(fields, { ...serverFields, ...extra });
}

/** The multipart body of `POST /signup` (spec document 1, section 3). */
export function signUpRequestOf(role: SignUpRole, values: SignUpValues): SignUpRequest {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    confirm_password: values.confirmPassword,
    country: values.country,
    ...(values.countryId === null ? {} : { country_id: values.countryId }),
    role,
    termsCheckBox: values.terms,
    subcribe: values.subscribe,
  };
}

/** The form after one field changed: its value, and its message cleared. */
export function withValue<V extends SignUpValues, K extends keyof V & string>(
  form: { values: V; fieldErrors: FieldErrors<keyof V & string> },
  field: K,
  value: V[K],
): { values: V; fieldErrors: FieldErrors<keyof V & string> } {
  return {
    values: { ...form.values, [field]: value },
    fieldErrors: withoutField<keyof V & string>(form.fieldErrors, field),
  };
}

/** The form after a location was chosen (none: the name is cleared too). */
export function withCountry<V extends SignUpValues>(
  form: { values: V; fieldErrors: FieldErrors<keyof V & string> },
  id: number | null,
  name: string,
): { values: V; fieldErrors: FieldErrors<keyof V & string> } {
  return {
    values: { ...form.values, countryId: id, country: id === null ? '' : name },
    fieldErrors: withoutField<keyof V & string>(form.fieldErrors, 'country'),
  };
}

/** Spec document 1, section 2 (post-login rules): 201 stores the user and goes to /confirm-your-email/{id} with the email. */
export interface SignUpOutput {
  kind: 'confirmEmail';
  route: `/confirm-your-email/${number}`;
  routeState: { email: string };
  user: SignUpResponse['user'];
}

export function signUpOutput(context: {
  user: SignUpResponse['user'] | undefined;
  values: SignUpValues;
}): SignUpOutput {
  const user = context.user as SignUpResponse['user'];
  return {
    kind: 'confirmEmail',
    route: `/confirm-your-email/${user.id}`,
    routeState: { email: context.values.email.trim() },
    user,
  };
}
