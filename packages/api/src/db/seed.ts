// Demo data for development: `pnpm seed` seeds the configured database; `npm start` in development
// seeds after migrating. Running it again changes nothing.
import { createHash } from 'node:crypto';
import { roleNames, securityQuestionOptions, type Role } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { hashSecret, normaliseAnswer } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import { sampleFreelancers, type SampleFreelancer } from './data/sampleFreelancers.ts';
import { migrateToLatest, openDatabase } from './database.ts';

/**
 * The one password of every demo account. It satisfies all three password rules of spec document 1
 * (sign-up, the modal variant, change password), so it works in every form.
 */
export const DEMO_PASSWORD = 'Demo@2026';
/** The demo accounts' security answer (the question is the first of the list). */
export const DEMO_SECURITY_ANSWER = 'demo';
const DEMO_DOMAIN = 'demo.cloudexperts.dev';
/** The demo Project Manager's company: clients are shown by it. */
export const DEMO_COMPANY = 'Demo Cloud Co.';
const SAMPLE_DOMAIN = 'sample.cloudexperts.dev';

export interface DemoAccount {
  email: string;
  role: Role;
  password: string;
}

const demoMailbox: Record<Role, string> = {
  freelancer: 'freelancer',
  project_manager: 'manager',
  admin: 'admin',
  coordinator: 'coordinator',
  support: 'support',
};

/** One confirmed account per role, to print under the URLs of `npm start`. */
export const demoAccounts: readonly DemoAccount[] = (Object.keys(demoMailbox) as Role[]).map((role) => ({
  email: `${demoMailbox[role]}@${DEMO_DOMAIN}`,
  role,
  password: DEMO_PASSWORD,
}));

/** The printed list of demo accounts, one line each. */
export function describeDemoAccounts(): string[] {
  return [
    `  Demo accounts (password ${DEMO_PASSWORD}, security answer "${DEMO_SECURITY_ANSWER}")`,
    ...demoAccounts.map((account) => `    ${roleNames[account.role].padEnd(16)} ${account.email}`),
  ];
}

