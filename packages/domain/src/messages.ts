import { aiLimits, applicationLimits } from './constants.ts';

/**
 * Every user-facing message of spec document 1, exactly as written. Grouped by where it shows;
 * each group names its section. Templates are functions so their placeholders are typed.
 */

/** Spec document 1, section 5: Sign-up (first form). */
export const signUpMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  phoneMissing: 'Phone number required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  locationRequired: 'Location is required',
  passwordRequired: 'Password is required',
  passwordRule:
    "Make sure it's at least 8 characters including a number, a lowercase & uppercase letter and a special character.",
  fieldBlank: "This field can't be blank.",
  passwordMismatch: "Password doesn't match",
} as const;

/** Spec document 1, section 5: Sign-up (modal variant). */
export const signUpModalMessages = {
  emailInvalid: 'Please enter a valid email',
  termsRequired: "You must agree to the product's terms & conditions.",
  subscribeRequired: 'Please check this checkbox.',
} as const;

/** Spec document 1, section 5: Login. */
export const loginMessages = {
  emailEmpty: 'Please enter your Email.',
  emailInvalid: 'Email address is not valid.',
  passwordEmpty: 'Password is required',
  passwordEmptyModal: 'Please enter your Password.',
  captchaRequired: 'Please verify the captcha',
  fieldBlank: "This field can't be blank.",
} as const;

/** Spec document 1, section 5: Forgot password. */
export const forgotPasswordMessages = {
  emailEmpty: 'Please enter your Email.',
  emailInvalid: 'Email address is not valid.',
  serverFailure: 'Something went wrong.',
} as const;

/** Spec document 1, section 5: Book a call and project modal. */
export const bookCallMessages = {
  fieldBlank: "This field can't be blank.",
  emailInvalid: 'Email address is not valid.',
} as const;

/** Spec document 1, section 5: the 'Tell us about your Projects' modal. */
export const projectModalMessages = {
  nameCharsOnly: 'Required Field (chars only)',
  emailInvalid: 'Enter valid email value',
  phoneInvalid: 'Invalid phone number',
  messageMinimumWords: 'Please enter minimum 5 words',
  captchaRequired: 'Please verify the captcha',
} as const;

/** Spec document 1, section 5: Change password. */
export const changePasswordMessages = {
  sameAsCurrent: 'Current password and new password cannot be the same',
  confirmMismatch: 'The new password is not the same as the confirmed password.',
} as const;

/** Spec document 1, section 5: Security question. */
export const securityQuestionMessages = {
  wrongOldAnswer: 'Incorrect answer! Please try again.',
} as const;

/** Spec document 1, section 5: Phone codes. */
export const phoneCodeMessages = {
  settingsPasteTooLong: 'Wrong OTP!',
  signUpCodeLength: 'OTP must be exactly 6 digits.',
} as const;

/** Spec document 1, section 5: Application wizard (steps 1 to 5 and files). */
export const applicationMessages = {
  nameOrCompanyRequired: 'Name/Company is required',
  currentJobTitleRequired: 'Current title is required',
  aboutMeTooShort: 'Description should contain at least 50 characters',
  resumeRequired: 'Resume is required',
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
  citizenshipRequired: 'Citizenship is required',
  languageProficiencyRequired: 'Language proficiency is required',
  primaryPlatformRequired: 'Primary platform selection is required',
  skillsTooFew: 'Please add at least 3 skills',
  hourlyRateInvalid: 'Please set a valid hourly rate',
  hourlyRateTooLow: 'Hourly rate should be at least $5/hr',
  hourlyRateTooHigh: 'Hourly rate should be reasonable (max $1000/hr)',
  availabilityRequired: 'Please select your weekly availability',
  startDateRequired: 'Please select your preferred start date',
  experienceRequired: 'Please select your years of experience',
  workedAsExpertRequired: 'Please specify if you have worked as an expert',
  fileTooLarge: (limit: string) => `File size exceeds ${limit} limit`,
  fileTypeNotSupported: (formats: string) => `File type not supported. Please use: ${formats}.`,
} as const;

