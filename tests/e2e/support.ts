import { createRequire } from 'node:module';
import { demoAccounts } from '../../packages/api/src/db/seed.ts';
import {
  captchaLabels,
  cardSetupLabels,
  createApiClient,
  createMemorySessionStore,
  devMailboxResponseSchema,
  emptyApplicationForm,
  emptyJobForm,
  localIsoDate,
  publicSiteLabels,
  signUpLabels,
  storageKeys,
  toCreateProfileRequest,
  type ApiClient,
  type ApplicationForm,
  type JobForm,
  type OutboxMessage,
  type Role,
  type SignUpRole,
} from '@cloudexperts/domain';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { themeStorageKey, type ThemeName } from '@cloudexperts/ui/themes';
import type { AxeResults } from 'axe-core';

/** A fresh address per test, so tests never see each other's accounts or mail. */
export function newEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A password both sign-up forms and the change-password rule accept. */
export const PASSWORD = 'Cloud@2026x';

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * Answers the built-in captcha as a person would: reads the question ("What is 3 plus four?") from
 * the answer field's label, types the sum and checks it.
 */
export async function solveCaptcha(page: Page, { byKeyboard = false } = {}): Promise<void> {
  const field = page.getByLabel(/^What is \w+ plus \w+\?/);
  await expect(field).toBeVisible();
  const label = (await field.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
  const parts = /What is (\w+) plus (\w+)\?/.exec(label)?.slice(1) ?? [];
  const [a, b] = parts.map((part) => (numberWords.includes(part) ? numberWords.indexOf(part) : Number(part)));
  if (a === undefined || b === undefined || Number.isNaN(a) || Number.isNaN(b)) {
    throw new Error(`Unexpected captcha question: ${label}`);
  }
  if (byKeyboard) {
    await field.focus();
    await page.keyboard.type(String(a + b));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
  } else {
    await field.fill(String(a + b));
    await page.getByRole('button', { name: captchaLabels.check }).click();
  }
  await expect(page.getByText(captchaLabels.verified)).toBeVisible();
}

/**
 * Signs in through a login form as a person would: the email, the password, the captcha, then
 * "Log in"; in the login dialog when one is open, else in the page's main (the /login page).
 */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = (await page.getByRole('dialog').count()) > 0 ? page.getByRole('dialog') : page.getByRole('main');
  await form.getByRole('textbox', { name: signUpLabels.email, exact: true }).fill(email);
  await form.getByRole('textbox', { name: signUpLabels.password, exact: true }).fill(password);
  await solveCaptcha(page);
  await form.getByRole('button', { name: publicSiteLabels.header.login, exact: true }).click();
}

/** The outbox as the development mailbox API shows it, newest first, for one address or number. */
export async function messagesTo(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return devMailboxResponseSchema.parse(await response.json()).messages;
}

