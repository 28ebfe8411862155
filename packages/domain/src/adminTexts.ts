/**
 * What the admin's calls answer and mail (ours where the spec shows no wording: it names
 * GET /admins/approve_freelancer/{id} and the Admin's "approves freelancers").
 */
export const adminServerMessages = {
  freelancerNotFound: 'Freelancer not found.',
  approved: 'Freelancer approved.',
  alreadyApproved: 'This freelancer is already approved.',
  notSubmitted: 'This freelancer has not submitted an application yet.',
  accountInactive: 'This account is banned or deactivated.',
  userNotFound: 'User not found.',
  banned: 'The user is banned and signed out everywhere.',
  unbanned: 'The user is no longer banned.',
  deactivated: 'The user is deactivated and signed out everywhere.',
  alreadyBanned: 'This user is already banned.',
  notBanned: 'This user is not banned.',
  alreadyDeactivated: 'This user is already deactivated.',
  deactivatedFinal: 'A deactivated account cannot be banned or unbanned.',
  staffProtected: "An admin's account cannot be banned or deactivated.",
  accountApprovedRequired: 'Say whether the account is approved (true) or banned (false).',
  rejected: 'Application rejected. The freelancer has been told why.',
  alreadyRejected: 'This application is already rejected.',
  approvedCannotReject: 'This freelancer is already approved: their application cannot be rejected.',
  rejectReasonRequired: 'Choose a reason for the rejection.',
  rejectCommentRequired: 'Say why in the comment when the reason is Other.',
  rejectCommentTooLong: 'Enter at most 1,000 characters.',
  reactivated: 'The user is reactivated and can sign in again.',
  notDeactivated: 'This user is not deactivated.',
} as const;

/**
 * Why an admin rejects an application (issue 19; ours: the spec names approval only). 'Other'
 * needs a comment; the comment is optional otherwise and shown to the freelancer with the reason.
 */
export const applicationRejectReasons = [
  'Incomplete application',
  'Not enough experience on the platform',
  'Coding test not passed',
  'Interview not successful',
  'Other',
] as const;
export type ApplicationRejectReason = (typeof applicationRejectReasons)[number];

export const applicationRejectLimits = { commentMaxLength: 1_000 } as const;

/**
 * How often a rejected applicant may revise and resubmit (issue 19; ours, the spec is silent): a
 * limit of attempts, not a cool-down, so someone who only missed a link can fix it at once, while
 * the reviewers' queue cannot be flooded: after the last one the decision stands (a reviewer can
 * still be reached by replying to the mail).
 */
export const applicationRevisionLimits = { maxResubmissions: 2 } as const;

/**
 * What a rejected applicant may do next (issue 19): revise the application (the wizard reopens with
 * their answers) and submit it again, at most {@link applicationRevisionLimits}.maxResubmissions
 * times, or reply to the mail with questions.
 */
export const applicationRejectionNext = `You can revise your application and submit it again (up to ${applicationRevisionLimits.maxResubmissions} times). If you have questions, reply to the email we sent you.`;

/** What the revision calls answer (issue 19; ours). */
export const applicationRevisionMessages = {
  notRejected: 'Only a rejected application can be revised and submitted again.',
  limitReached: `This application has already been submitted again ${applicationRevisionLimits.maxResubmissions} times, the most we review. If something has changed, reply to the email we sent you.`,
  reopened: 'Your application is open again: change what you want, then submit it.',
} as const;

/** The mail a freelancer gets when their application is rejected. */
export const rejectionMail = {
  subject: 'Your expert application was not approved',
  /** `canRevise`: false once the resubmissions are used up (the rule is said instead). */
  body: (firstName: string, reason: string, comment: string | null, link: string, canRevise = true) =>
    [
      `Hello ${firstName},`,
      '',
      'Your application has been reviewed and was not approved this time.',
      '',
      `Reason: ${reason}`,
      ...(comment ? [`Comment: ${comment}`] : []),
      '',
      canRevise ? applicationRejectionNext : applicationRevisionMessages.limitReached,
      '',
      `Your application: ${link}`,
    ].join('\n'),
} as const;

/** The mails a user gets when an admin bans, unbans or deactivates their account. */
export const accountStatusMail = {
  banned: {
    subject: 'Your account has been suspended',
    body: (firstName: string) =>
      [
        `Hello ${firstName},`,
        '',
        'An administrator has suspended your account: you have been signed out and cannot sign in until it is restored.',
        '',
        'If you think this is a mistake, reply to this mail.',
      ].join('\n'),
  },
  unbanned: {
    subject: 'Your account has been restored',
    body: (firstName: string, link: string) =>
      [
        `Hello ${firstName},`,
        '',
        'An administrator has restored your account: you can sign in again.',
        '',
        `Sign in: ${link}`,
      ].join('\n'),
  },
  reactivated: {
    subject: 'Your account has been reactivated',
    body: (firstName: string, link: string) =>
      [
        `Hello ${firstName},`,
        '',
        'An administrator has reactivated your account: you can sign in again.',
        '',
        `Sign in: ${link}`,
      ].join('\n'),
  },
  deactivated: {
    subject: 'Your account has been deactivated',
    body: (firstName: string) =>
      [
        `Hello ${firstName},`,
        '',
        'An administrator has deactivated your account: you have been signed out and cannot sign in again.',
        '',
        'If you think this is a mistake, reply to this mail.',
      ].join('\n'),
  },
} as const;

/** The mail a freelancer gets when their profile is approved. */
export const approvalMail = {
  subject: 'Your expert profile is approved',
  body: (firstName: string, link: string) =>
    [
      `Hello ${firstName},`,
      '',
      'Your application has been reviewed and your expert profile is now approved: clients can find you, invite you and hire you, and you can send proposals.',
      '',
      `Find work: ${link}`,
    ].join('\n'),
} as const;
