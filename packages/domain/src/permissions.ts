import type { Role } from './roles.ts';

/**
 * Spec document 2, section 6 (Roles and permissions): the capabilities a role may hold, each named
 * `area.verb`. The endpoint table's `access` is the ceiling (the roles a handler knows how to
 * serve); inside it, the caller's role must hold the call's permission (endpointPermissions.ts),
 * read from the database (`role_permissions`) at every request, so an admin's change on
 * /roles-permission/:id applies at once. Labels and descriptions are ours (the spec names the
 * capabilities in prose only).
 */
export const permissionGroups = {
  profile: 'Expert profile',
  jobs: 'Jobs',
  proposals: 'Proposals',
  invitations: 'Invitations',
  offers: 'Offers',
  hiring: 'Hiring',
  interviews: 'Interviews',
  messages: 'Messages',
  contracts: 'Contracts',
  payments: 'Payments',
  availability: 'Availability',
  staff: 'Clients’ jobs and contracts (staff)',
  admin: 'Administration',
} as const;
export type PermissionGroup = keyof typeof permissionGroups;

/**
 * The names alone, in the catalogue's order: the endpoint table's schemas need only these, so the
 * labels and descriptions below stay out of the pages that never show them (the landing page's
 * bundle carries the endpoint table).
 */
export const permissionNames = [
  'profile.apply',
  'profile.ai',
  'profile.codingTest',
  'uploads.create',
  'jobs.browse',
  'jobs.post',
  'jobs.manage',
  'jobs.savedSearches',
  'favorites.manage',
  'proposals.submit',
  'proposals.view',
  'proposals.change',
  'proposals.review',
  'invitations.send',
  'invitations.view',
  'invitations.answer',
  'offers.make',
  'offers.view',
  'offers.answer',
  'freelancers.search',
  'freelancers.hire',
  'freelancers.hired',
  'clients.view',
  'interviews.schedule',
  'interviews.view',
  'interviews.respond',
  'interviews.reject',
  'interviews.feedback',
  'messages.use',
  'messages.start',
  'contracts.view',
  'contracts.rate',
  'milestones.manage',
  'payments.request',
  'payments.approve',
  'payments.view',
  'paymentMethods.manage',
  'payouts.withdraw',
  'cards.manage',
  'availability.manage',
  'staff.contracts.view',
  'staff.messages.post',
  'staff.jobs.view',
  'staff.jobs.manage',
  'staff.payments.approve',
  'staff.hiring.manage',
  'staff.interviews.manage',
  'staff.contracts.end',
  'admin.freelancers.list',
  'admin.freelancers.approve',
  'admin.users.ban',
  'admin.users.deactivate',
  'admin.jobs.list',
  'admin.clients.list',
  'admin.staff.list',
  'admin.reports.view',
  'admin.transactions.view',
  'admin.security.view',
  'admin.staffActions.view',
  'admin.platforms.manage',
  'roles.view',
  'roles.manage',
] as const;
export type PermissionName = (typeof permissionNames)[number];

interface PermissionDefinition {
  group: PermissionGroup;
  label: string;
  description: string;
}

