import { contractPaths, messagePaths } from '@cloudexperts/domain';
import { paths, signedInPaths } from '../site/paths.ts';
import { built, informationEntries, planned, type Portal, type PortalEntry } from './table.ts';

/**
 * Spec document 2, section 2 "Coordinator and Support": the Project Manager set without my-jobs,
 * the pm-* pages and the card payment setup, with their own dashboard, settings and contract pages
 * (issue 19). Only the pages that work for staff are in the set: their home (`/`, the staff
 * dashboard), every client's contracts (/all-contracts) and the staff view of one
 * (/contract-details/:id), every client's jobs (/all-job-postings) and the staff view of one
 * (/job/:id/:tab) and one proposal on it (/freelancer-proposal/:id/:jobId?, where a Coordinator
 * makes the client's offer), posting and editing a job for a client (/post-a-job, /edit-a-job-progress/:id),
 * Find Experts (/freelancer-search, /find-freelancers/search and its alias; the expert profiles it
 * opens, read-only), /messages (the conversations of the contracts they posted in), the money
 * pages (/review-pay, /transactions, /transaction-details/:id, /payment-schedule: every client's),
 * every client's interviews (/experts-schedule, read-only; one with ?interview=<id>) and figures
 * (/analytics),
 * their account (/settings, the security question pages), notifications,
 * the expert profile (public data) and the information pages. The manager's other pages call what
 * only a manager may (their own jobs, proposals, offers, payments): not in the set, so not found
 * until an issue builds a staff version.
 */
export const staffEntries: readonly PortalEntry[] = [
  built(paths.home, 'signedInHome'),
  // Find Experts, read-only (no Save, no saved list, no hire or invite: those are the client's).
  built(paths.findExperts, 'findExperts'),
  built(paths.findExpertsSearch, 'findExperts'),
  // Its one tab for staff, the search; /find-freelancers/saved (a manager's own list) is not in the set.
  { path: '/find-freelancers2/:tab', provided: 'pages/findFreelancers/routes.tsx' },
  ...informationEntries,
  { path: contractPaths.managerList, provided: 'pages/staff/routes.tsx' },
  { path: contractPaths.details, provided: 'pages/staff/routes.tsx' },
  { path: '/all-job-postings', provided: 'pages/staff/routes.tsx' },
  { path: '/job/:id/:tab', provided: 'pages/staff/routes.tsx' },
  // One proposal on a client's job (read; the Coordinator makes the client's offer on it).
  { path: '/freelancer-proposal/:id/:jobId?', provided: 'pages/staff/routes.tsx' },
  { path: '/post-a-job', provided: 'pages/staff/routes.tsx' },
  { path: '/edit-a-job-progress/:id', provided: 'pages/staff/routes.tsx' },
  // Their support inbox: the conversations of the contracts they posted in (not the participants' page).
  { path: messagePaths.messages, provided: 'pages/staff/routes.tsx' },
  // Every client's money, read across clients (staffmoney): requests (answered here with
  // `staff.payments.approve`), ledger postings, the milestones still to be paid.
  { path: '/review-pay', provided: 'pages/staff/routes.tsx' },
  { path: '/transactions', provided: 'pages/staff/routes.tsx' },
  { path: '/transaction-details/:id', provided: 'pages/staff/routes.tsx' },
  { path: '/payment-schedule', provided: 'pages/staff/routes.tsx' },
  // Every client's interviews (read-only; one with ?interview=<id>) and figures.
  { path: '/experts-schedule', provided: 'pages/staff/routes.tsx' },
  { path: '/analytics', provided: 'pages/staff/routes.tsx' },
  planned(signedInPaths.settings, 'Settings'),
  { path: signedInPaths.notifications, provided: 'pages/notifications/routes.tsx' },
  built(signedInPaths.managerExpertProfile, 'expertProfile'),
  planned(signedInPaths.securityQuestions, 'Security questions'),
  planned('/auth-question/:type?', 'Security question check'),
  planned('/forget-answer/:type?', 'Forgot security answer'),
  planned('/reset-answer/:type?', 'Reset security answer'),
];

export const coordinatorPortal: Portal = { id: 'coordinator', role: 'coordinator', entries: staffEntries };

export const supportPortal: Portal = { id: 'support', role: 'support', entries: staffEntries };
