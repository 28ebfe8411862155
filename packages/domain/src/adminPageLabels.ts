import type { AccountStatus, ProfileStatus } from './schemas/admin.ts';

/**
 * The words of /all-freelancers, /cloud-experts and /freelancer/:id (ours: the spec names the
 * pages and the Admin's "approves or bans freelancers" and shows no wording). Only these lazy pages
 * import this module.
 */
export const adminFreelancerListLabels = {
  all: {
    title: 'All freelancers',
    lead: 'Every freelancer who applied, newest application first: review the pending ones.',
    empty: 'No freelancer has applied yet.',
  },
  experts: {
    title: 'Cloud experts',
    lead: 'The approved experts, banned and deactivated ones too.',
    empty: 'No expert has been approved yet.',
  },
  filters: 'Filters',
  searchField: 'Search',
  searchPlaceholder: 'Name, email or title',
  searchButton: 'Search',
  statusField: 'Application',
  accountField: 'Account',
  anyStatus: 'Any',
  results: 'Freelancers',
  loading: 'Loading freelancers',
  loadFailed: "The freelancers couldn't be loaded.",
  retry: 'Retry',
  noMatch: 'No freelancer matches these filters.',
  clearFilters: 'Clear filters',
  pages: 'Pages of freelancers',
  found: (count: number) => (count === 1 ? '1 freelancer' : `${String(count)} freelancers`),
  codingTest: 'Coding test',
  applied: 'Applied',
  /** A row whose application came back after a rejection (issue 19). */
  resubmitted: (count: number) => (count === 1 ? 'Resubmitted' : `Resubmitted ${String(count)} times`),
} as const;

export const profileStatusLabels: Record<ProfileStatus, string> = {
  draft: 'Draft',
  submitted: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const accountStatusLabels: Record<AccountStatus, string> = {
  active: 'Active',
  banned: 'Banned',
  deactivated: 'Deactivated',
};

/** A coding test result in a word or two. */
export const codingTestResult = (test: {
  score: number | null;
  total: number;
  passed: boolean | null;
  timed_out: boolean;
}) => {
  if (test.score === null) return 'Started, not submitted';
  const score = `${String(test.score)} of ${String(test.total)}`;
  const verdict = test.passed ? 'passed' : 'not passed';
  return `${score}, ${verdict}${test.timed_out ? ' (time ran out)' : ''}`;
};

export const adminFreelancerLabels = {
  title: 'Freelancer',
  loading: 'Loading the freelancer',
  loadFailedTitle: "The freelancer couldn't be loaded.",
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Retry',
  notFoundTitle: 'Freelancer not found',
  notFoundMessage: 'There is no freelancer at this address.',
  back: 'All freelancers',
  application: 'Application',
  account: 'Account',
  email: 'Email',
  phone: 'Phone',
  linkedin: 'LinkedIn',
  citizenship: 'Citizenship',
  location: 'Location',
  platform: 'Platform',
  skills: 'Skills',
  rate: 'Hourly rate',
  applied: 'Applied',
  notApplied: 'Not submitted',
  none: 'None given',
  resume: 'Resume',
  noResume: 'No resume uploaded.',
  downloadResume: (name: string) => `Download ${name}`,
  downloadFailed: "The resume couldn't be downloaded. Please try again.",
  codingTest: 'Coding test',
  noCodingTest: 'Not taken yet.',
  actions: 'Actions',
  approve: 'Approve',
  ban: 'Ban',
  unban: 'Unban',
  deactivate: 'Deactivate',
  approveTitle: 'Approve this freelancer?',
  approveText: (name: string) => `${name} will be listed, can send proposals and will be told by mail.`,
  banTitle: 'Ban this user?',
  banText: (name: string) => `${name} will be signed out everywhere at once and cannot sign in until unbanned.`,
  unbanTitle: 'Lift the ban?',
  unbanText: (name: string) => `${name} will be able to sign in again.`,
  deactivateTitle: 'Deactivate this account?',
  deactivateText: (name: string) =>
    `${name} will be signed out everywhere at once and cannot sign in until an admin reactivates the account.`,
  reactivate: 'Reactivate',
  reactivateTitle: 'Reactivate this account?',
  reactivateText: (name: string) => `${name} will be able to sign in again and will be told by mail.`,
  reject: 'Reject',
  rejectTitle: 'Reject this application',
  rejectLead: (name: string) => `${name} will be told in the app and by mail, with the reason and your comment.`,
  rejectReason: 'Reason',
  rejectComment: 'Comment',
  rejectCommentHint: 'Shown to the freelancer. Required when the reason is Other.',
  rejectSubmit: 'Reject application',
  rejecting: 'Rejecting…',
  rejection: 'Rejection',
  rejectedOn: 'Rejected',
  rejectionReason: 'Reason',
  rejectionComment: 'Comment',
  previousRejections: 'Earlier rejections',
  previousRejectionsLead: (count: number) =>
    count === 1
      ? 'The freelancer revised and resubmitted the application after 1 rejection.'
      : `The freelancer revised and resubmitted the application after ${String(count)} rejections.`,
  resubmittedOn: 'Resubmitted',
  keep: 'Cancel',
  actionFailed: "That didn't work. Please try again.",
} as const;