export const permissionCatalogue = {
  'profile.apply': {
    group: 'profile',
    label: 'Apply as an expert',
    description: 'Fill in, submit and follow the expert application and its vetting interview.',
  },
  'profile.ai': {
    group: 'profile',
    label: 'Use the AI writer and resume import',
    description: 'Generate an About Me text and read skills from an uploaded resume.',
  },
  'profile.codingTest': {
    group: 'profile',
    label: 'Take the coding test',
    description: 'Start, answer and submit the coding test of the application.',
  },
  'uploads.create': {
    group: 'profile',
    label: 'Upload files',
    description: 'Upload resumes, photos and documents.',
  },
  'jobs.browse': {
    group: 'jobs',
    label: 'Browse jobs',
    description: 'See the jobs open to experts, opportunities and a job with one’s own proposal.',
  },
  'jobs.post': {
    group: 'jobs',
    label: 'Post jobs',
    description: 'Post a new job.',
  },
  'jobs.manage': {
    group: 'jobs',
    label: 'Manage jobs',
    description: 'See the job dashboard and lists, edit, close and delete one’s jobs and their screening questions.',
  },
  'jobs.savedSearches': {
    group: 'jobs',
    label: 'Save job searches',
    description: 'Save, list and remove custom job search filters.',
  },
  'favorites.manage': {
    group: 'jobs',
    label: 'Keep favorites',
    description: 'Save and remove favorite jobs and freelancers, and list them.',
  },
  'proposals.submit': {
    group: 'proposals',
    label: 'Submit proposals',
    description: 'Send a proposal for a job.',
  },
  'proposals.view': {
    group: 'proposals',
    label: 'View proposals',
    description: 'List and open one’s proposals and their counts by status.',
  },
  'proposals.change': {
    group: 'proposals',
    label: 'Update, withdraw or reject proposals',
    description: 'A freelancer updates or withdraws a proposal; a client rejects one.',
  },
  'proposals.review': {
    group: 'proposals',
    label: 'Review proposals',
    description: 'See a job’s proposals and each proposal in full, and archive them.',
  },
  'invitations.send': {
    group: 'invitations',
    label: 'Invite freelancers',
    description: 'Invite a freelancer to a job.',
  },
  'invitations.view': {
    group: 'invitations',
    label: 'View invitations',
    description: 'List and open invitations.',
  },
  'invitations.answer': {
    group: 'invitations',
    label: 'Answer or withdraw invitations',
    description: 'Accept or decline an invitation, or withdraw one that was sent.',
  },
  'offers.make': {
    group: 'offers',
    label: 'Make offers',
    description: 'Send a freelancer an offer (hire).',
  },
  'offers.view': {
    group: 'offers',
    label: 'View offers',
    description: 'List and open offers.',
  },
  'offers.answer': {
    group: 'offers',
    label: 'Accept or decline offers',
    description: 'Answer an offer received.',
  },
  'freelancers.search': {
    group: 'hiring',
    label: 'Search freelancers',
    description: 'Search the freelancers while signed in.',
  },
  'freelancers.hire': {
    group: 'hiring',
    label: 'Find freelancers to hire',
    description: 'Match freelancers by skills and open the hire card.',
  },
  'freelancers.hired': {
    group: 'hiring',
    label: 'View hired freelancers',
    description: 'See the freelancers hired on one’s jobs.',
  },
  'clients.view': {
    group: 'hiring',
    label: 'View clients',
    description: 'See client profiles and their hiring history.',
  },
  'interviews.schedule': {
    group: 'interviews',
    label: 'Schedule interviews',
    description: 'Schedule, reschedule and cancel interviews, and connect a calendar.',
  },
  'interviews.view': {
    group: 'interviews',
    label: 'View interviews',
    description: 'List and open interviews.',
  },
  'interviews.respond': {
    group: 'interviews',
    label: 'Respond to interviews',
    description: 'Accept an interview or ask to reschedule it.',
  },
  'interviews.reject': {
    group: 'interviews',
    label: 'Reject interviews',
    description: 'Reject an interview.',
  },
  'interviews.feedback': {
    group: 'interviews',
    label: 'Give and see interview feedback',
    description: 'Give feedback on an interview and read it.',
  },
  'messages.use': {
    group: 'messages',
    label: 'Use messages',
    description: 'Read and answer one’s conversations.',
  },
  'messages.start': {
    group: 'messages',
    label: 'Start conversations',
    description: 'Open a conversation with a freelancer about a job.',
  },
  'contracts.view': {
    group: 'contracts',
    label: 'View contracts',
    description: 'List and open contracts and their milestones.',
  },
  'contracts.rate': {
    group: 'contracts',
    label: 'Rate contracts',
    description: 'Rate the other party of a contract and read ratings.',
  },
  'milestones.manage': {
    group: 'contracts',
    label: 'Create and fund milestones',
    description: 'Add a milestone to a contract and fund it.',
  },
  'payments.request': {
    group: 'payments',
    label: 'Request payments',
    description: 'Submit work and request a milestone’s payment.',
  },
  'payments.approve': {
    group: 'payments',
    label: 'Approve payments',
    description: 'Approve a payment request or ask for changes.',
  },
  'payments.view': {
    group: 'payments',
    label: 'View payments',
    description: 'See payment requests, the payment schedule, transaction history and analytics.',
  },
  'paymentMethods.manage': {
    group: 'payments',
    label: 'Manage payout methods',
    description: 'Set up, check and remove payout methods (PayPal, Payoneer, Skrill, bank).',
  },
  'payouts.withdraw': {
    group: 'payments',
    label: 'Withdraw earnings',
    description: 'See the balance and withdraw it.',
  },
  'cards.manage': {
    group: 'payments',
    label: 'Manage cards',
    description: 'Add, choose and remove payment cards.',
  },
  'availability.manage': {
    group: 'availability',
    label: 'Set availability',
    description: 'Set working hours and time off.',
  },
  'staff.contracts.view': {
    group: 'staff',
    label: 'Read any contract',
    description:
      "Read every client's contracts, read-only: the list, and each with its milestones, payment requests and conversation.",
  },
  'staff.messages.post': {
    group: 'staff',
    label: 'Message on a contract as staff',
    description: "Post a message into a contract's conversation, seen by both parties and recorded with who posted it.",
  },
  'staff.jobs.view': {
    group: 'staff',
    label: 'Read any job',
    description: "Read every client's jobs in any status, read-only: the list, and each with its proposals.",
  },
  'staff.jobs.manage': {
    group: 'staff',
    label: 'Post and edit jobs for clients',
    description:
      'Post a job on behalf of a client, or edit one of theirs: the client owns it; recorded with who did it.',
  },
  'staff.payments.approve': {
    group: 'staff',
    label: 'Answer payment requests for clients',
    description:
      "Approve (in full or in part) or send back a freelancer's payment request on any client's contract, on the client's behalf; recorded with who did it.",
  },
  'staff.hiring.manage': {
    group: 'staff',
    label: 'Hire for clients',
    description:
      "Invite a freelancer to a client's job or make an offer on a proposal, on the client's behalf: the client is told; recorded with who did it.",
  },
  'staff.interviews.manage': {
    group: 'staff',
    label: 'Arrange interviews for clients',
    description:
      "Schedule, reschedule or cancel an interview with a freelancer on a client's proposal, on the client's behalf: the interview is the client's and the client is told; recorded with who did it.",
  },
  'staff.contracts.end': {
    group: 'staff',
    label: 'End contracts for clients',
    description:
      "End a client's active contract with a reason both parties see, on the client's behalf: it settles as the client's own ending does, rates no one, and both parties are told; recorded with who did it.",
  },
  'admin.freelancers.list': {
    group: 'admin',
    label: 'List freelancers',
    description: 'See every freelancer profile and the approved experts.',
  },
  'admin.freelancers.approve': {
    group: 'admin',
    label: 'Approve freelancers',
    description: 'Approve or reject a submitted expert application.',
  },
  'admin.users.ban': {
    group: 'admin',
    label: 'Ban users',
    description: 'Ban a user or lift the ban.',
  },
  'admin.users.deactivate': {
    group: 'admin',
    label: 'Deactivate users',
    description: 'Deactivate an account, or reactivate a deactivated one.',
  },
  'admin.jobs.list': {
    group: 'admin',
    label: 'List all jobs',
    description: "See every client's jobs in any status, a job's proposals and contracts, and the jobs report.",
  },
  'admin.clients.list': {
    group: 'admin',
    label: 'List clients',
    description: 'See every client with their jobs, contracts and spend.',
  },
  'admin.staff.list': {
    group: 'admin',
    label: 'List users by role',
    description: 'See the users of a role, and the staff (executives).',
  },
  'admin.reports.view': {
    group: 'admin',
    label: 'See the dashboard and reports',
    description: 'See the marketplace dashboard and the users, jobs and revenue reports, and export them.',
  },
  'admin.transactions.view': {
    group: 'admin',
    label: 'See all transactions',
    description: 'See and export every money movement across users.',
  },
  'admin.security.view': {
    group: 'admin',
    label: 'See the security log',
    description: "See every account's security events.",
  },
  'admin.staffActions.view': {
    group: 'admin',
    label: 'See the staff actions',
    description: "See what Coordinator and Support users did on other users' objects.",
  },
  'admin.platforms.manage': {
    group: 'admin',
    label: 'Manage platforms and skills',
    description: 'Edit the six platforms, add, rename, retire and attach skills, and see who changed them.',
  },
  'roles.view': {
    group: 'admin',
    label: 'View roles and permissions',
    description: 'See the roles and what each may do.',
  },
  'roles.manage': {
    group: 'admin',
    label: 'Manage role permissions',
    description: 'Grant and revoke a role’s permissions.',
  },
} as const satisfies Record<PermissionName, PermissionDefinition>;

/**
 * Grants that cannot be taken away (no lock-out): the Admin always keeps seeing and managing the
 * roles, so a mistake on /roles-permission/:id can always be undone.
 */
export const lockedGrants: Readonly<Partial<Record<Role, readonly PermissionName[]>>> = {
  admin: ['roles.view', 'roles.manage'],
};

/**
 * Grantable permissions a role does not start with (an admin grants them on /roles): issue 19,
 * "Support can read any contract and post a message, not approve payments".
 */
export const notGrantedByDefault: Readonly<Partial<Record<Role, readonly PermissionName[]>>> = {
  support: ['staff.payments.approve', 'staff.hiring.manage', 'staff.interviews.manage', 'staff.contracts.end'],
};

export function isLockedGrant(role: Role, permission: PermissionName): boolean {
  return lockedGrants[role]?.includes(permission) ?? false;
}
