/**
 * The paths of the signed-out site (spec document 1, section 2 and document 2, section 2). The
 * route table, the header, the footer and the page links all read them from here.
 */
export const paths = {
  home: '/',
  findExperts: '/freelancer-search',
  /** Opened from the roles and skills popups with the term in navigation state. */
  findExpertsSearch: '/find-freelancers/search',
  findWork: '/job-search',
  login: '/login',
  signUp: '/signup',
  /** The landing page with an email-confirmation token (spec document 1, section 2). */
  loginPage: '/login_page/:token?',
  /** Where sign-up (201) and an unconfirmed login (403) go, with the email as navigation state. */
  confirmYourEmail: '/confirm-your-email/:id',
  /** The one route that keeps its scroll position on navigation (spec document 2, section 9). */
  categoryDescription: '/category_page_description',
  /** A company's enquiry: the 'Tell us about your Projects' form as a page. */
  tellUsAboutCompany: '/tell-us-about-company',
  /** An expert's public profile; the signed-out set also has it with `isPublic` (any value). */
  expertProfile: '/user-profile/:uuid',
  publicExpertProfile: '/user-profile/:uuid/:isPublic',
} as const;

/** A category's page (`?category=` a platform value), or the list of every category without one. */
export const categoryPath = (platform?: string) =>
  platform ? `${paths.categoryDescription}?category=${encodeURIComponent(platform)}` : paths.categoryDescription;

/** Information pages, by content id. */
export const infoPaths = {
  press: '/press',
  team: '/team',
  aboutUs: '/aboutus',
  career: '/career',
  contactUs: '/contactus',
  newStories: '/new-stories',
  howItWorks: '/how-it-works',
  howItWorksFreelancer: '/how-it-works-freelancer',
  faq: '/faq',
  howCanWeHelp: '/How-can-help-you',
} as const;
export type InfoPageId = keyof typeof infoPaths;

/** The legal pages, read from the API's content templates. The spec spells the terms path both ways. */
export const legalPaths = {
  termsOfService: ['/terms-of-Service', '/terms-of-service'],
  privacyPolicy: ['/privacy-policy'],
} as const;
export type LegalPageId = keyof typeof legalPaths;

/** Help pages, by content id; the Help Center doubles as Contact Us. */
export const helpPaths = {
  helpCenter: '/help-center',
  gettingStarted: '/help-inner',
  accountCenter: '/account-center',
  postJob: '/post-job',
  hireFreelancer: '/hire-freelancer',
  managingJob: '/managing-job',
  expertProfile: '/expert-profile',
  freelancerManageJob: '/freelancer-manage-job',
  gettingHired: '/getting-hired',
  cloudExpertAccount: '/cloud-expert-account',
  cloudExpertManageAccount: '/cloud-expert-manage-account',
  cloudExpertAbout: '/cloud-expert-about',
} as const;
export type HelpPageId = keyof typeof helpPaths;

/** Advisory pages under /advisory-services/, by content id. */
export const advisoryPaths = {
  startupPartnership: '/advisory-services/startup-partnership',
  aws: '/advisory-services/aws-advisory-services',
  googleCloud: '/advisory-services/google-cloud-service',
  azure: '/advisory-services/microsoft-azure-service',
  salesforce: '/advisory-services/salesforce-advisory-services',
  oracle: '/advisory-services/oracle-cloud-services',
} as const;
export type AdvisoryPageId = keyof typeof advisoryPaths;

/** Paths of the signed-in route sets that the frame and the home page link to (document 2, section 2). */
export const signedInPaths = {
  settings: '/settings',
  /** The Admin set spells its settings path so. */
  adminSettings: '/setting',
  securityQuestions: '/security-questions',
  notifications: '/notifications',
  /** The Project Manager's expert profile, with the job the manager came from, if any. */
  managerExpertProfile: '/user-profile/:uuid/:jobId?',
} as const;
