import {
  interviewListLabels,
  interviewResultTitles,
  interviewScheduleLabels,
  localDateTime,
  staffArrangeInterviewLabels as arrangeLabels,
  staffInterviewLabels,
  staffProposalLabels,
} from '@cloudexperts/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiAt,
  apiLogin,
  approvedFreelancer,
  axeInBothThemes,
  createAccount,
  demoAccount,
  hourlyJobForm,
  randomLetters,
  signedInWithAxe,
} from './support.ts';

const ZONE = 'Asia/Kolkata';

/** A day `days` ahead at `time`, as Kolkata's calendar reads it (the form's default zone). */
function dayAhead(days: number, time: string) {
  const { date } = localDateTime(new Date(Date.now() + days * 86_400_000), ZONE);
  return { date, time };
}

/** Types a date and a time (the coordinator's browser is en-GB: day, month, year; 24 hours). */
async function typeWhen(dialog: Locator, page: Page, when: { date: string; time: string }) {
  const [year, month, day] = when.date.split('-');
  await dialog.getByRole('spinbutton', { name: /day/i }).first().click();
  await page.keyboard.type(`${day ?? ''}${month ?? ''}${year ?? ''}`);
  await dialog.getByRole('spinbutton', { name: /hour/i }).click();
  await page.keyboard.type(when.time.replace(':', ''));
}

/**
 * React Aria's live announcer keeps what the date field read out (its label, by id) for a few
 * seconds after the dialog that held the field has gone: axe would see a label pointing at nothing.
 */
