import { endpoints, type EndpointName } from './endpoints.ts';
import { notGrantedByDefault, permissionNames, type PermissionName } from './permissions.ts';
import { roles, type Role } from './roles.ts';

/**
 * Who gets through a call by default, declared by hand next to its permission: `'anyone'` (a
 * visitor too), `'signedIn'` (each of the five roles) or the roles listed. The authorization
 * matrix test asks the real API, for every call, as a visitor and as each role, and holds it to
 * this; a drift test holds it to the endpoint table's `access` and the default grants. So a change
 * of `access`, of a permission's calls or of the grants that is not also made here fails.
 */
export type ExpectedCallers = 'anyone' | 'signedIn' | readonly Role[];

export interface EndpointRule {
  /** The capability the caller's role must hold (null: a public call, or one on one's own account). */
  permission: PermissionName | null;
  expect: ExpectedCallers;
}

const FL = 'freelancer';
const PM = 'project_manager';
const AD = 'admin';
const CO = 'coordinator';
const SU = 'support';
const ALL = 'signedIn';

/** A public call: no token, no permission. */
const anyone: EndpointRule = { permission: null, expect: 'anyone' };
/** A call on the caller's own account or session (sign out, details, notifications): no capability to withhold. */
const ownAccount: EndpointRule = { permission: null, expect: 'signedIn' };
function needs(permission: PermissionName, ...expect: [typeof ALL] | Role[]): EndpointRule {
  return { permission, expect: expect[0] === ALL ? ALL : (expect as Role[]) };
}

/**
 * The permission each call of the endpoint table needs (spec document 2, section 6), checked by the
 * API after the table's `access` (the ceiling). A `Record` over every endpoint name, in its own file:
 * an endpoint added to the table without a row here is a type error.
 */