/** A stable UUID per seeded record, so a second run finds what the first one wrote. */
export function seedUuid(key: string): string {
  const hex = createHash('sha256').update(`cloudexperts-seed:${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const mailPart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export const sampleEmail = (sample: Pick<SampleFreelancer, 'firstName' | 'lastName'>) =>
  `${mailPart(sample.firstName)}.${mailPart(sample.lastName)}@${SAMPLE_DOMAIN}`;

/** The demo freelancer's own approved profile. */
const demoFreelancerProfile: SampleFreelancer = {
  firstName: 'Demo',
  lastName: 'Freelancer',
  country: 'United States',
  city: 'New York',
  title: 'AWS Solutions Architect',
  about:
    'I am the demo cloud expert of this marketplace: an AWS architect who builds serverless backends and landing zones. Sign in as me to see what a Freelancer sees.',
  platform: 'Amazon',
  skills: ['AWS Lambda', 'Amazon S3', 'AWS IAM', 'Terraform'],
  rate: 75,
  rating: 4.7,
  reviews: 12,
  availability: '20 to 30 hours',
  experience: '5-10 years',
};

/** Open jobs of the demo Project Manager. */
const demoJobs = [
  {
    key: 'aws-migration',
    title: 'Migrate a Rails monolith to AWS ECS with Terraform',
    description:
      'Our Rails monolith runs on two hand-built EC2 machines. We want it on ECS Fargate behind an ALB, ' +
      'with Terraform for every resource, blue/green deploys from GitHub Actions and a written runbook.',
    platform: 'Amazon',
    skills: ['Amazon EC2', 'Terraform', 'AWS CloudFormation', 'GitHub Actions'],
    payType: 'hourly',
    budgetCents: 9_500,
  },
  {
    key: 'azure-review',
    title: 'Review our Azure landing zone before a SOC 2 audit',
    description:
      'A fixed-scope review of our Azure landing zone: management groups, policies, networking and ' +
      'identity, with a prioritised list of findings and the fixes an auditor will ask for.',
    platform: 'Microsoft',
    skills: ['Azure Active Directory', 'Azure DevOps', 'Terraform'],
    payType: 'fixed',
    budgetCents: 480_000,
  },
  {
    key: 'salesforce-admin',
    title: 'Salesforce Service Cloud administrator for a six-month contract',
    description:
      'We need an experienced Service Cloud administrator for six months: case routing, Omni-Channel, ' +
      'entitlements and reports for a support team of forty, working with our in-house developer.',
    platform: 'Salesforce',
    skills: ['Service Cloud', 'Salesforce Flow', 'Apex'],
    payType: 'hourly',
    budgetCents: 7_000,
  },
] as const;

export interface SeedResult {
  users: number;
  profiles: number;
  securityQuestions: number;
  jobs: number;
}

/**
 * Demo accounts of every role (confirmed, password {@link DEMO_PASSWORD}, security question
 * answered {@link DEMO_SECURITY_ANSWER}), the demo freelancer's approved profile, the sample
 * experts (approved profiles, no usable password) and the demo manager's open jobs. Only what is
 * missing is written, in one transaction; the answer says how many rows each table gained.
 */
export async function seedDemoData(knex: Knex, options: { now?: Date } = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const demoEmails = demoAccounts.map((account) => account.email);

  // Hashing is slow on purpose: only for accounts and questions that are not there yet.
  const existingUsers = new Set(await knex('users').whereIn('email', demoEmails).pluck<string[]>('email'));
  const existingQuestions = new Set(
    await knex('security_questions as q')
      .join('users as u', 'u.id', 'q.user_id')
      .whereIn('u.email', demoEmails)
      .pluck<string[]>('u.email'),
  );
  const passwordHashes = new Map(
    await Promise.all(
      demoAccounts
        .filter((account) => !existingUsers.has(account.email))
        .map(async (account) => [account.email, await hashSecret(account.password)] as const),
    ),
  );
  const answerHashes = new Map(
    await Promise.all(
      demoEmails
        .filter((email) => !existingQuestions.has(email))
        .map(async (email) => [email, await hashSecret(normaliseAnswer(DEMO_SECURITY_ANSWER))] as const),
    ),
  );

  return knex.transaction(async (trx) => {
    const countryIds = new Map(
      (
        (await trx('countries')
          .select('id', 'name')
          .whereIn('name', [
            demoFreelancerProfile.country,
            ...sampleFreelancers.map((sample) => sample.country),
          ])) as Array<{
          id: number;
          name: string;
        }>
      ).map((row) => [row.name, row.id]),
    );
    const countryId = (name: string) => {
      const id = countryIds.get(name);
      if (id === undefined) throw new Error(`Seed data names an unknown country: ${name}`);
      return id;
    };
    const accountRow = (email: string, firstName: string, lastName: string, role: Role, country: string) => ({
      uuid: seedUuid(`user:${email}`),
      email,
      first_name: firstName,
      last_name: lastName,
      role,
      country_id: countryId(country),
      subscribe: false,
      terms_accepted_at: now,
      email_confirmed_at: now,
      created_at: now,
      updated_at: now,
    });

    const demoRows = demoAccounts
      .filter((account) => passwordHashes.has(account.email))
      .map((account) => ({
        ...accountRow(account.email, 'Demo', roleNames[account.role], account.role, demoFreelancerProfile.country),
        // The demo client goes by a company's name (/top-clients, /client-details, its jobs' pages).
        company_name: account.role === 'project_manager' ? DEMO_COMPANY : null,
        password_hash: passwordHashes.get(account.email),
      }));
    const sampleRows = sampleFreelancers.map((sample, index) => ({
      ...accountRow(sampleEmail(sample), sample.firstName, sample.lastName, 'freelancer', sample.country),
      password_hash: null,
      created_at: daysBefore(now, index + 1),
      updated_at: daysBefore(now, index + 1),
    }));
    const insertedUsers = (await trx('users')
      .insert([...demoRows, ...sampleRows])
      .onConflict('email')
      .ignore()
      .returning('id')) as unknown[];

    const idRows = (await trx('users')
      .select('id', 'email')
      .whereIn('email', [...demoEmails, ...sampleFreelancers.map(sampleEmail)])) as Array<{
      id: string | number;
      email: string;
    }>;
    const userIds = new Map(idRows.map((row) => [row.email, Number(row.id)]));
    const userId = (email: string) => {
      const id = userIds.get(email);
      if (id === undefined) throw new Error(`Seeded user ${email} is missing`);
      return id;
    };

    const demoFreelancerEmail = demoAccounts.find((account) => account.role === 'freelancer')?.email ?? '';
    const profiles = [
      profileRow(userId(demoFreelancerEmail), demoFreelancerEmail, demoFreelancerProfile, now),
      ...sampleFreelancers.map((sample, index) =>
        profileRow(userId(sampleEmail(sample)), sampleEmail(sample), sample, daysBefore(now, index + 1)),
      ),
    ];
    const insertedProfiles = (await trx('freelancer_profiles')
      .insert(profiles)
      .onConflict('user_id')
      .ignore()
      .returning('id')) as unknown[];

    const questions = [...answerHashes].map(([email, answerHash]) => ({
      uuid: seedUuid(`security-question:${email}`),
      user_id: userId(email),
      question: securityQuestionOptions[0],
      answer_hash: answerHash,
      created_at: now,
      updated_at: now,
    }));
    const insertedQuestions = questions.length
      ? ((await trx('security_questions')
          .insert(questions)
          .onConflict('user_id')
          .ignore()
          .returning('id')) as unknown[])
      : [];

    const managerEmail = demoAccounts.find((account) => account.role === 'project_manager')?.email ?? '';
    const insertedJobs = (await trx('jobs')
      .insert(
        demoJobs.map((job, index) => ({
          uuid: seedUuid(`job:${job.key}`),
          manager_id: userId(managerEmail),
          title: job.title,
          description: job.description,
          platform: job.platform,
          skills: [...job.skills],
          job_pay_type: job.payType,
          budget_cents: job.budgetCents,
          status: 'open',
          published_at: daysBefore(now, index),
          created_at: daysBefore(now, index),
          updated_at: daysBefore(now, index),
        })),
      )
      .onConflict('uuid')
      .ignore()
      .returning('id')) as unknown[];

    return {
      users: insertedUsers.length,
      profiles: insertedProfiles.length,
      securityQuestions: insertedQuestions.length,
      jobs: insertedJobs.length,
    };
  });
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * 86_400_000);
}

function profileRow(userId: number, email: string, sample: SampleFreelancer, createdAt: Date) {
  return {
    uuid: seedUuid(`profile:${email}`),
    user_id: userId,
    profile_type: 'individual',
    name_or_company: `${sample.firstName} ${sample.lastName}`,
    current_job_title: sample.title,
    about_me: sample.about,
    current_location_country: sample.country,
    current_location_city: sample.city,
    primary_platform: sample.platform,
    skills: [...sample.skills],
    hourly_rate_cents: sample.rate * 100,
    availability: sample.availability,
    development_experience: sample.experience,
    rating: sample.rating,
    reviews_count: sample.reviews,
    status: 'approved',
    created_at: createdAt,
    updated_at: createdAt,
  };
}

if (import.meta.main) {
  const config = loadConfig();
  if (config.env === 'production') {
    console.error('Refusing to seed demo accounts (with a published password) into a production database.');
    process.exit(1);
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.knex);
    const added = await seedDemoData(database.knex);
    console.log(
      [
        `Seeded ${database.location}: ${added.users} users, ${added.profiles} profiles, ` +
          `${added.securityQuestions} security questions and ${added.jobs} jobs added.`,
        ...describeDemoAccounts(),
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}
