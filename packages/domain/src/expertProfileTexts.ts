/**
 * The words of the public expert profile (spec document 1, section 2 and document 2, section 2:
 * /user-profile/:uuid, `GET /freelancer_details/{id}`). A module of its own so the landing page,
 * whose cards only link to the profile, does not carry them (see NOTES: a module the landing
 * imports lands whole in its first chunk). The spec shows none of these words: they are ours.
 */

/** What the API answers on `GET /freelancer_details/{id}`. */
export const expertProfileServerMessages = {
  /** Unknown, not yet approved, or its user banned or deactivated: the same answer for all. */
  notFound: 'Expert profile not found.',
  invalidId: 'This is not the id of an expert profile.',
} as const;

/** The words of /user-profile/:uuid. */
export const expertProfileLabels = {
  title: 'Expert profile',
  loading: 'Loading the expert’s profile…',
  loadFailedTitle: 'The profile could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Expert not found',
  notFoundMessage: 'This profile is not public, or the link is wrong.',
  backToSearch: 'Back to Find Experts',
  backHome: 'Go to the home page',
  location: 'Location',
  rate: 'Rate',
  rating: 'Rating',
  noReviews: 'No reviews yet',
  reviews: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`,
  platform: 'Platform',
  memberSince: 'Member since',
  actionsLabel: 'Profile actions',
  /** Spec document 1, section 2: a login "triggered from a hire-me action". */
  hireMe: 'Hire me',
  aboutTitle: 'About Me',
  skillsTitle: 'Skills',
  detailsTitle: 'Work preferences',
  experience: 'Experience',
  availability: 'Availability',
  availabilityPerWeek: (hours: string) => `${hours} a week`,
  languagesTitle: 'Languages',
  english: 'English',
  portfolioTitle: 'Portfolio',
  educationTitle: 'Education',
  certificationsTitle: 'Certifications',
  issued: 'Issued',
  expires: 'Expires',
  credentialId: 'Credential ID',
  /** A portfolio, education or certification entry whose name was left blank. */
  untitled: 'Untitled',
} as const;