export const endpointPermissions: Record<EndpointName, EndpointRule> = {
  health: anyone,
  signUp: anyone,
  login: anyone,
  socialLoginStart: anyone,
  socialLogin: anyone,
  logout: ownAccount,
  forgotPassword: anyone,
  resetPassword: anyone,
  sendVerificationEmail: ownAccount,
  verifyCode: ownAccount,
  confirmEmail: anyone,
  resendConfirmationEmail: anyone,
  deviceAuthorised: ownAccount,
  updateActivity: ownAccount,
  sessions: ownAccount,
  signOutSession: ownAccount,
  signOutOtherSessions: ownAccount,
  sendPhoneCode: anyone,
  verifyPhoneCode: anyone,
  verifyUserFromCode: anyone,
  currentUser: ownAccount,
  userDetails: ownAccount,
  updateUser: ownAccount,
  changePassword: ownAccount,
  securityQuestions: ownAccount,
  verifySecurityAnswer: ownAccount,
  changeSecurityQuestion: ownAccount,
  createSecurityQuestions: ownAccount,
  resetSecurityQuestion: ownAccount,
  countries: anyone,
  techRoles: anyone,
  skills: anyone,
  reverseGeocode: anyone,
  sampleProfiles: anyone,
  getApplication: needs('profile.apply', FL),
  saveApplication: needs('profile.apply', FL),
  createProfile: needs('profile.apply', FL),
  reviseApplication: needs('profile.apply', FL),
  applicationStatus: needs('profile.apply', FL),
  vettingInterviewCalendar: needs('profile.apply', FL),
  generateAboutMe: needs('profile.ai', FL),
  generateResumeResponse: needs('profile.ai', FL),
  uploadFile: needs('uploads.create', FL, PM),
  getUpload: ownAccount,
  welcome: anyone,
  findFreelancers: anyone,
  contactExperts: anyone,
  freelancerDetails: anyone,
  freelancerPhoto: anyone,
  templateDetails: anyone,
  bookCall: anyone,
  talkToExpert: anyone,
  captchaConfig: anyone,
  captchaChallenge: anyone,
  captchaSolve: anyone,
  devMailbox: anyone,
  devIdentityToken: anyone,
  getCodingTest: needs('profile.codingTest', FL),
  startCodingTest: needs('profile.codingTest', FL),
  saveCodingTestAnswers: needs('profile.codingTest', FL),
  submitCodingTest: needs('profile.codingTest', FL),
  managerDashboard: needs('jobs.manage', PM),
  jobsByStatus: needs('jobs.manage', PM),
  fetchAllJobs: needs('jobs.browse', FL),
  availableJobFilters: anyone,
  createJob: needs('jobs.post', PM),
  getJob: anyone,
  updateJob: needs('jobs.manage', PM),
  deleteJob: needs('jobs.manage', PM),
  deleteScreeningQuestion: needs('jobs.manage', PM),
  findJobs: anyone,
  addFavorite: needs('favorites.manage', FL, PM),
  favoritedJobs: needs('favorites.manage', FL),
  removeFavorite: needs('favorites.manage', FL, PM),
  saveJobFilter: needs('jobs.savedSearches', FL),
  jobFilters: needs('jobs.savedSearches', FL),
  destroyJobFilter: needs('jobs.savedSearches', FL),
  unsubscribeDigest: anyone,
  submitProposal: needs('proposals.submit', FL),
  getProposal: needs('proposals.view', FL, PM),
  changeProposal: needs('proposals.change', FL, PM),
  archiveProposal: needs('proposals.review', PM),
  allProposals: needs('proposals.view', FL, PM),
  proposalsByStatus: needs('proposals.view', FL, PM),
  proposalTabsCount: needs('proposals.view', FL, PM),
  jobProposals: needs('proposals.review', PM),
  freelancerJob: needs('jobs.browse', FL),
  sendInvitation: needs('invitations.send', PM),
  invitations: needs('invitations.view', FL, PM),
  getInvitation: needs('invitations.view', FL, PM),
  answerInvitation: needs('invitations.answer', FL, PM),
  opportunities: needs('jobs.browse', FL),
  makeOffer: needs('offers.make', PM),
  offers: needs('offers.view', FL, PM),
  getOffer: needs('offers.view', FL, PM),
  answerOffer: needs('offers.answer', FL),
  hiredFreelancers: needs('freelancers.hired', PM),
  freelancersBySkills: needs('freelancers.hire', PM),
  hireFreelancerDetails: needs('freelancers.hire', PM),
  viewJobProposal: needs('proposals.review', PM),
  favoritedFreelancers: needs('favorites.manage', PM),
  findFreelancersSignedIn: needs('freelancers.search', ALL),
  scheduleInterview: needs('interviews.schedule', PM),
  connectGoogleCalendar: needs('interviews.schedule', PM),
  getInterview: needs('interviews.view', FL, PM),
  allInterviews: needs('interviews.view', FL, PM),
  rescheduleInterview: needs('interviews.schedule', PM),
  cancelInterview: needs('interviews.schedule', PM),
  cloudExpertResponse: needs('interviews.respond', FL),
  rejectInterview: needs('interviews.reject', FL, PM),
  giveInterviewFeedback: needs('interviews.feedback', PM),
  interviewFeedback: needs('interviews.feedback', PM),
  projectManagers: needs('clients.view', FL, AD),
  projectManager: needs('clients.view', FL, AD),
  clientHistory: needs('clients.view', FL, AD),
  notifications: ownAccount,
  notificationPreferences: ownAccount,
  updateNotificationPreferences: ownAccount,
  unsubscribeNotificationEmail: anyone,
  markAllNotificationsRead: ownAccount,
  updateNotification: ownAccount,
  deleteNotification: ownAccount,
  conversations: needs('messages.use', FL, PM, CO, SU),
  openConversation: needs('messages.start', PM),
  getConversation: needs('messages.use', FL, PM, CO, SU),
  conversationMessages: needs('messages.use', FL, PM, CO, SU),
  sendMessage: needs('messages.use', FL, PM, CO, SU),
  markConversationRead: needs('messages.use', FL, PM, CO, SU),
  activeContracts: needs('contracts.view', FL),
  managerActiveContracts: needs('contracts.view', PM),
  getContract: needs('contracts.view', FL, PM),
  jobActiveContracts: needs('contracts.view', PM),
  allHiredFreelancers: needs('freelancers.hired', PM),
  createRating: needs('contracts.rate', FL, PM),
  getRatings: needs('contracts.rate', FL, PM),
  contractMilestones: needs('contracts.view', FL, PM),
  createMilestone: needs('milestones.manage', PM),
  fundMilestone: needs('milestones.manage', PM),
  requestPayment: needs('payments.request', FL),
  approvePayment: needs('payments.approve', PM),
  requestChanges: needs('payments.approve', PM),
  paymentRequests: needs('payments.view', FL, PM),
  paymentSchedule: needs('payments.view', FL, PM),
  transactionHistory: needs('payments.view', FL, PM),
  transactionHistoryCsv: needs('payments.view', FL, PM),
  transactionDetails: needs('payments.view', FL, PM),
  paymentMethods: needs('paymentMethods.manage', FL, PM),
  setPaymentMethod: needs('paymentMethods.manage', FL, PM),
  authenticatePaymentMethod: needs('paymentMethods.manage', FL, PM),
  removePaymentMethod: needs('paymentMethods.manage', FL, PM),
  payoutConsent: anyone,
  answerPayoutConsent: anyone,
  analytics: needs('payments.view', FL, PM),
  payoutBalance: needs('payouts.withdraw', FL),
  withdraw: needs('payouts.withdraw', FL),
  cards: needs('cards.manage', PM),
  startCardSetup: needs('cards.manage', PM),
  confirmSandboxCard: needs('cards.manage', PM),
  saveCard: needs('cards.manage', PM),
  makeDefaultCard: needs('cards.manage', PM),
  removeCard: needs('cards.manage', PM),
  availability: needs('availability.manage', FL),
  updateAvailability: needs('availability.manage', FL),
  timeOffs: needs('availability.manage', FL),
  createTimeOff: needs('availability.manage', FL),
  updateTimeOff: needs('availability.manage', FL),
  deleteTimeOff: needs('availability.manage', FL),
  approveFreelancer: needs('admin.freelancers.approve', AD),
  approveFreelancerByPost: needs('admin.freelancers.approve', AD),
  rejectFreelancer: needs('admin.freelancers.approve', AD),
  freelancerIndex: needs('admin.freelancers.list', AD),
  adminFindFreelancers: needs('admin.freelancers.list', AD),
  banUser: needs('admin.users.ban', AD),
  banUserByPost: needs('admin.users.ban', AD),
  deactivateUser: needs('admin.users.deactivate', AD),
  deactivateUserByPost: needs('admin.users.deactivate', AD),
  reactivateUser: needs('admin.users.deactivate', AD),
  adminFindJobs: needs('admin.jobs.list', AD),
  adminJobs: needs('admin.jobs.list', AD),
  jobsReport: needs('admin.jobs.list', AD),
  adminJob: needs('admin.jobs.list', AD),
  adminClients: needs('admin.clients.list', AD),
  adminClient: needs('admin.clients.list', AD),
  users: needs('admin.staff.list', AD),
  adminDashboard: needs('admin.reports.view', AD),
  adminReports: needs('admin.reports.view', AD),
  adminReportCsv: needs('admin.reports.view', AD),
  adminTransactionHistory: needs('admin.transactions.view', AD),
  adminTransactionHistoryCsv: needs('admin.transactions.view', AD),
  adminSecurityEvents: needs('admin.security.view', AD),
  adminStaffActions: needs('admin.staffActions.view', AD),
  staffDashboard: needs('staff.contracts.view', CO, SU),
  staffContracts: needs('staff.contracts.view', CO, SU),
  staffContract: needs('staff.contracts.view', CO, SU),
  staffPostMessage: needs('staff.messages.post', CO, SU),
  staffConversations: needs('staff.contracts.view', CO, SU),
  staffConversation: needs('staff.contracts.view', CO, SU),
  staffConversationMessages: needs('staff.contracts.view', CO, SU),
  staffMarkConversationRead: needs('staff.contracts.view', CO, SU),
  staffJobs: needs('staff.jobs.view', CO, SU),
  staffJob: needs('staff.jobs.view', CO, SU),
  staffJobProposals: needs('staff.jobs.view', CO, SU),
  staffClients: needs('staff.jobs.manage', CO, SU),
  staffCreateJob: needs('staff.jobs.manage', CO, SU),
  staffJobForm: needs('staff.jobs.manage', CO, SU),
  staffUpdateJob: needs('staff.jobs.manage', CO, SU),
  // Support may be granted it on /roles; by default only the Coordinator holds it.
  staffApprovePayment: needs('staff.payments.approve', CO),
  staffRequestPaymentChanges: needs('staff.payments.approve', CO),
  staffEndContract: needs('staff.contracts.end', CO),
  staffPaymentRequests: needs('staff.contracts.view', CO, SU),
  staffTransactions: needs('staff.contracts.view', CO, SU),
  staffTransactionsCsv: needs('staff.contracts.view', CO, SU),
  staffTransaction: needs('staff.contracts.view', CO, SU),
  staffPaymentSchedule: needs('staff.contracts.view', CO, SU),
  staffProposal: needs('staff.jobs.view', CO, SU),
  staffMakeOffer: needs('staff.hiring.manage', CO),
  staffSendInvitation: needs('staff.hiring.manage', CO),
  staffJobInvitations: needs('staff.jobs.view', CO, SU),
  staffWithdrawInvitation: needs('staff.hiring.manage', CO),
  staffInterviews: needs('staff.jobs.view', CO, SU),
  staffInterview: needs('staff.jobs.view', CO, SU),
  // Support may be granted it on /roles; by default only the Coordinator holds it.
  staffScheduleInterview: needs('staff.interviews.manage', CO),
  staffRescheduleInterview: needs('staff.interviews.manage', CO),
  staffCancelInterview: needs('staff.interviews.manage', CO),
  staffAnalytics: needs('staff.contracts.view', CO, SU),
  staffAnalyticsClients: needs('staff.contracts.view', CO, SU),
  roles: needs('roles.view', AD),
  roleChanges: needs('roles.view', AD),
  rolePermissions: needs('roles.view', AD),
  replaceRolePermissions: needs('roles.manage', AD),
  platforms: anyone,
  adminPlatforms: needs('admin.platforms.manage', AD),
  updatePlatform: needs('admin.platforms.manage', AD),
  reorderPlatforms: needs('admin.platforms.manage', AD),
  createSkill: needs('admin.platforms.manage', AD),
  updateSkill: needs('admin.platforms.manage', AD),
  platformChanges: needs('admin.platforms.manage', AD),
  openapi: anyone,
};

