import { applicationLimits, serviceFee } from '@cloudexperts/domain';
import type { Knex } from 'knex';

/** Spec document 1, section 9: the service fee, as the documents state it. */
const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;
const newClientFee = percent(serviceFee.newClientRate);
const establishedFee = percent(serviceFee.establishedClientRate);
const freelancerShare = percent(1 - serviceFee.establishedClientRate);
const newClientShare = percent(1 - serviceFee.newClientRate);
const threshold = `$${(serviceFee.establishedAfterCents / 100).toLocaleString('en-US')}`;

const termsOfService = `# Terms of Service

Cloud Experts is a marketplace where companies and hiring managers ("clients") hire vetted freelance cloud experts ("experts") for Amazon Web Services, Microsoft Azure, Google Cloud, Oracle, Salesforce and AI & machine learning work. By creating an account you agree to these terms.

## Accounts
- Clients sign up as Project Managers; experts sign up as Freelancers. Admin, Coordinator and Support accounts belong to our staff.
- Give accurate details, confirm your email address, and keep your password and security question to yourself. You are responsible for what happens under your account.
- One person or company per account. We may suspend an account that breaks these terms.

## Vetting of experts
Experts apply with a professional profile and may be asked to take a skills test. We review each application within ${applicationLimits.reviewPromise} and tell you the result by email. Only approved profiles appear in public listings.

## Working together
- Clients post jobs; experts send proposals; both agree on the scope, rate and milestones in a contract on Cloud Experts.
- Keep communication and payment for work found here on Cloud Experts. This protects both sides if something goes wrong.
- Clients pay only if they are happy after the first week of a new engagement.

## Fees and payment
- Clients fund milestones in advance; the money is released to the expert when the milestone is approved.
- Experts pay a service fee on what they earn: ${newClientFee} on a contract with a new client, dropping to ${establishedFee} once your billing with that client exceeds ${threshold} (you then receive ${freelancerShare} instead of ${newClientShare}).
- Amounts are in US dollars. Taxes on your earnings are your responsibility.

## Disputes
If a client and an expert cannot agree on a milestone, either may ask our Support team to mediate. We look at the contract, the messages and the delivered work, and our decision on the funds held is final.

## Your content
You keep the rights to what you upload. You allow us to show your public profile (first name, last initial, title, skills, rate and reviews) to visitors so that clients can find you.

## Ending
You may close your account at any time once open contracts are settled. We may change these terms; we will email you before a change takes effect.

Questions: support@cloudexperts.example
`;

const privacyPolicy = `# Privacy Policy

This policy explains what Cloud Experts collects, why, and the choices you have.

## What we collect
- **Account details:** name, email address, country, phone number (if you verify one), role, and whether you agreed to our terms and to email updates.
- **Profile details (experts):** title, About Me, skills, platform, rate, availability, experience, education, certifications, portfolio, photo and resume.
- **Security details:** your password and security answer, stored only as one-way hashes; the devices you have verified; sign-in sessions.
- **Contact requests:** what you send through "Book a call" and "Tell us about your Projects".
- **Usage:** when you were last active, and technical logs kept for security.

## Why we use it
To run your account and your contracts, match clients with experts, pay experts, keep the marketplace safe (device checks, captcha, rate limits, fraud prevention), answer your requests, and send the emails and text messages you need. With your consent we also send product news; you can opt out at any time.

## What others see
Public listings and search engines see an expert's first name and last initial only, with title, skills, rate and reviews. Clients see more of an expert's profile once they are in touch about a job. We never sell personal data.

## Who processes it for us
Email and SMS delivery, payment providers, cloud hosting and, if you choose to use it, the AI writer that drafts your About Me. Each only gets what its task needs.

## How long we keep it
Account data for as long as your account is open, and afterwards only as long as the law requires (for example, payment records). Security logs are kept for a limited period.

## Your rights
You can see, correct, export or delete your data, and object to its use for marketing. Write to privacy@cloudexperts.example and we will answer within 30 days.
`;

const cookiePolicy = `# Cookie Policy

Cloud Experts uses your browser's storage only to make the site work. We do not use advertising or cross-site tracking cookies.

## What we store
| Item | Why | How long |
| --- | --- | --- |
| \`accessToken\` | Keeps you signed in | Until you log out, or the session expires |
| \`security_check_required\` | Remembers whether this device still needs its security check | Until the check is done |
| \`BreadCrumb\` | Remembers where you are in the staff portal | Until you log out |
| \`userData\` | Your saved sign-in email, only if you tick Remember Me | Until you untick it or clear your browser |

The captcha on the login and contact forms works without cookies.

## Your choices
You can clear this storage at any time in your browser settings; you will then need to sign in again. Blocking it entirely stops sign-in from working.

Questions: privacy@cloudexperts.example
`;

const codeOfConduct = `# Code of Conduct

Cloud Experts works because clients and experts can trust each other. Everyone on the marketplace, staff included, agrees to the following.

## Be honest
- Present your real identity, skills, certifications and experience. Do not copy another person's profile or work.
- Describe jobs accurately: scope, budget and timeline.
- Reviews must reflect real work on a real contract.

## Be professional
- Treat others with respect. Harassment, discrimination and threats are not tolerated.
- Reply within a reasonable time and tell the other side early if something changes.
- Deliver what the contract says, and approve milestones that meet it.

## Keep it on Cloud Experts
Agree contracts and payments here. Asking to be paid outside the marketplace, or to avoid the service fee, is not allowed.

## Protect data and systems
- Use client credentials and data only for the agreed work, with the least access needed, and hand access back when the work ends.
- Never share passwords or keys in messages; use your client's secret store.
- Report a suspected security incident to the client and to us at once.

## If something goes wrong
Report a breach of this code to support@cloudexperts.example. Our Support and Coordinator teams review every report; depending on what happened we may warn, suspend or remove an account.
`;

const templates = [
  { name: 'terms_of_service', title: 'Terms of Service', body: termsOfService },
  { name: 'privacy_policy', title: 'Privacy Policy', body: privacyPolicy },
  { name: 'cookie_policy', title: 'Cookie Policy', body: cookiePolicy },
  { name: 'code_of_conduct', title: 'Code of Conduct', body: codeOfConduct },
];

/** The published pages of GET /template_details (terms, privacy, cookies, conduct). */
export async function up(knex: Knex) {
  await knex('content_templates').insert(templates);
}

export async function down(knex: Knex) {
  await knex('content_templates')
    .whereIn(
      'name',
      templates.map((template) => template.name),
    )
    .delete();
}