async function announcementsCleared(page: Page) {
  await expect(page.locator('[aria-live] [aria-labelledby]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Issue 19's staff arranging a client's interviews against the running stack: a client of the
 * test's own has a freelancer's proposal on their open job; the demo Coordinator schedules an
 * interview on it for the client from the staff proposal page (the client's INTERVIEW_SCHEDULE on
 * their behalf), opens it on /experts-schedule, reschedules it and cancels it there. The
 * freelancer sees it scheduled from the client, then moved, then cancelled; the client reads it as
 * their own.
 */
test('a coordinator schedules a client’s interview, reschedules it and cancels it; the freelancer sees each', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const title = `Arranged landing zone ${word}`;
  const clientAccount = await createAccount(origin, {
    role: 'project_manager',
    label: 'arranged-client',
    firstName: `Xan${word}`,
  });
  const client = apiAt(origin, await apiLogin(origin, clientAccount));
  const expert = await approvedFreelancer(origin, 'arranged-freelancer', `Wren${word}`);
  const { job } = await client.createJob({
    body: { form: hourlyJobForm(title, word), current_tab: 5, status: 'open' },
  });
  const { proposal } = await apiAt(origin, expert.token).submitProposal({
    body: { job_id: job.id, cover_letter: 'I build landing zones.', bid: '80', screening_answers: [] },
  });

  const coordinatorContext = await browser.newContext({ baseURL: origin, timezoneId: ZONE, locale: 'en-GB' });
  const freelancerContext = await browser.newContext({ baseURL: origin, timezoneId: ZONE, locale: 'en-GB' });
  const page = await coordinatorContext.newPage();
  const freelancerPage = await freelancerContext.newPage();
  await signedInWithAxe(page, await apiLogin(origin, demoAccount('coordinator')));
  await signedInWithAxe(freelancerPage, expert.token);

  // Schedule from the staff proposal page: Google, a day ahead at 10:00 in Kolkata, an agenda.
  await page.goto(`/freelancer-proposal/${String(proposal.id)}`);
  const article = page.getByRole('article', { name: staffProposalLabels.titleOf(proposal.freelancer.display_name) });
  const section = article.getByRole('region', { name: interviewListLabels.interviewsOfProposal });
  await expect(section).toContainText(arrangeLabels.scheduleLead(clientAccount.fullName));
  await axeInBothThemes(page, 'the staff proposal page with Schedule an interview');
  await section.getByRole('button', { name: interviewListLabels.scheduleInterview }).click();
  const schedule = page.getByRole('dialog', { name: arrangeLabels.scheduleTitle });
  await expect(schedule).toContainText(arrangeLabels.lead(proposal.freelancer.display_name, clientAccount.fullName));
  await schedule.getByText('Google', { exact: true }).click();
  const first = dayAhead(30, '10:00');
  await typeWhen(schedule, page, first);
  const agenda = `Your ${word} landing zones, for ${clientAccount.fullName}.`;
  await schedule.getByRole('textbox', { name: interviewScheduleLabels.agenda }).fill(agenda);
  await axeInBothThemes(page, 'the schedule popup for the client');
  await schedule.getByRole('button', { name: interviewScheduleLabels.sendInvite }).click();
  const scheduled = page.getByRole('dialog', { name: new RegExp(interviewResultTitles.scheduled) });
  await expect(scheduled).toContainText(
    arrangeLabels.scheduledText(proposal.freelancer.display_name, clientAccount.fullName),
  );
  await scheduled.getByRole('button', { name: interviewScheduleLabels.close }).click();
  await expect(section).toContainText(arrangeLabels.openInterview);
  await expect(section.getByRole('button', { name: interviewListLabels.scheduleInterview })).toHaveCount(0);

  // The freelancer sees it scheduled, from the client, at the time chosen in Kolkata.
  await freelancerPage.goto(`/proposal-details/${String(proposal.id)}`);
  const card = freelancerPage.getByRole('listitem', { name: interviewListLabels.interviewFor(job.title) });
  await expect(card).toContainText(interviewListLabels.statuses.scheduled);
  await expect(card).toContainText(`${first.time}–`);
  await expect(card).toContainText(agenda);
  // The client reads it as their own.
  const own = await client.allInterviews({ query: { job_application_id: proposal.id, timezone: ZONE } });
  expect(own.records.map((record) => record.status)).toEqual(['scheduled']);

  // Reschedule from the staff interview page: a day later at 11:30, with the reason.
  await section.getByRole('link', { name: arrangeLabels.seeInterview }).click();
  await expect(page).toHaveURL(/\/experts-schedule\?interview=\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: staffInterviewLabels.heading(expert.name, clientAccount.fullName) }),
  ).toBeVisible();
  await expect(page.getByText(arrangeLabels.manageLead)).toBeVisible();
  await announcementsCleared(page);
  await axeInBothThemes(page, 'the staff interview page with Reschedule and Cancel');
  await page.getByRole('button', { name: interviewListLabels.reschedule }).click();
  const reschedule = page.getByRole('dialog', { name: arrangeLabels.rescheduleTitle });
  const second = dayAhead(31, '11:30');
  await typeWhen(reschedule, page, second);
  await reschedule.getByRole('textbox', { name: interviewScheduleLabels.reason }).fill('The client travels that day.');
  await reschedule.getByRole('button', { name: interviewScheduleLabels.reschedule }).click();
  const rescheduled = page.getByRole('dialog', { name: new RegExp(interviewResultTitles.rescheduled) });
  await expect(rescheduled).toContainText(arrangeLabels.rescheduledText(expert.name, clientAccount.fullName));
  await rescheduled.getByRole('button', { name: interviewScheduleLabels.close }).click();
  await expect(page.getByText(interviewListLabels.statuses.rescheduled)).toBeVisible();
  await expect(page.getByText(`${second.time}–`, { exact: false }).first()).toBeVisible();

  await freelancerPage.reload();
  await expect(card).toContainText(interviewListLabels.statuses.rescheduled);
  await expect(card).toContainText(`${second.time}–`);

  // Cancel: the client's confirmation (Keep it first), then the page reloads cancelled.
  await page.getByRole('button', { name: interviewListLabels.cancel }).click();
  const confirm = page.getByRole('alertdialog', { name: arrangeLabels.cancelTitle });
  await expect(confirm).toContainText(arrangeLabels.cancelText(expert.name, clientAccount.fullName));
  await expect(confirm.getByRole('button', { name: interviewListLabels.cancelKeep })).toBeFocused();
  await confirm.getByRole('button', { name: interviewListLabels.cancelConfirm }).click();
  await expect(page.getByText(interviewListLabels.statuses.cancelled, { exact: true })).toBeVisible();
  await expect(page.getByText(staffInterviewLabels.readOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: interviewListLabels.reschedule })).toHaveCount(0);
  await announcementsCleared(page);
  await axeInBothThemes(page, 'the staff view of a cancelled interview');

  await freelancerPage.reload();
  await expect(card).toContainText(interviewListLabels.statuses.cancelled);

  await coordinatorContext.close();
  await freelancerContext.close();
});
