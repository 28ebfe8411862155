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
