import { marketingClaims } from './constants.ts';

/**
 * The words of /tell-us-about-company (spec document 1, section 2 names the route and shows none of
 * its content: these are ours). The form itself is 'Tell us about your Projects'
 * (`projectEnquiryLabels`, its messages in `projectModalMessages`, success `successMessages.projectModal`).
 * A module of its own so the landing page does not carry them.
 */
export const companyEnquiryLabels = {
  title: 'Tell us about your company',
  lead: 'Hiring for a cloud project? Tell us who you are and what you need, and a member of our team will get back to you.',
  nextTitle: 'What happens next',
  next: [
    'We read your message and contact you by email or phone.',
    `On a ${marketingClaims.introCall} we talk your project through: the platform, the skills and the timing.`,
    'We introduce vetted experts who fit, and you choose whom to hire.',
  ],
  /** The link under the success message. */
  backHome: 'Back to the home page',
} as const;