/** Waits for the newest message to `to` whose subject matches, and returns it. */
export async function waitForMessage(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await messagesTo(request, to)).find((message) => subject.test(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}

/** The domain's typed client against the running stack (the e2e server's origin). */
export function apiAt(baseURL: string, token: string | null = null): ApiClient {
  return createApiClient({ baseUrl: baseURL, session: createMemorySessionStore(token) });
}

/**
 * Saves a sandbox test card for a manager through the API (setup, the sandbox's confirm, save), so
 * a test that funds milestones starts with a card on file as a manager would have one.
 */
export async function addSandboxCard(api: ApiClient, number = '4242 4242 4242 4242'): Promise<void> {
  const { setup } = await api.startCardSetup();
  await api.confirmSandboxCard({
    body: { setup_id: setup.id, number, expiry: '12/40', cvc: '123', name: 'E2E Manager' },
  });
  await api.saveCard({ body: { setup_id: setup.id } });
}

/**
 * Types a card into /stripe-payment-setup's form by keyboard, as a person would: number, Tab,
 * expiry (12/40), Tab, CVC, Tab, name, Enter.
 */
export async function typeCard(page: Page, number: string, name = 'Card Setup Manager') {
  await page.getByRole('textbox', { name: cardSetupLabels.numberLabel }).focus();
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await page.keyboard.type('1240');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
}

/** Answers a captcha through the API, for setting up a test's starting point (never for the journey itself). */
export async function captchaToken(api: ApiClient): Promise<string> {
  const challenge = await api.captchaChallenge();
  const [a, b] = (/What is (\w+) plus (\w+)\?/.exec(challenge.prompt)?.slice(1) ?? []).map((part) =>
    numberWords.includes(part) ? numberWords.indexOf(part) : Number(part),
  );
  const solved = await api.captchaSolve({
    body: { challenge_id: challenge.challenge_id, answer: String((a ?? 0) + (b ?? 0)) },
  });
  return solved.captcha_token;
}

export interface Account {
  id: number;
  email: string;
  password: string;
  fullName: string;
}

/** The seed's demo account of the role, as `apiLogin` takes it. */
export function demoAccount(role: Role): Account {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return { ...account, id: 0, fullName: '' };
}

/** Signs up through the API and, unless told not to, confirms the email from the mailbox's link. */
export async function createAccount(
  baseURL: string,
  {
    role,
    label,
    confirm = true,
    firstName = 'Dana',
  }: { role: SignUpRole; label: string; confirm?: boolean; firstName?: string },
): Promise<Account> {
  const api = apiAt(baseURL);
  const email = newEmail(label);
  const first = firstName;
  const last = `Tester ${label}`;
  const { user } = await api.signUp({
    body: {
      first_name: first,
      last_name: last,
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      country: 'United States',
      role,
      termsCheckBox: true,
      subcribe: true,
    },
  });
  if (confirm) {
    const { messages } = await api.devMailbox({ query: { to: email } });
    const link = messages.find((message) => message.action_path?.startsWith('/login_page/'))?.action_path;
    if (!link) throw new Error(`No confirmation mail to ${email}`);
    await api.confirmEmail({ query: { confirmation_token: decodeURIComponent(link.split('/').pop() ?? '') } });
  }
  return { id: user.id, email, password: PASSWORD, fullName: `${first} ${last}` };
}

/** Logs in through the API: the token a second browser or device would hold. */
export async function apiLogin(baseURL: string, account: Account): Promise<string> {
  const api = apiAt(baseURL);
  const answer = await api.login({
    body: { email: account.email, password: account.password, captcha_token: await captchaToken(api) },
  });
  return answer.token;
}

/** axe-core's browser build, for an init script (the app's CSP refuses inline scripts). */
export const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe's WCAG 2.2 AA and best-practice rules on the page as it is now (axe is injected by an init
 * script, or added here), each violation by rule, impact and targets; or only the `rules` named.
 */
export async function axeViolations(page: Page, rules?: readonly string[]) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  // axe measures contrast on what is drawn: not while a dialog is still fading in (CI once saw a
  // colour-contrast violation measured mid-animation).
  await animationsEnded(page);
  const runOnly = rules
    ? { type: 'rule', values: rules }
    : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] };
  const results = await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        // Only the violations' nodes get selectors: the passes' were a quarter of axe's time on a big page.
        { runOnly: only, resultTypes: ['violations'] },
      ),
    runOnly,
  );
  expect(results.passes.length).toBeGreaterThan(rules ? 0 : 20);
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The axe rules whose outcome depends on colours: all that a theme changes (the DOM is the same). */
export const themeRules = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Waits until no animation that ends is running (a transition, a dialog's fade; a spinner never
 * ends). It polls the running ones instead of awaiting their `finished` promises: a test once hung
 * on those until its timeout, on a loaded machine (the PM's /settings after the switch to dark).
 * After 10 s it fails, naming what still runs.
 */
export async function animationsEnded(page: Page): Promise<void> {
  // In the page: with `describe`, what still runs; without, whether nothing does.
  const running = (describe: boolean) => {
    const left = document
      .getAnimations()
      .filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    if (!describe) return left.length === 0;
    return left.map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = 'animationName' in animation ? String(animation.animationName) : animation.constructor.name;
      return `${name} on ${target ? `${target.tagName.toLowerCase()}.${target.className}` : 'nothing'} at ${String(animation.currentTime)} ms`;
    });
  };
  try {
    await page.waitForFunction(running, false, { timeout: 10_000 });
  } catch (error) {
    const left = await page.evaluate(running, true);
    throw new Error(`Animations still running after 10 s: ${Array.isArray(left) ? left.join('; ') : ''}`, {
      cause: error,
    });
  }
}

/**
 * Shows the page in `theme` as the app follows a theme chosen in another tab (the stored choice and
 * its `storage` event), once every colour transition has finished; checks that it took.
 */
