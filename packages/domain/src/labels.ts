/**
 * On-screen words the spec names (document 1, section 2: screens, modals, buttons), exactly as
 * written. One `as const` object per screen; views import them, so a spec word lives once.
 */

/** Spec document 1, section 2: the Forgot Password modal. */
export const forgotPasswordLabels = {
  title: 'Forgot Password',
  email: 'Enter Your Email',
  cancel: 'Cancel',
  submit: 'Send Link',
} as const;

/**
 * Spec document 1, section 2: the captcha of the login view (and of the 'Tell us about your
 * Projects' modal). The spec names only the captcha; the words of the built-in challenge are ours.
 */
export const captchaLabels = {
  legend: 'Captcha',
  hint: 'Type the answer as a number.',
  check: 'Check',
  newQuestion: 'New question',
  retry: 'Retry',
  loading: 'Loading a question…',
  checking: 'Checking your answer…',
  verified: 'Verified. The captcha is good for a few minutes.',
  expired: 'The captcha expired. Answer a new question.',
} as const;

/**
 * Spec document 1, section 2 (Landing page): the 'Let's have a chat' book-a-call section, "with
 * fields name, email, phone, message; button 'Book a call' ('Booking...' while sending)".
 */
export const bookCallLabels = {
  title: "Let's have a chat",
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
  submit: 'Book a call',
  pending: 'Booking...',
} as const;

/**
 * Spec document 1, section 2 (Login and sign-up modal): the sign-up view, "step 1 first name, last
 * name, email; step 2 location (country list, default United States), password, confirm password
 * (show/hide toggles), terms checkbox, email-communication (subscribe) checkbox". 'Sign up' is the
 * header's word; the spec quotes no other text here, so the button, checkbox and list-status
 * wording is ours (section 8: a failed list fetch only sets an error flag).
 */
export const signUpLabels = {
  title: 'Sign up',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  next: 'Next',
  back: 'Back',
  location: 'Location',
  password: 'Password',
  confirmPassword: 'Confirm password',
  showPassword: 'Show password',
  terms: 'I agree to the terms & conditions',
  subscribe: 'I agree to receive email communication',
  submit: 'Sign up',
  submitting: 'Signing up…',
  countriesLoading: 'Loading the list of countries…',
  countriesFailed: 'The list of countries could not be loaded.',
  retry: 'Retry',
} as const;

/**
 * Spec document 1, section 2 (Login and sign-up modal): the alternative sign-up form "with phone:
 * first name, last name, work email, phone, location, password, confirm password, terms,
 * subscribe", then the phone step ("the product sends a one-time code, the user enters the code,
 * with an option to change the number and a resend link"). Words shared with the modal variant
 * are in `signUpLabels`; the rest of the wording is ours.
 */
export const phoneSignUpLabels = {
  workEmail: 'Work email',
  phone: 'Phone',
  phoneCountry: 'Phone country code',
  sendCode: 'Send code',
  sendingCode: 'Sending code…',
  codeTitle: 'Verify your phone',
  codeSentTo: (phone: string, length: number) => `Enter the ${length}-digit code we sent to ${phone}.`,
  code: 'Verification code',
  verify: 'Verify',
  verifying: 'Verifying…',
  changeNumber: 'Change number',
  resend: 'Resend code',
  resending: 'Sending a new code…',
  resendIn: (seconds: number) => `You can resend the code in ${seconds} s.`,
  registering: 'Creating your account…',
} as const;

/**
 * Spec document 1, sections 2 and 4: the landing page runs email confirmation when its path
 * carries a token (/login_page/:token?); the spec names no words for the wait, these are ours.
 */
export const emailConfirmationLabels = {
  confirming: 'Confirming your email…',
} as const;

/**
 * Spec document 1, section 2 (Login and sign-up modal): "Login view: email, password with show/hide
 * toggle, Remember Me, Forgot Password link, captcha, Login button". Email, Password and the toggle
 * are `signUpLabels`', 'Login' is the header's and 'Forgot Password' the modal's title; the
 * pending and done wording is ours.
 */
export const loginLabels = {
  rememberMe: 'Remember Me',
  submitting: 'Logging in…',
  signedIn: 'You are logged in.',
} as const;

/**
 * Spec document 1, sections 2 and 4 (Login and sign-up modal): "continue with Google and with
 * Facebook"; "A 'Select A Role' modal appears for new social users" (its two roles are
 * `roleLabels`). The development identity provider's dialog and the button wording are ours.
 */
export const socialLoginLabels = {
  google: 'continue with Google',
  facebook: 'continue with Facebook',
  providers: { google: 'Google', facebook: 'Facebook' },
  developmentTitle: (provider: string) => `Sign in with ${provider} (development)`,
  developmentIntro: 'The development identity provider signs you in as any address.',
  cancel: 'Cancel',
  continue: 'Continue',
  signingIn: 'Signing in…',
  selectRoleTitle: 'Select A Role',
  role: 'I want to',
  submitRole: 'Continue',
} as const;

/**
 * Spec document 1, section 2 (Landing page): the 'Tell us about your Projects' modal ("name, work
 * email, optional phone (default country US), message, captcha, Submit"; company from section 5).
 * Name, Phone and Message are `bookCallLabels`', Work email `phoneSignUpLabels`'; the opening
 * action is named after the call (section 7: "Talk to an expert").
 */
export const projectEnquiryLabels = {
  title: 'Tell us about your Projects',
  open: 'Talk to an expert',
  company: 'Company',
  optional: 'Optional',
  submit: 'Submit',
  pending: 'Submitting...',
} as const;

/**
 * Spec document 1, section 2 (Login and sign-up modal): the left panel's headline, "'Discover the
 * World's Best Cloud Experts' when the role is Project Manager, otherwise 'Discover Exclusive Cloud
 * Expert Opportunities!'". The role switch's two options are `roleLabels`.
 */
export const accountModalLabels = {
  headlineProjectManager: "Discover the World's Best Cloud Experts",
  headlineFreelancer: 'Discover Exclusive Cloud Expert Opportunities!',
} as const;

/**
 * Spec document 1, section 2 and document 2, section 2: the signed-in header, "a notification bell
 * and a user menu showing the first 12 characters of the full name, with Welcome and logOut"
 * (the length is `MENU_NAME_LENGTH`). The bell's accessible name is ours.
 */
export const signedInHeaderLabels = {
  notifications: 'Notifications',
  welcome: 'Welcome',
  logOut: 'logOut',
} as const;
