/**
 * The words and constants of the signed-out site's frame and landing page (spec document 1,
 * sections 1, 2 and 9), apart from the rest: the landing page's first chunk holds every module it
 * imports whole, so this module holds only what that page shows (bench/landing-js.ts).
 */

/** Spec document 1, section 2 (Public header and footer) and section 9: the copyright year. */
export const COPYRIGHT_YEAR = 2025;

/** The product's name as the site shows it (the spec leaves it open; the content templates say "Cloud Experts"). */
export const productName = 'CloudExperts';

/** Spec document 1, section 9: landing page motion and claims. */
export const landing = {
  heroRotationMs: 4_000,
  heroImageCount: 3,
  categoryCarouselMs: 20_000,
  typingDelayMs: 80,
  rotatingWords: ['Engineers', 'Developers', 'Designers', 'Architects', 'Talents'],
  stats: { experts: '2,293+', averageRating: 4.8, admittedPercent: 'top 1%' },
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
 * Spec document 1, sections 1 and 2 (Landing page) and document 2, section 2 (Landing): the
 * landing page's own words. The numbers and the other claims are `landing` and `marketingClaims`
 * above and in constants.ts; the 'Let's have a chat' section is `bookCallLabels`.
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
