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
 * Spec document 1, section 2 and document 2, section 2 (Public header and footer): the words of
 * the signed-out site's header and footer. The Services dropdown lists the five advisory pages.
 */
export const publicSiteLabels = {
  header: {
    home: 'Home',
    findExperts: 'Find Experts',
    findWork: 'Find Work',
    services: 'Services',
    howItWorks: 'How it Works',
    helpCenter: 'Help Center',
    login: 'Login',
    signUp: 'Sign up',
  },
  services: {
    aws: 'AWS',
    salesforce: 'Salesforce',
    googleCloud: 'Google Cloud',
    azure: 'Microsoft Azure',
    oracle: 'Oracle',
  },
  footer: {
    company: 'Company',
    opportunities: 'Opportunities',
    services: 'Services',
    contactUs: 'Contact Us',
    copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  },
} as const;

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
 * Spec document 1, sections 2 and 4: the landing page runs email confirmation when its path
 * carries a token (/login_page/:token?); the spec names no words for the wait, these are ours.
 */
export const emailConfirmationLabels = {
  confirming: 'Confirming your email…',
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
 * Spec document 1, sections 1 and 2 (Landing page) and document 2, section 2 (Landing): the
 * landing page's own words. The numbers and the other claims are `landing` and `marketingClaims`
 * in constants.ts; the 'Let's have a chat' section is `bookCallLabels`.
 */
export const landingLabels = {
  /** "Two sign-up paths: Hire Cloud Experts (Project Manager) and Work as an Expert (Freelancer)". */
  signUpPaths: { projectManager: 'Hire Cloud Experts', freelancer: 'Work as an Expert' },
  /** "How it Works toggle. Client view: post a job, collaborate, make payment by milestone. Cloud Expert view: ...". */
  howItWorks: {
    title: 'How it Works',
    client: 'Client',
    expert: 'Cloud Expert',
    clientSteps: ['Post a job', 'Collaborate', 'Make payment by milestone'],
    expertSteps: ['Describe yourself', 'Get hired', 'Get paid'],
  },
  /** "a Short-Term / Full-Term / Recurring Project section". */
  engagements: { shortTerm: 'Short-Term', fullTerm: 'Full-Term', recurring: 'Recurring Project' },
  /** Section 1: the pricing blurbs' plans; the flexible plan goes "via a 'Let's Chat' action". */
  pricing: { partTime: 'Part-time', fullTime: 'Full-time', flexible: 'Flexible plans', letsChat: "Let's Chat" },
  /** "A second chat form ... has a name field and a company-email field and a 'Book a call' button". */
  chatForm: { companyEmail: 'Company email' },
  /** Section 1: the claims `marketingClaims` does not hold. */
  claims: {
    payIfHappy: 'Pay only if happy after the first week',
    architectWithinDays: 'Find a Cloud Architect within days',
  },
} as const;

/**
 * Spec document 1, section 2 (Freelancer application wizard): "1 Profile Title (basic information);
 * 2 Platform (your expertise); 3 Set Hourly Rate (pricing details); 4 Add Availability (schedule
 * info); 5 Experience (your background); 6 Review & Submit (final review); 7 success screen", the
 * side panel's 'Application Progress', the Review step's Edit, 'Submit Application' and the success
 * screen's headline.
 */
export const applicationWizardLabels = {
  steps: [
    { title: 'Profile Title', subtitle: 'basic information' },
    { title: 'Platform', subtitle: 'your expertise' },
    { title: 'Set Hourly Rate', subtitle: 'pricing details' },
    { title: 'Add Availability', subtitle: 'schedule info' },
    { title: 'Experience', subtitle: 'your background' },
    { title: 'Review & Submit', subtitle: 'final review' },
  ],
  progress: 'Application Progress',
  /** The Review step's button per section, and the last step's submit. */
  edit: 'Edit',
  submit: 'Submit Application',
  /** Spec: 'Submitting...' while in flight (the same words as the project modal's). */
  submitting: projectEnquiryLabels.pending,
  back: 'Back',
  next: 'Next Step',
  success: 'Kudos! You have successfully completed your sign up',
  /** The success screen's support contact (the email is the site's) and its button to /. */
  support: (email: string) => `Questions about your application? Write to ${email}.`,
  continue: 'Continue',
  // Step 1 (section 2): "profile type radios (An Individual / A Company); name field (labelled
  // Company Name or Full Name); contact name (company only); current title; About Me with counter
  // shown as 'N / 500 words' although it counts characters; ... country select; state/province;
  // city; citizenship select; language proficiency select".
  profileType: 'I am applying as',
  individual: 'An Individual',
  company: 'A Company',
  fullName: 'Full Name',
  companyName: 'Company Name',
  contactName: 'Contact Name',
  currentTitle: 'Current Title',
  aboutMe: 'About Me',
  aboutMeCounter: (characters: number) => `${String(characters)} / 500 words`,
  country: 'Country',
  state: 'State/Province',
  city: 'City',
  citizenship: 'Citizenship',
  language: 'Language Proficiency',
  photo: fileUploadLabels.photo,
  resume: fileUploadLabels.resume,
  // Steps 2 to 5 (our words where the spec names only the control).
  platform: 'Primary platform',
  skills: 'Skills',
  skillsDescription: 'Type to search the stack list, press Enter to add. Add at least 3.',
  hourlyRate: 'Hourly rate (USD)',
  serviceFee: 'Service fee',
  youReceive: 'You receive',
  feeBreakdown: (newRate: string, laterRate: string, threshold: string) =>
    `The service fee is ${newRate} of what you bill a new client, and ${laterRate} once you have billed that client more than ${threshold}.`,
  perHour: '/hr',
  availability: 'Weekly availability',
  startDate: 'Preferred start date',
  experience: 'Years of experience',
  workedAsExpert: 'Have you worked as an expert before?',
  skype: 'Skype profile',
  linkedin: 'LinkedIn profile',
  optional: 'Optional',
  blocks: {
    portfolio: { title: 'Portfolio', item: 'Project', add: 'Add a project', remove: 'Delete project' },
    education: { title: 'Education', item: 'Education', add: 'Add education', remove: 'Delete education' },
    certifications: {
      title: 'Certifications',
      item: 'Certification',
      add: 'Add a certification',
      remove: 'Delete certification',
    },
  },
  blockFields: {
    title: 'Title',
    description: 'Description',
    url: 'Link',
    degree: 'Degree',
    school: 'School',
    field_of_study: 'Field of study',
    start_year: 'Start year',
    end_year: 'End year',
    name: 'Name',
    issuer: 'Issuer',
    issue_date: 'Issue date',
    expiry_date: 'Expiry date',
    credential_id: 'Credential ID',
  },
  /** The Review step: a value not given. */
  notGiven: 'Not given',
  // Loading, saving and lists (ours).
  loading: 'Loading your application…',
  loadFailed: 'Your application could not be loaded. Check your connection and try again.',
  retry: 'Retry',
  draftSaving: 'Saving your draft…',
  draftSaved: 'Draft saved',
  draftFailed: 'Your latest changes are not saved yet. We will try again shortly.',
  draftRetry: 'Save now',
  listsFailed: 'The lists of countries and skills could not be loaded.',
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
