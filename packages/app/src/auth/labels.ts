import { applicationLimits, landing, marketingClaims } from '@cloudexperts/domain';

/**
 * The login and sign-up modal's own words. The spec's are in domain: the headline
 * (`accountModalLabels`), the role switch (`roleLabels`), Login and Sign up (`publicSiteLabels`).
 */
export const accountLabels = {
  roleSwitch: 'Account type',
  or: 'or',
  noAccount: 'New here?',
  haveAccount: 'Already have an account?',
  withPhone: 'Sign up with your phone number instead',
  withEmail: 'Sign up with your email instead',
  close: 'Close',
  /** The left panel's points, from the spec's marketing claims (document 1, section 1). */
  points: {
    project_manager: [
      `${landing.stats.experts} vetted cloud experts, rated ${landing.stats.averageRating} on average`,
      `Only the ${landing.stats.admittedPercent} of applicants are admitted`,
      `Rates from ${marketingClaims.ratesFrom}; a ${marketingClaims.introCall}`,
      `${marketingClaims.support.charAt(0).toUpperCase()}${marketingClaims.support.slice(1)}`,
    ],
    freelancer: [
      'Build your profile and apply for an expert review',
      `Applications are reviewed within ${applicationLimits.reviewPromise}`,
      'Find AWS, Azure, Google Cloud, Oracle, Salesforce and AI work',
      'Get paid by milestone',
    ],
  },
} as const;
