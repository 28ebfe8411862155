/** Spec document 1, section 1: the two sign-up roles as the product presents them. */
export const roleLabels = {
  projectManager: 'Hire for Project',
  freelancer: 'Work as a Cloud Expert',
} as const;

/** Spec document 1, section 9: one-time codes. */
export const phoneCodes = {
  signUpLength: 6,
  settingsLength: 5,
  /** Resend waits this long after the first send... */
  firstResendWaitMs: 30_000,
  /** ...and this long after each resend. */
  laterResendWaitMs: 60_000,
} as const;

/** Spec document 1, section 9: how long banners, notices and toasts stay. */
export const displayDurationsMs = {
  signUpSuccessBanner: 3_000,
  forgotPasswordNotice: 5_000,
  emailConfirmedBanner: 7_000,
  bookCallToast: 5_000,
  snackbarDefault: 2_000,
} as const;

/** Spec document 1, section 9: defaults of location and phone. */
export const defaults = {
  countryId: 231,
  countryName: 'United States',
  phoneCountry: 'US',
} as const;

/** Spec document 1, section 9: the user menu shows this many characters of the full name. */
export const MENU_NAME_LENGTH = 12;

/** Spec document 1, section 9: the project modal's message needs at least this many words. */
export const PROJECT_MESSAGE_MIN_WORDS = 5;

/** Spec document 1, section 9: application wizard limits. */
export const applicationLimits = {
  hourlyRateMin: 5,
  hourlyRateMax: 1000,
  aboutMeMinLength: 50,
  /** The display suggests this cap; the rule does not enforce it. */
  aboutMeSuggestedMaxLength: 500,
  minSkills: 3,
  photoMaxBytes: 5 * 1024 * 1024,
  resumeMaxBytes: 10 * 1024 * 1024,
  photoTypes: ['image/jpeg', 'image/png', 'image/gif'],
  photoFormats: 'JPG, PNG, GIF',
  resumeTypes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  resumeFormats: 'PDF, DOC, DOCX',
  reviewPromise: '2-3 business days',
} as const;

/**
 * The AI helpers of the application (spec document 1, section 2: About Me from bullet points, the
 * resume import). The API's own bounds: the spec gives none.
 */
export const aiLimits = {
  /** What the About Me generator takes: a few bullet points, not an essay. */
  bulletPointsMaxLength: 2000,
  /** The resume's text a hosted model is sent (its start: the title, summary and skills are there). */
  resumeTextMaxLength: 20_000,
  /** Skills the resume import suggests at most. */
  maxSuggestedSkills: 30,
} as const;

/** Spec document 1, sections 4 and 9: upload retries (network, timeout or 500). */
export const uploadRetry = {
  maxRetries: 3,
  delaysMs: [1_000, 2_000, 4_000],
  /** Spec document 1, section 4: progress stays at most here until the upload is done. */
  progressCapPercent: 95,
} as const;

/** Spec document 1, section 9: the option lists of the application wizard. */
export const availabilityOptions = [
  'Less than 10 hours',
  '10 to 20 hours',
  '20 to 30 hours',
  '30 to 40 hours',
  'More than 40 hours',
] as const;
export const experienceOptions = ['Less than 1 year', '1-3 years', '3-5 years', '5-10 years', '10+ years'] as const;
export const workedAsExpertOptions = ['Yes', 'No'] as const;
export const platformOptions = [
  'Microsoft',
  'Amazon',
  'Google',
  'AI & Machine Learning',
  'Oracle',
  'Salesforce',
] as const;

/**
 * Spec document 1, section 2, step 2: the six platform tiles ("Microsoft Azure, AWS, Google Cloud,
 * AI & Machine Learning, Oracle, Salesforce"), by the platform value each stands for.
 */
export const platformLabels: Record<(typeof platformOptions)[number], string> = {
  Microsoft: 'Microsoft Azure',
  Amazon: 'AWS',
  Google: 'Google Cloud',
  'AI & Machine Learning': 'AI & Machine Learning',
  Oracle: 'Oracle',
  Salesforce: 'Salesforce',
};

/** Spec document 1, section 3: the application's profile_type (step 1: An Individual / A Company). */
export const profileTypes = ['individual', 'company'] as const;
/**
 * Spec document 1, section 2, step 1: "language proficiency select"; its options are not shown.
 * Ours, the levels hiring marketplaces use.
 */
export const englishProficiencyOptions = ['Basic', 'Conversational', 'Fluent', 'Native or bilingual'] as const;

/** Spec document 1, section 1: the marketing claims and pricing blurbs the pages quote. */
export const marketingClaims = {
  ratesFrom: '$33.90/hour',
  introCall: '25-minute intro call',
  partTime: 'from $40 per hour at 20 hours a week',
  fullTime: 'from $40 per hour at 40 hours a week',
  flexible: 'from 1 hour a day',
  support: '24/7 support by phone, email and chat',
} as const;

/**
 * Spec document 1, section 9: the service fee. 5% on a new client contract; 2.5% once billing with
 * that client exceeds $500 (the freelancer then receives 97.5%). Amounts in integer cents.
 */
export const serviceFee = {
  newClientRate: 0.05,
  establishedClientRate: 0.025,
  establishedAfterCents: 500_00,
} as const;

/**
 * Spec document 2, section 9: "Withdrawal fees: Payoneer $2 USD, Skrill $1 USD, PayPal $1 USD; U.S.
 * bank free", keyed by the payment methods' account types as /setup-payment/{method} names them
 * (section 1: Payoneer, Skrill, paypal or 'Direct to U.S. Bank (USD)'). Integer cents.
 */
export const withdrawalFeeCents = {
  Payoneer: 2_00,
  Skrill: 1_00,
  paypal: 1_00,
  'Direct to U.S. Bank (USD)': 0,
} as const;

export type WithdrawalMethod = keyof typeof withdrawalFeeCents;

/**
 * One-time codes as the issue sets them (spec document 1, section 9 gives the lengths and resend
 * waits above): a code is single use, expires after 10 minutes, and allows a few wrong tries.
 */
export const oneTimeCodeLimits = {
  expiresMs: 10 * 60_000,
  maxAttempts: 5,
} as const;

/**
 * Spec document 1, section 3: "a fallback list of 5 questions exists; the questions themselves are
 * not shown". These are ours.
 */
export const securityQuestionOptions = [
  'What was the name of your first pet?',
  'In which city were you born?',
  'What was the name of your primary school?',
  "What is your mother's maiden name?",
  'What was the make of your first car?',
] as const;

/** Spec document 1, section 3: the social providers offered. */
export const socialProviders = ['google', 'facebook'] as const;

/** Spec document 1, section 2: the redirect after login waits this long. */
export const POST_LOGIN_REDIRECT_MS = 300;

/**
 * Not in the spec (sections 7 and 9 give no wait for `GET /resend_confirmation_email`): after a 429
 * the confirm-your-email screen keeps "Resend email" disabled for the answer's Retry-After, or this
 * long when the answer has none (the issue: "for Retry-After if you can read it, else a minute").
 */
export const confirmationResendWaitMs = 60_000;

/** Spec document 1, sections 2 and 9: an Admin's stored breadcrumb after login ("Default breadcrumb is Home at /"). */
export const defaultBreadcrumb = [{ label: 'Home', path: '/' }] as const;
