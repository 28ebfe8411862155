import { contractPaths } from '@cloudexperts/domain';
import { paths, signedInPaths } from '../site/paths.ts';
import { built, informationEntries, planned, type PortalEntry, type Portal } from './table.ts';

/**
 * The Project Manager set's paths besides the home page (spec document 2, section 2 "Project
 * Manager route set"). Coordinator and Support derive theirs from it.
 */
export const projectManagerEntries: readonly PortalEntry[] = [
  built(paths.home, 'signedInHome'),
  built(paths.findExperts, 'findExperts'),
  // The roles and skills popups of Find Experts open the search here (a static segment, so it
  // ranks above /find-freelancers/:tab).
  built(paths.findExpertsSearch, 'findExperts'),
  ...informationEntries,
  planned('/my-jobs', 'My jobs'),
  planned('/edit-a-job-progress/:id', 'Edit a job'),
  planned('/post-a-job-progress', 'Post a job (no job yet)'),
  planned('/post-a-job', 'Post a job'),
  planned('/experts-schedule', 'Experts schedule'),
  planned('/job-search-new', 'Job search'),
  // Not in the spec's manager set, but its post-login rule returns a manager to the job-details page
  // after a job-details action (section 2), and the manager's own job lists link there.
  planned('/job-details/:id', 'Job details'),
  planned('/pm-report-issue', 'Report an issue'),
  planned('/pm-help-center', 'Help center'),
  planned('/pm-about', 'About'),
  planned('/pm-account-center', 'Help: account'),
  planned('/pm-post-a-job', 'Help: posting a job'),
  planned('/pm-hire-freelancer', 'Help: hiring'),
  planned('/pm-managing-job', 'Help: managing a job'),
  planned(signedInPaths.settings, 'Settings'),
  { path: '/job/:id/:tab', provided: 'pages/managerProposals/routes.tsx' },
  { path: '/payment-schedule', provided: 'pages/payments/routes.tsx' },
  { path: '/analytics', provided: 'pages/analytics/routes.tsx' },
  { path: '/setup-payment/:type', provided: 'pages/settings/routes.tsx' },
  // The offline sandbox payout provider's login (ours, issue 17).
  { path: '/payout-sandbox', provided: 'pages/settings/routes.tsx' },
  planned('/stripe-payment-setup', 'Card payment setup'),
  built(signedInPaths.managerExpertProfile, 'expertProfile'),
  { path: '/messages', provided: 'pages/messages/routes.tsx' },
  { path: '/freelancer-proposal/:id/:jobId?', provided: 'pages/managerProposals/routes.tsx' },
  { path: '/hire-a-freelancer/:freelancerId/:jobId', provided: 'pages/hire/routes.tsx' },
  { path: signedInPaths.notifications, provided: 'pages/notifications/routes.tsx' },
  { path: contractPaths.details, provided: 'pages/contracts/routes.tsx' },
  { path: contractPaths.managerEnd, provided: 'pages/contracts/routes.tsx' },
  { path: contractPaths.managerRating, provided: 'pages/contracts/routes.tsx' },
  { path: '/transactions', provided: 'pages/payments/routes.tsx' },
  { path: '/transaction-details/:id', provided: 'pages/payments/routes.tsx' },
  planned(signedInPaths.securityQuestions, 'Security questions'),
  { path: contractPaths.managerList, provided: 'pages/contracts/routes.tsx' },
  planned('/all-job-postings', 'Job postings'),
  { path: '/find-freelancers/:tab', provided: 'pages/findFreelancers/routes.tsx' },
  { path: '/find-freelancers2/:tab', provided: 'pages/findFreelancers/routes.tsx' },
  { path: '/archived', provided: 'pages/managerProposals/routes.tsx' },
  { path: '/my-proposals', provided: 'pages/managerProposals/routes.tsx' },
  { path: '/invited', provided: 'pages/offers/routes.tsx' },
  { path: '/review-pay', provided: 'pages/payments/routes.tsx' },
  planned('/auth-question/:type?', 'Security question check'),
  planned('/forget-answer/:type?', 'Forgot security answer'),
  planned('/reset-answer/:type?', 'Reset security answer'),
  { path: '/invitation-details/:id', provided: 'pages/offers/routes.tsx' },
];

export const projectManagerPortal: Portal = {
  id: 'projectManager',
  role: 'project_manager',
  entries: projectManagerEntries,
};
