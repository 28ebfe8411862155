/**
 * The freelancer's vetting pages (spec document 2, section 2: the Freelancer route set's
 * /app-process, /coding-test and /interview-scheduled), as the route table declares them and as
 * links build them.
 */
export const vettingPaths = {
  codingTest: '/coding-test',
  appProcess: '/app-process',
  interviewScheduled: '/interview-scheduled',
  /** Where the coding test sends a freelancer who has not submitted the application (ours). */
  application: '/application',
} as const;