/** Spec document 1, section 8: the error catalogue. */
export const errorMessages = {
  loginOtherFailure: 'Internal server error, please try again later.',
  loginException: 'Something went wrong. Please try again.',
  socialOtherFailure: 'Internal server error.',
  signUpOtherFailure: 'internal server error.',
  sendCodeFailed: 'Failed to send OTP. Please try again.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  verificationFailed: 'Verification failed. Please try again.',
  verificationError: 'An error occurred during verification.',
  bookCallFailed: 'Failed to book call. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
  submitApplicationFailed: 'Error submitting application. Please try again.',
  uploadFailed: 'Upload failed. Please try again.',
  uploadTimedOut: 'Upload timed out. Please check your connection and try again.',
  uploadServerError: 'Server error. Please try again later.',
  uploadTooLarge: 'File too large. Please choose a smaller file.',
  uploadUnexpected: 'Unexpected error. Please try again.',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  geolocationNetwork: 'Network response was not ok',
  geolocationNoData: 'No location data found',
  aiWriterFailed: "Sorry, I couldn't generate the summary. Please try again.",
  resumeExtractionFailed: 'An error occurred during extraction.',
} as const;

/** Spec document 1, section 8: success messages (the project modal's is from section 2). */
export const successMessages = {
  bookCall: 'We will get back to you shortly with details.',
  accountUpdated: 'Account updated successfully.',
  accountDeleted: 'Account deleted.',
  questionSaved: 'Question saved Successfully.',
  projectModal: 'We will contact you shortly.',
} as const;

/**
 * Spec document 1, section 8: server messages on which the client clears the stored session and
 * goes to `/` (the request-layer rule).
 */
export const sessionEndingErrors = [
  'Invalid user',
  'Signature has expired',
  'Invalid segment encoding',
  'Not an authorized user',
] as const;

/** Spec document 1, section 4: notices shown after account calls. */
export const accountNotices = {
  forgotPasswordSent: 'You will receive an email with instructions on how to reset your password in a few minutes.',
  emailVerifiedDefault: 'Thank you! Your email has been successfully verified.',
} as const;

/**
 * The API's own wording where the spec gives none (the spec's messages above are used wherever it
 * has one). Clear, short, and safe to show: none tells an attacker whether an account exists.
 */
