import { keyedDigest, sha256 } from '../src/auth/randomTokens.ts';
import {
  ApiError,
  createApiClient,
  createMemorySessionStore,
  emptyApplicationForm,
  emptyJobForm,
  toCreateProfileRequest,
  type ApiClient,
  type ApplicationForm,
  type JobForm,
  type PermissionName,
  type Role,
  type UploadedFile,
} from '@cloudexperts/domain';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { hashSecret } from '../src/auth/passwords.ts';
import { openSession } from '../src/auth/sessions.ts';
import type { TestServer } from './helpers.ts';

/** A password every rule accepts (sign-up, modal and change-password rules). */
export const GOOD_PASSWORD = 'Cloud@2026x';

export interface TestUser {
  id: number;
  uuid: string;
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export interface UserOverrides {
  role?: Role;
  email?: string;
  password?: string | null;
  firstName?: string;
  lastName?: string;
  confirmed?: boolean;
  phoneNumber?: string;
}

/**
 * One argon2 hash per password for the whole run (each costs ~13 ms of CPU, and the suites create
 * users by the thousand): salted once, it still verifies, and signing in still runs argon2.
 */
const passwordHashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hashSecret(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
}

/** Inserts a user straight into the database (confirmed unless told otherwise). */
export async function createUser(
  server: Pick<TestServer, 'database'>,
  overrides: UserOverrides = {},
): Promise<TestUser> {
  const password = overrides.password === undefined ? GOOD_PASSWORD : overrides.password;
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const role = overrides.role ?? 'freelancer';
  const firstName = overrides.firstName ?? 'Test';
  const lastName = overrides.lastName ?? 'User';
  const [row] = await server.database
    .knex('users')
    .insert({
      email: email.toLowerCase(),
      first_name: firstName,
      last_name: lastName,
      password_hash: password === null ? null : await hashOnce(password),
      role,
      country_id: 231,
      subscribe: true,
      terms_accepted_at: new Date(),
      email_confirmed_at: overrides.confirmed === false ? null : new Date(),
      phone_number: overrides.phoneNumber ?? null,
    })
    .returning<Array<{ id: string | number; uuid: string }>>(['id', 'uuid']);
  if (!row) throw new Error('user insert returned nothing');
  return {
    id: Number(row.id),
    uuid: row.uuid,
    email: email.toLowerCase(),
    password: password ?? '',
    role,
    firstName,
    lastName,
  };
}

/** A live session for the user, without going through login (and its captcha). */
export async function tokenFor(
  server: TestServer,
  user: TestUser,
  options: { rememberMe?: boolean; deviceId?: string } = {},
) {
  const { token } = await openSession(server.database.knex, server.secrets.tokenSecret, {
    userId: user.id,
    userUuid: user.uuid,
    role: user.role,
    rememberMe: options.rememberMe ?? false,
    deviceId: options.deviceId,
  });
  return token;
}

/** The typed client against the test server, signed in when a token is given. */
export function clientFor(server: TestServer, token?: string): ApiClient {
  return createApiClient({ baseUrl: server.origin, session: createMemorySessionStore(token ?? null) });
}

/** A new user of the role with a live session, and the typed client signed in as them. */
export async function signedInAs(
  server: TestServer,
  role: Role = 'freelancer',
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(server, { role, ...overrides });
  const token = await tokenFor(server, user);
  return { user, token, api: clientFor(server, token) };
}

/**
 * Runs `run` while an admin has granted `permission` to `role` on /roles (their own call, once
 * the permission is shown grantable and not yet granted), then takes the grant back.
 */
export async function whileGranted<T>(
  server: TestServer,
  role: Role,
  permission: PermissionName,
  run: () => Promise<T>,
): Promise<T> {
  const admin = await signedInAs(server, 'admin');
  const detail = await admin.api.rolePermissions({ params: { id: role } });
  const held = detail.permissions.filter((each) => each.granted).map((each) => each.name);
  expect(detail.permissions.find((each) => each.name === permission)).toMatchObject({
    grantable: true,
    granted: false,
  });
  await admin.api.replaceRolePermissions({
    params: { id: role },
    body: { permissions: [...held, permission], version: detail.role.version },
  });
  try {
    return await run();
  } finally {
    await server.database.knex('role_permissions').where({ role, permission }).delete();
  }
}

/** Runs `run` with `permission` taken from `role` (straight in the database), then gives it back. */
export async function whileRevoked<T>(
  server: TestServer,
  role: Role,
  permission: PermissionName,
  run: () => Promise<T>,
): Promise<T> {
  await server.database.knex('role_permissions').where({ role, permission }).delete();
  try {
    return await run();
  } finally {
    await server.database.knex('role_permissions').insert({ role, permission });
  }
}

/** Answers the built-in captcha the way a person would: reads the question, adds the numbers. */
export async function solveCaptcha(server: TestServer): Promise<string> {
  const api = clientFor(server);
  const challenge = await api.captchaChallenge();
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const numbers = /What is (\w+) plus (\w+)\?/
    .exec(challenge.prompt)
    ?.slice(1)
    .map((part) => {
      const index = words.indexOf(part);
      return index >= 0 ? index : Number(part);
    });
  if (!numbers || numbers.length !== 2) throw new Error(`Unexpected captcha prompt: ${challenge.prompt}`);
  const solved = await api.captchaSolve({
    body: { challenge_id: challenge.challenge_id, answer: String((numbers[0] ?? 0) + (numbers[1] ?? 0)) },
  });
  return solved.captcha_token;
}

/**
 * How the server stores a code or link token: HMAC-SHA256 with its digest key, never a plain hash
 * (a leaked table must not let anyone try the code space offline).
 */
export function storedDigest(server: TestServer, value: string): string {
  const digest = keyedDigest(server.secrets.digestKey, value);
  if (digest === sha256(value)) throw new Error('the stored digest must be keyed');
  return digest;
}

/** The newest outbox message to an address or number. */
export async function lastMessageTo(server: TestServer, to: string) {
  const { messages } = await clientFor(server).devMailbox({ query: { to } });
  return messages[0];
}

/** Raw fetch with JSON, for cases the typed client would refuse to send (bad input). */
export async function rawCall(
  server: TestServer,
  method: string,
  path: string,
  options: {
    json?: unknown;
    token?: string;
    headers?: Record<string, string>;
    body?: string | URLSearchParams | FormData;
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${server.origin}/api/v1${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  // JSON answers parsed; anything else (the CSV export) kept as text only.
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: text && isJson ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    text,
  };
}

/** The ApiError a call fails with (the test fails if it succeeds or throws anything else). */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

/** The multipart body the app sends, for answers the typed client would not let through. */
export function form(fields: Record<string, string | boolean | number | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.append(key, String(value));
  return data;
}

/**
 * An application form every step of which validates, with the user's own files: what the wizard
 * sends when it is done (one education block, no other blocks).
 */
export function completeApplicationForm(files: {
  resume: UploadedFile;
  profile_picture: UploadedFile | null;
}): ApplicationForm {
  return {
    ...emptyApplicationForm(),
    ...files,
    name_or_company: 'Ada Lovelace',
    current_job_title: 'Cloud Architect',
    about_me: 'I design and run AWS landing zones for regulated companies, end to end.',
    current_location_country: 'United Kingdom',
    current_location_city: 'London',
    citizenship_country: 'United Kingdom',
    english_proficiency: 'Fluent',
    primary_platform: 'Amazon',
    skills: ['AWS Lambda', 'Terraform', 'Kubernetes'],
    hourly_rate: '85.50',
    availability: '30 to 40 hours',
    start_date: '2026-12-01',
    development_experience: '5-10 years',
    worked_as_expert: true,
    education: [
      { degree: 'BSc', school: 'UCL', field_of_study: 'Maths', start_year: '2008', end_year: '2011', description: '' },
    ],
  };
}

/** An upload row as `POST /uploads` leaves one (the file itself is not needed by these tests). */
export async function insertUpload(
  server: TestServer,
  user: TestUser,
  kind: 'photo' | 'resume',
): Promise<UploadedFile> {
  const [row] = await server.database
    .knex('uploads')
    .insert({
      user_id: user.id,
      kind,
      original_name: kind === 'resume' ? 'cv.pdf' : 'me.png',
      content_type: kind === 'resume' ? 'application/pdf' : 'image/png',
      size_bytes: 1234,
      storage_key: `test/${randomUUID()}`,
    })
    .returning<Array<{ id: string; original_name: string; size_bytes: string | number; content_type: string }>>([
      'id',
      'original_name',
      'size_bytes',
      'content_type',
    ]);
  if (!row) throw new Error('upload insert returned nothing');
  return { id: row.id, name: row.original_name, size: Number(row.size_bytes), type: row.content_type };
}

/** A complete application form with the user's own (inserted) resume and photo. */
export async function completeFormOf(server: TestServer, user: TestUser): Promise<ApplicationForm> {
  return completeApplicationForm({
    resume: await insertUpload(server, user, 'resume'),
    profile_picture: await insertUpload(server, user, 'photo'),
  });
}

/**
 * A freelancer who has submitted the application (`POST /profiles`), signed in with the token
 * that carries the profile; `changes` adjust the form first.
 */
export async function submittedApplicant(server: TestServer, changes: Partial<ApplicationForm> = {}) {
  const user = await createUser(server, { role: 'freelancer' });
  const api = clientFor(server, await tokenFor(server, user));
  const form = { ...(await completeFormOf(server, user)), ...changes };
  const created = await api.createProfile({ body: toCreateProfileRequest(form) });
  return { user, token: created.token, api: clientFor(server, created.token), profileUuid: created.profile_uuid };
}

/** A job form that passes every tab of the post-job wizard (expiring in 30 days). */
export function completeJobForm(changes: Partial<JobForm> = {}): JobForm {
  return {
    ...emptyJobForm(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)),
    title: 'Migrate our Kubernetes platform to AWS EKS',
    description:
      'We run twelve services on a self-managed Kubernetes cluster and want them on EKS with Terraform, ' +
      'GitOps deployments and a rollback plan.',
    platform: 'Amazon',
    skills: ['Kubernetes', 'Terraform'],
    job_pay_type: 'hourly',
    budget: '85',
    ...changes,
  };
}

/**
 * A job written straight into the database (a posted one unless `status` says otherwise), for
 * tests of what reads jobs: the columns the wizard would store.
 */
export async function insertJob(
  server: Pick<TestServer, 'database'>,
  managerId: number,
  columns: {
    title?: string;
    status?: 'draft' | 'open' | 'closed';
    job_pay_type?: 'hourly' | 'fixed';
    skills?: string[];
    platform?: string;
    description?: string;
    budget_cents?: number;
    location?: string;
    published_at?: Date;
    expiration_date?: string | null;
  } = {},
): Promise<number> {
  const status = columns.status ?? 'open';
  const [row] = await server.database
    .knex('jobs')
    .insert({
      manager_id: managerId,
      title: columns.title ?? 'Review our AWS landing zone',
      status,
      description: columns.description ?? 'A two-week review of accounts, guardrails and networking before an audit.',
      platform: columns.platform ?? 'Amazon',
      skills: columns.skills ?? ['AWS Organizations'],
      job_pay_type: columns.job_pay_type ?? 'hourly',
      budget_cents: columns.budget_cents ?? 9_000,
      location: columns.location ?? 'Anywhere',
      expiration_date: columns.expiration_date ?? null,
      published_at: status === 'draft' ? null : (columns.published_at ?? new Date()),
    })
    .returning<Array<{ id: string | number }>>('id');
  return Number(row?.id);
}

/**
 * An interview's times moved to `from`..`to` ms from now, both read off one clock reading: the
 * database checks that the end is exactly the start plus the duration, and two readings a
 * millisecond apart broke it now and then.
 */
export function interviewTimesFromNow(from: number, to: number): { starts_at: Date; ends_at: Date } {
  const now = Date.now();
  return { starts_at: new Date(now + from), ends_at: new Date(now + to) };
}