/** The roles the table's `access` lets make a call (the ceiling), a visitor aside. */
export function rolesWithin(name: EndpointName): readonly Role[] {
  const access = endpoints[name].access as 'public' | 'signedIn' | readonly Role[];
  return access === 'public' || access === 'signedIn' ? roles : access;
}

/** The calls that need a permission. */
export function endpointsNeeding(permission: PermissionName): EndpointName[] {
  return (Object.keys(endpointPermissions) as EndpointName[]).filter(
    (name) => endpointPermissions[name].permission === permission,
  );
}

/** A permission may be granted to a role when at least one of its calls serves that role (its `access`). */
export function isGrantable(permission: PermissionName, role: Role): boolean {
  return endpointsNeeding(permission).some((name) => rolesWithin(name).includes(role));
}

/** The permissions a role may hold. */
export function grantablePermissions(role: Role): PermissionName[] {
  return permissionNames.filter((permission) => isGrantable(permission, role));
}

/**
 * The grants a role starts with, and a permission added to the catalogue gets on migrate: every
 * grantable one, so that the permissions change nothing until an admin revokes one, except the
 * few a role must be granted by an admin (`notGrantedByDefault`).
 */
export function defaultGrants(role: Role): PermissionName[] {
  const withheld = notGrantedByDefault[role] ?? [];
  return grantablePermissions(role).filter((permission) => !withheld.includes(permission));
}
