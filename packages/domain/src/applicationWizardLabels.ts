import { fileUploadLabels } from './accountScreenLabels.ts';
import { projectEnquiryLabels } from './labels.ts';

/* The application wizard's words live in a module of their own (as aiHelperLabels.ts): labels.ts is
 * on the landing page's critical path, and the wizard's chunks alone need these. */

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
