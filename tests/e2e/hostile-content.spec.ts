import {
  adminFreelancerPath,
  adminJobPath,
  contractPaths,
  messagePaths,
  proposalDetailsPath,
} from '@cloudexperts/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptedOffer, apiLogin, demoAccount, randomLetters, signedInWithAxe } from './support.ts';

/**
 * Issue 20: stored content is text everywhere. Script and markup are planted through the API in
 * every free-text field two parties write (names, the job's title and description, the cover
 * letter, messages, a milestone and a payment request), then each page that shows them is opened
 * as the client, the freelancer, the public, a coordinator and the admin (and the freelancer's
 * application's headline and About Me): the markup shows as the
 * characters typed, nothing of it runs (no handler fires, no element is made from it) and the
 * page reports no Content Security Policy violation (an injected inline script or handler would be
 * refused and reported).
 */

/** Markup that runs if anything renders it as HTML: each vector sets `window.__planted`. */
const planted = (where: string) =>
  `${where} <img src=x onerror="window.__planted='${where}'"><script>window.__planted='${where}'</script>` +
  `<svg onload="window.__planted='${where}'"></svg><a href="javascript:window.__planted='${where}'">open</a>`;
/** One vector, short enough for a name (100 characters) or a title (120). */
const plantedShort = (where: string) => `<img src=x onerror="window.__planted='${where}'">`;
const plantedName = plantedShort('name');

/** A page whose CSP violations and planted handlers are watched from its first script. */
async function watchedPage(browser: Browser, token: string | null): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  await page.addInitScript(() => {
    window.addEventListener('securitypolicyviolation', (event) => {
      console.error(`[csp] ${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('[csp] ') || (message.type() === 'error' && /Content Security Policy/i.test(text))) {
      violations.push(text);
    }
  });
  page.on('dialog', (dialog) => {
    violations.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  if (token) await signedInWithAxe(page, token);
  return { page, violations };
}

/** Opens `path`, waits for `text` (the planted field, shown), and checks nothing of it ran. */
async function showsAsText(watched: { page: Page; violations: string[] }, path: string, text: string) {
  const { page, violations } = watched;
  await page.goto(path);
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  // Let a late image error or handler have its chance.
  await page.waitForTimeout(200);
  const made = await page.evaluate(() => ({
    planted: (window as { __planted?: string }).__planted ?? null,
    images: document.querySelectorAll('img[src="x"]').length,
    svgHandlers: document.querySelectorAll('svg[onload]').length,
    scriptLinks: document.querySelectorAll('a[href^="javascript:"]').length,
    scripts: [...document.scripts].filter((script) => script.textContent.includes('__planted')).length,
  }));
  expect({ path, ...made, violations }).toEqual({
    path,
    planted: null,
    images: 0,
    svgHandlers: 0,
    scriptLinks: 0,
    scripts: 0,
    violations: [],
  });
}

test('script and markup planted in every free-text field show as text and never run', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const title = `Hostile ${word} title ${plantedShort('title')}`;
  const made = await acceptedOffer(origin, {
    label: 'hostile',
    clientFirstName: plantedName,
    title,
    word,
    job: { job_pay_type: 'fixed', budget: '500', description: `Hostile ${word} ${planted('description')}` },
    coverLetter: `Hostile ${word} ${planted('cover')}`,
    amount: '500',
    application: {
      current_job_title: `Hostile ${word} ${plantedShort('headline')}`,
      about_me: `Hostile ${word} about ${planted('about')}`,
    },
  });
  const contractId = made.offer.id;
  const { conversation } = await made.manager.openConversation({
    body: { job_id: made.job.id, freelancer_uuid: made.expert.profileUuid },
  });
  await made.freelancer.sendMessage({
    params: { id: conversation.id },
    body: { body: `Hostile ${word} ${planted('message')}` },
  });
  await made.manager.createMilestone({
    params: { id: contractId },
    body: {
      description: `Hostile ${word} ${planted('milestone')}`.slice(0, 1000),
      deposite_amount: '100.00',
      due_date: '2027-06-01',
    },
  });

  const contractPath = contractPaths.details.replace(':id', String(contractId));
  const client = await watchedPage(browser, made.managerToken);
  await showsAsText(client, `/job/${String(made.job.id)}/review`, `Hostile ${word}`);
  await showsAsText(client, messagePaths.conversation(conversation.id), `Hostile ${word} message`);
  await showsAsText(client, contractPath, `Hostile ${word} milestone`);
  await showsAsText(client, `/user-profile/${made.expert.profileUuid}`, `Hostile ${word} about`);

  const freelancer = await watchedPage(browser, made.expert.token);
  await showsAsText(freelancer, `/job-details/${String(made.job.id)}`, `Hostile ${word} description`);
  await showsAsText(freelancer, proposalDetailsPath(made.proposal.id), `Hostile ${word} cover`);
  await showsAsText(freelancer, messagePaths.conversation(conversation.id), plantedName);
  await showsAsText(freelancer, contractPath, `Hostile ${word} milestone`);

  const visitor = await watchedPage(browser, null);
  await showsAsText(visitor, `/job-details/${String(made.job.id)}/true`, `Hostile ${word} description`);

  const coordinator = await watchedPage(browser, await apiLogin(origin, demoAccount('coordinator')));
  await showsAsText(coordinator, contractPath, `Hostile ${word} milestone`);
  await showsAsText(coordinator, `/job/${String(made.job.id)}/details`, `Hostile ${word} description`);

  const admin = await watchedPage(browser, await apiLogin(origin, demoAccount('admin')));
  await showsAsText(admin, adminJobPath(made.job.id), `Hostile ${word} description`);
  await showsAsText(admin, adminFreelancerPath(made.expert.profileUuid), `Hostile ${word} <img`);
});