export async function showTheme(page: Page, theme: ThemeName, what: string): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    },
    [themeStorageKey, theme] as const,
  );
  await animationsEnded(page);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
  expect((r + g + b) / 3 < 128 ? 'dark' : 'light', `${what}: the ${theme} theme applied (${background})`).toBe(theme);
}

/**
 * axe on what the page shows now (an open popup included): every rule in the light theme, then
 * the colour rules in the dark one (the same DOM). The page stays dark: the next call switches it
 * back first, and no test depends on the theme it goes on in (a switch back cost ~0.2 s a call).
 */
export async function axeInBothThemes(page: Page, what: string): Promise<void> {
  await showTheme(page, 'light', what);
  expect(await axeViolations(page), `${what}, light`).toEqual([]);
  await showTheme(page, 'dark', what);
  expect(await axeViolations(page, themeRules), `${what}, dark`).toEqual([]);
}

/** Every document the page or context loads starts in the light theme, whichever was shown last. */
export async function loadsLight(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(([key, value]) => localStorage.setItem(key, value), [themeStorageKey, 'light'] as const);
}

/**
 * The page signed in with `token` from its first load (the token stored as the app stores it, once,
 * so signing out stays signed out), with axe injected on every load. Init scripts, not script
 * tags: the app's Content Security Policy refuses inline scripts.
 */
export async function signedInWithAxe(page: Page, token: string): Promise<void> {
  await page.addInitScript({ path: axeScript });
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [storageKeys.accessToken, token] as const,
  );
}

/**
 * Presses `key` until `target` has the keyboard's focus: the element itself, or the option a
 * combobox's input points at with `aria-activedescendant` (its list keeps focus in the input).
 * Fails after `limit` presses, naming what could not be reached: a control a person cannot reach
 * in 20 presses (focus lost, or wrapped round the page) is a finding, not something to wait out.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', limit = 20 }: { key?: string; limit?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= limit; presses += 1) {
    const focused = await target.evaluate((element) => {
      const active = document.activeElement;
      return element === active || (element.id !== '' && active?.getAttribute('aria-activedescendant') === element.id);
    });
    if (focused) return;
    if (presses < limit) await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} was not reached with ${String(limit)} presses of ${key}`);
}

/** Presses Tab (or Shift+Tab, `backwards`) until `target` has focus. */
export function tabTo(page: Page, target: Locator, { backwards = false, limit = 20 } = {}): Promise<void> {
  return pressUntilFocused(page, target, { key: backwards ? 'Shift+Tab' : 'Tab', limit });
}

/** A 1x1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A one-page PDF with a line of text (the offline extractor reads 'AWS Terraform'). */
export const pdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
    '4 0 obj<</Length 44>>stream',
    'BT /F1 12 Tf 20 100 Td (AWS Terraform) Tj ET',
    'endstream endobj',
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);

/** Eight random lowercase letters: a word no other test's data holds (searches find only this run's). */
export const randomLetters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A complete hourly job ($85/hr, Terraform on Amazon, open 30 days), ready to post; `word` makes it findable. */
export function hourlyJobForm(title: string, word: string, overrides: Partial<JobForm> = {}): JobForm {
  return {
    ...emptyJobForm(localIsoDate(new Date(Date.now() + 30 * 86_400_000))),
    title,
    description: `We run twelve services on a self-managed ${word} cluster and want them on EKS with Terraform.`,
    platform: 'Amazon',
    skills: ['Terraform'],
    job_pay_type: 'hourly',
    budget: '85',
    ...overrides,
  };
}

/**
 * The account applies through the API (a resume uploaded, the wizard's form sent as `POST /profiles`):
 * a freelancer whose application waits for review. `changes` adjust the form.
 */