export const serverMessages = {
  invalidCredentials: 'Invalid email or password.',
  emailNotConfirmed: 'Please confirm your email address before logging in.',
  emailTaken: 'Email has already been taken',
  countryUnknown: 'Location is not in the list of countries.',
  /** `PUT /users/{id}` with a company name for anyone but a Project Manager (a client). */
  companyNameManagersOnly: 'Only a Project Manager has a company name.',
  companyNameTooLong: 'Company name must be at most 100 characters.',
  signedUp: 'Your account has been created. Please check your email to confirm it.',
  signedOut: 'You have been signed out.',
  sessionSignedOut: 'That device has been signed out.',
  otherSessionsSignedOut: 'Every other device has been signed out.',
  sessionNotFound: 'There is no such session.',
  socialNewUser: 'Welcome! Please select a role to finish signing up.',
  /** A first-time social user who chose a role: the account exists and they are signed in. */
  socialSignedUp: 'Welcome! Your account has been created.',
  socialTokenInvalid: 'The sign-in with your provider could not be verified. Please try again.',
  socialRoleRequired: 'Please select a role.',
  socialProviderUnavailable: 'Sign-in with this provider is not available.',
  /** The provider did not say it verified the address: nothing is linked or created. */
  socialEmailUnverified:
    'Your provider has not verified this email address. Please verify it there, or sign up with email.',
  /** Staff accounts sign in with their password only. */
  socialStaffRefused: 'This account cannot sign in with a social provider. Please log in with your email and password.',
  confirmationInvalid: 'This confirmation link is invalid or has expired.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  confirmationSent: 'We have sent you a new confirmation email.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  currentPasswordWrong: 'Current password is incorrect.',
  verificationEmailSent: 'We have sent a verification code to your email.',
  deviceVerified: 'This device is now verified.',
  codeInvalid: 'Invalid OTP. Please try again.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeAttemptsExceeded: 'Too many wrong codes. Please request a new one.',
  codeSent: 'We have sent a code to your phone.',
  phoneVerified: 'Your phone number has been verified.',
  phoneNotVerified: 'Please verify your phone number first.',
  /** A number verified on one account cannot be verified on another. */
  phoneTaken: 'This phone number is already verified on another account.',
  /** A signed-out code for an account goes only to the number its phone sign-up gave. */
  phoneNotPending: 'This number is not waiting for verification on that account.',
  answerVerified: 'Answer verified.',
  answerNotVerified: 'Please answer your current security question first.',
  questionAlreadyAdded: 'You have already added a security question.',
  questionUnknown: 'Please choose one of the listed questions.',
  captchaInvalid: 'That answer is not right. Please try the new question.',
  captchaTokenInvalid: 'Please verify the captcha',
  /** The hosted captcha's provider could not be asked (ours: a 503, never a pass). */
  captchaUnavailable: 'The captcha could not be checked just now. Please try again in a moment.',
  templateNotFound: 'There is no such template.',
  applicationSubmitted: `Your application has been submitted. Our reviewers check it within ${applicationLimits.reviewPromise}.`,
  applicationAlreadySubmitted: 'Your application has already been submitted.',
  /** /app-process and /interview-scheduled before the application is submitted. */
  applicationNotSubmitted: 'You have not submitted your application yet.',
  /** The calendar file of an interview that is not scheduled (none yet, or cancelled). */
  noInterviewScheduled: 'No interview is scheduled for your application yet.',
  /** An upload id that is not the user's own file of that kind (or no longer exists). */
  uploadNotFound: 'The uploaded file was not found. Please upload it again.',
  /** `POST /uploads` takes the file as multipart/form-data only. */
  uploadNotMultipart: 'Send the file as multipart/form-data.',
  /** A multipart body that is malformed or ends early (the connection dropped mid-file). */
  uploadUnreadable: 'The upload could not be read. Please try again.',
  /** A second file, or a file under another field name than `file`. */
  uploadOneFile: 'Send one file, in the field named file.',
  uploadFileMissing: 'Please choose a file to upload.',
  /** The About Me generator was sent nothing but blanks. */
  bulletPointsRequired: 'Please add a few bullet points about yourself.',
  bulletPointsTooLong: `Please keep your bullet points under ${String(aiLimits.bulletPointsMaxLength)} characters.`,
  /** A Word 97-2003 file: there is nothing here that reads its text. */
  resumeDocNotSupported: 'Word 97-2003 (.doc) files cannot be read. Please upload your resume as a PDF or DOCX.',
  /** `POST /profiles/generate_resume_response` takes the resume in the multipart field `resume`. */
  resumeFieldMissing: 'Please choose your resume (PDF or DOCX) to import.',
  /** The hosted reverse geocoder did not answer (the browser then shows the spec's network message). */
  geocoderUnavailable: 'The location service is not available right now. Please try again later.',
  minRateAboveMaxRate: 'The minimum rate cannot be more than the maximum rate.',
  userNotFound: 'There is no such user.',
  securityQuestionNotFound: 'There is no such security question.',
  notAllowed: 'You do not have access to this.',
  notSignedIn: 'Not an authorized user',
  tooManyRequests: 'Too many attempts. Please wait and try again.',
  invalidRequest: 'The request is not valid.',
  /** A failure on our side (the envelope of a 500; the flows show their own spec wording). */
  internalError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const;

/**
 * The offline AI helpers' wording (the API composes About Me texts and resume summaries from these;
 * what a hosted model writes is its own).
 */
export const aiComposerPhrases = {
  /** Before a point that names strengths rather than an action: 'My strengths include Terraform.' */
  strengthsInclude: 'My strengths include',
  /** Before years of experience: 'I have 8 years of AWS.' */
  iHave: 'I have',
  iAm: 'I am',
  iHold: 'I hold',
  /** Before a skill or activity ending in -ing: 'I specialise in automating deployments.' */
  specialiseIn: 'I specialise in',
  /** 'with 8+ years of experience' */
  yearsOfExperience: (years: number) => `with ${String(years)}+ years of experience`,
  experienceOnly: (years: number) => `I have ${String(years)}+ years of experience.`,
  coreSkills: 'My core skills include',
  and: 'and',
  /** Added when what was given makes a text shorter than the About Me minimum. */
  closing: 'I look forward to helping clients succeed with their cloud projects.',
} as const;
