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