export async function applyThroughApi(origin: string, account: Account, changes: Partial<ApplicationForm> = {}) {
  const api = apiAt(origin, await apiLogin(origin, account));
  const { upload } = await api.uploadFile({
    query: { kind: 'resume' },
    body: { file: new File([pdf], 'resume.pdf', { type: 'application/pdf' }) },
  });
  const form: ApplicationForm = {
    ...emptyApplicationForm(),
    resume: upload,
    name_or_company: account.fullName,
    current_job_title: 'Observability Engineer',
    about_me: 'I build alerting and tracing on AWS for payment companies, from metrics to on-call.',
    current_location_country: 'United States',
    current_location_city: 'Denver',
    citizenship_country: 'United States',
    english_proficiency: 'Fluent',
    primary_platform: 'Amazon',
    skills: ['Terraform', 'Amazon RDS', 'AWS Lambda'],
    hourly_rate: '88',
    availability: '30 to 40 hours',
    start_date: '2026-12-01',
    development_experience: '5-10 years',
    worked_as_expert: true,
    ...changes,
  };
  // The wizard saves the draft as it goes, so a revision after a rejection reopens these answers.
  await api.saveApplication({ body: { current_step: 6, form } });
  return api.createProfile({ body: toCreateProfileRequest(form) });
}

/**
 * A freelancer of the test's own: signed up, applied (through the API) and approved by the demo
 * admin. For a test whose checks the demo freelancer's shared state (balances, counts) would race.
 */
export async function approvedFreelancer(
  origin: string,
  label: string,
  firstName = 'Noor',
  application: Partial<ApplicationForm> = {},
) {
  const account = await createAccount(origin, { role: 'freelancer', label, firstName });
  const created = await applyThroughApi(origin, account, application);
  const admin = apiAt(origin, await apiLogin(origin, demoAccount('admin')));
  await admin.approveFreelancerByPost({ params: { id: created.profile_uuid } });
  return { token: created.token, profileUuid: created.profile_uuid, name: account.fullName };
}

/**
 * A started contract made through the API, as the site would make it: a new client, a newly
 * approved freelancer of its own (balances can be checked to the cent), the client's open job
 * (`job`: the form's changes; hourly by default), the freelancer's proposal, the client's offer
 * and its acceptance. The offer's id is the contract's.
 */
export async function acceptedOffer(
  origin: string,
  {
    label,
    clientFirstName,
    title,
    word,
    job: form = {},
    coverLetter,
    amount,
    application,
  }: {
    /** Names the accounts: the client `label`, the freelancer `label-freelancer`. */
    label: string;
    clientFirstName?: string;
    title: string;
    word: string;
    job?: Partial<JobForm>;
    coverLetter: string;
    /** The bid and the offer, in dollars. */
    amount: string;
    /** The freelancer's application's answers (approved as they are). */
    application?: Partial<ApplicationForm>;
  },
) {
  const managerAccount = await createAccount(origin, {
    role: 'project_manager',
    label,
    ...(clientFirstName ? { firstName: clientFirstName } : {}),
  });
  const managerToken = await apiLogin(origin, managerAccount);
  const manager = apiAt(origin, managerToken);
  const expert = await approvedFreelancer(origin, `${label}-freelancer`, 'Noor', application);
  const freelancer = apiAt(origin, expert.token);
  const { job } = await manager.createJob({
    body: { form: hourlyJobForm(title, word, form), current_tab: 5, status: 'open' },
  });
  const { proposal } = await freelancer.submitProposal({
    body: { job_id: job.id, cover_letter: coverLetter, bid: amount, screening_answers: [] },
  });
  const { offer } = await manager.makeOffer({
    body: { job_application_id: proposal.id, amount, message: 'Welcome aboard.' },
  });
  await freelancer.answerOffer({
    params: { id: offer.id },
    body: { status: 'Accepted', message: 'Starting today.', agree: true },
  });
  return { managerAccount, managerToken, manager, expert, freelancer, job, proposal, offer };
}

/**
 * Money on a started contract through the API, as the site would move it: the client saves a
 * sandbox card, adds a fixed milestone of `amount` dollars (due 2027-06-30) and funds it; the
 * freelancer asks for all of it with `message`. Staff, admin and money tests answer it.
 */
export async function fundedAndRequested(
  manager: ApiClient,
  freelancer: ApiClient,
  contractId: number,
  { description, amount, message }: { description: string; amount: string; message: string },
) {
  await addSandboxCard(manager);
  const { milestone } = await manager.createMilestone({
    params: { id: contractId },
    body: { description, deposite_amount: amount, due_date: '2027-06-30' },
  });
  await manager.fundMilestone({ params: { id: milestone.id } });
  const { payment_request: request } = await freelancer.requestPayment({
    body: { contract_id: contractId, milestone_id: milestone.id, amount_requested: amount, request_message: message },
  });
  return { milestone, request };
}
