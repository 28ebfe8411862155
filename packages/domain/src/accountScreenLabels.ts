/**
 * The account screens' and the upload field's words (spec document 1, section 2), in a module of
 * their own: labels.ts is on the landing page's critical path, and none of these screens is.
 */

/**
 * Spec document 1, section 2 (Other modals in this area): "Verify phone: enter number, then an SMS
 * code"; section 5 calls the code the "SMS code in the settings popup". The words it shares with
 * the phone sign-up step (phone, send, verify, change number, resend) are in `phoneSignUpLabels`.
 */
export const verifyPhoneLabels = {
  title: 'Verify phone',
  code: 'SMS code',
} as const;

/**
 * Spec document 1, section 2 (Other modals in this area): "Change Password: old, new and confirm
 * password, plus a checkbox that all devices must sign in again". 'Confirm password' is in
 * `signUpLabels`; the button wording is ours.
 */
export const changePasswordLabels = {
  title: 'Change Password',
  currentPassword: 'Old password',
  newPassword: 'New password',
  signOutAllDevices: 'All devices must sign in again',
  submit: 'Change password',
  saving: 'Saving…',
} as const;

/**
 * Spec document 1, section 2 (Other modals in this area): "Security Question change: answer the
 * current question first (if one exists), then pick a new question from a fixed list and answer it;
 * options to reset all devices and stay logged in"; routes /security-questions, /forget-answer and
 * /reset-answer (the "Forgot your answer?" branch). The option words are the spec's; the rest is ours.
 */
export const securityQuestionLabels = {
  title: 'Security Question',
  loading: 'Loading your security question…',
  loadFailed: 'Your security question could not be loaded',
  retry: 'Retry',
  oldAnswerIntro: 'Answer your current question first.',
  forgotAnswer: 'Forgot your answer?',
  verify: 'Continue',
  verifying: 'Checking…',
  question: 'Question',
  questionPlaceholder: 'Choose a question',
  answer: 'Answer',
  devices: 'Other devices',
  resetAllDevices: 'Reset all devices',
  stayLoggedIn: 'Stay logged in',
  forgotAnswerIntro: 'Enter your account password instead, then choose a new question and answer it.',
  password: 'Account password',
  back: 'Back',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
} as const;

/**
 * Spec document 1, section 2 (/reset-password/:token?) and section 3 ("Reset password: password,
 * confirmPassword"); the field words are `signUpLabels`' and 'Login' is the header's. The rest is ours.
 */
export const resetPasswordLabels = {
  title: 'Reset password',
  submit: 'Reset password',
  submitting: 'Resetting…',
  requestNewLink: 'Request a new link',
} as const;

/**
 * Spec document 1, section 2: the confirm-your-email screen (/confirm-your-email/:id, with the
 * sign-up email as navigation state). The issue names "Resend email"; the rest is ours.
 */
export const confirmYourEmailLabels = {
  title: 'Confirm your email',
  sentTo: (email: string) => `We sent a confirmation link to ${email}. Open it to activate your account.`,
  sent: 'We sent you a confirmation link. Open it to activate your account.',
  resend: 'Resend email',
  resending: 'Sending…',
  /** After a 429: the seconds its Retry-After gives, counting down. */
  wait: (seconds: number) => `You can send it again in ${seconds} s.`,
} as const;

/**
 * Spec document 1, section 2 (Freelancer application wizard, step 1): "profile photo upload; resume
 * upload (drag and drop or choose file)". Retry and Remove after a failed upload are the issue's;
 * the progress words are ours.
 */
export const fileUploadLabels = {
  photo: 'Profile photo',
  resume: 'Resume',
  instructions: 'Drag and drop a file here, or',
  choose: 'Choose file',
  retry: 'Retry',
  remove: 'Remove',
  retrying: 'Retrying…',
  uploaded: 'Uploaded',
} as const;
