import {
  interviewFeedbackLabels,
  interviewListLabels,
  interviewResultTitles,
  interviewScheduleLabels,
  jobCandidatesLabels,
  joinInterviewLabels,
  localDateTime,
  rescheduleRequestLabels,
} from '@cloudexperts/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAt, apiLogin, createAccount, hourlyJobForm, randomLetters, signedInWithAxe } from './support.ts';

/**
 * Interviews across two time zones against the running stack (issue 16, spec document 2, sections
 * 2 to 9): a manager in Kolkata schedules an interview on the demo freelancer's proposal through
 * INTERVIEW_SCHEDULE; the freelancer, in New York, sees it in their own time with the zone named,
 * asks for another time; the manager reschedules; Join turns on 15 minutes before the start (the
 * freelancer's clock is Playwright's) and both open the meeting page, each seeing the other in the room; once it has started the manager
 * gives feedback and reads it back.
 */

/** The demo seed's approved freelancer (packages/api/src/db/seed.ts). */
const demoFreelancer = {
  id: 0,
  email: 'freelancer@demo.cloudexperts.dev',
  password: 'Demo@2026',
  fullName: 'Demo freelancer',
};

const MANAGER_ZONE = 'Asia/Kolkata';
const FREELANCER_ZONE = 'America/New_York';

/** A start a few minutes ahead, as Kolkata's clock reads it (whole minutes). */
function startIn(minutes: number) {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  return { at, ...localDateTime(at, MANAGER_ZONE) };
}

/**
 * The minute it is now, as Kolkata's clock reads it: a start "now" is not past (times are chosen to
 * the minute) and the interview has begun, so feedback needs no wait. Late in a minute, the next.
 */
async function startThisMinute(page: Page) {
  const seconds = new Date().getUTCSeconds();
  if (seconds >= 45) await page.waitForTimeout((61 - seconds) * 1_000);
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  return { at, ...localDateTime(at, MANAGER_ZONE) };
}

/** Types a date and a time (the manager's browser is en-GB: day, month, year; 24 hours). */
async function typeWhen(dialog: Locator, page: Page, date: string, time: string) {
  const [year, month, day] = date.split('-');
  await dialog.getByRole('spinbutton', { name: /day/i }).first().click();
  await page.keyboard.type(`${day ?? ''}${month ?? ''}${year ?? ''}`);
  await dialog.getByRole('spinbutton', { name: /hour/i }).click();
  await page.keyboard.type(time.replace(':', ''));
}

test('a manager in Kolkata schedules, the freelancer in New York asks for another time, the manager reschedules; Join opens 15 minutes before; feedback after the start', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();

  // Through the API: the manager's open job and the freelancer's proposal to it.
  const manager = await createAccount(origin, { role: 'project_manager', label: 'interviews-manager' });
  const managerToken = await apiLogin(origin, manager);
  const { job } = await apiAt(origin, managerToken).createJob({
    body: { form: hourlyJobForm(`Interview ${word} landing zone`, word), current_tab: 5, status: 'open' },
  });
  const freelancerToken = await apiLogin(origin, demoFreelancer);
  const freelancerApi = apiAt(origin, freelancerToken);
  const { proposal } = await freelancerApi.submitProposal({
    body: { job_id: job.id, cover_letter: `I built ${word} landing zones.`, bid: '90', screening_answers: [] },
  });

  const managerContext = await browser.newContext({ baseURL: origin, timezoneId: MANAGER_ZONE, locale: 'en-GB' });
  const freelancerContext = await browser.newContext({ baseURL: origin, timezoneId: FREELANCER_ZONE, locale: 'en-US' });
  const managerPage = await managerContext.newPage();
  const freelancerPage = await freelancerContext.newPage();
  await signedInWithAxe(managerPage, managerToken);
  await signedInWithAxe(freelancerPage, freelancerToken);

  // INTERVIEW_SCHEDULE from the proposal's card: Google, today or tomorrow in Kolkata, a preview, Send Invite.
  const first = startIn(30);
  await managerPage.goto(`/job/${String(job.id)}/review`);
  const card = managerPage
    .getByRole('list', { name: jobCandidatesLabels.listLabel.review })
    .getByRole('listitem', { name: proposal.freelancer.display_name });
  await card.getByRole('button', { name: interviewListLabels.scheduleInterview }).click();
  const schedule = managerPage.getByRole('dialog', { name: interviewScheduleLabels.scheduleTitle });
  await schedule.getByText('Google', { exact: true }).click();
  await typeWhen(schedule, managerPage, first.date, first.time);
  await expect(schedule.getByRole('combobox', { name: interviewScheduleLabels.timezone })).toHaveValue(MANAGER_ZONE);
  await schedule.getByRole('textbox', { name: interviewScheduleLabels.agenda }).fill(`Your ${word} landing zones.`);
  await schedule.getByRole('button', { name: interviewScheduleLabels.preview }).click();
  const preview = managerPage.getByRole('dialog', { name: interviewScheduleLabels.previewTitle });
  await preview.getByRole('button', { name: interviewScheduleLabels.sendInvite }).click();
  await expect(managerPage.getByRole('dialog', { name: new RegExp(interviewResultTitles.scheduled) })).toBeVisible();
  // The result popup closes by itself (4.99 s).
  await expect(managerPage.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });

  // The freelancer, in New York, reads it in their own time, the zone named, and the organiser's.
  const seen = (
    await freelancerApi.allInterviews({ query: { job_application_id: proposal.id, timezone: FREELANCER_ZONE } })
  ).records[0];
  if (!seen) throw new Error('no interview');
  await freelancerPage.goto(`/proposal-details/${String(proposal.id)}`);
  const interviewCard = freelancerPage.getByRole('listitem', { name: interviewListLabels.interviewFor(job.title) });
  await expect(interviewCard).toContainText(
    `${seen.local_time.time}–${seen.local_time.end_time} ${seen.local_time.zone_name} (${FREELANCER_ZONE})`,
  );
  await expect(interviewCard).toContainText(`${first.time}–`);
  await expect(interviewCard).toContainText(`(${MANAGER_ZONE})`);

  // RESCHEDULE_INTERVIEW_REQUEST.
  await interviewCard.getByRole('button', { name: interviewListLabels.askAnotherTime }).click();
  const ask = freelancerPage.getByRole('dialog', { name: rescheduleRequestLabels.title });
  await ask.getByRole('textbox', { name: rescheduleRequestLabels.reason }).fill('I am travelling then.');
  await ask.getByRole('button', { name: rescheduleRequestLabels.submit }).click();
  const sent = freelancerPage.getByRole('dialog', { name: new RegExp(rescheduleRequestLabels.sentTitle) });
  await sent.getByRole('button', { name: rescheduleRequestLabels.close }).click();
  await expect(interviewCard).toContainText(interviewListLabels.statuses.reschedule_requested);

  // The manager sees the request on the Interviews sub tab and reschedules to now.
  const second = await startThisMinute(managerPage);
  await managerPage.goto(`/job/${String(job.id)}/review?view=interviews`);
  const managed = managerPage.getByRole('listitem', {
    name: interviewListLabels.interviewWith(seen.candidate.name),
  });
  await expect(managed).toContainText('I am travelling then.');
  await managed.getByRole('button', { name: interviewListLabels.reschedule }).click();
  const reschedule = managerPage.getByRole('dialog', { name: interviewScheduleLabels.rescheduleTitle });
  await typeWhen(reschedule, managerPage, second.date, second.time);
  await reschedule.getByRole('textbox', { name: interviewScheduleLabels.reason }).fill('Sooner suits us both.');
  await reschedule.getByRole('button', { name: interviewScheduleLabels.reschedule }).click();
  await expect(managerPage.getByRole('dialog', { name: new RegExp(interviewResultTitles.rescheduled) })).toBeVisible();

  // Join: the freelancer's clock 16 minutes before the start (off), then past the 15 (on within 30 s).
  await freelancerPage.clock.install({ time: new Date(second.at.getTime() - 16 * 60_000) });
  await freelancerPage.goto(`/proposal-details/${String(proposal.id)}`);
  await interviewCard.getByRole('button', { name: interviewListLabels.join }).click();
  const joinPopup = freelancerPage.getByRole('dialog', { name: joinInterviewLabels.title });
  const join = joinPopup.getByRole('button', { name: joinInterviewLabels.join });
  await expect(join).toBeDisabled();
  await freelancerPage.clock.fastForward('01:30');
  await expect(join).toBeEnabled();
  const [meeting] = await Promise.all([freelancerPage.waitForEvent('popup'), join.click()]);
  await expect(meeting).toHaveURL(/\/meet\//);
  await expect(meeting.getByRole('status')).toHaveText(`You are in the meeting room as ${seen.candidate.name}.`);
  await expect(meeting.locator('body')).toContainText(`${seen.manager_name} (client): not here yet`);

  // The manager joins from the Interviews sub tab (the interview has begun): both are in the room,
  // and the freelancer's page shows the manager once it reloads.
  await managerPage.goto(`/job/${String(job.id)}/review?view=interviews`);
  await managed.getByRole('button', { name: interviewListLabels.join }).click();
  const managerJoin = managerPage
    .getByRole('dialog', { name: joinInterviewLabels.title })
    .getByRole('button', { name: joinInterviewLabels.join });
  const [managerMeeting] = await Promise.all([managerPage.waitForEvent('popup'), managerJoin.click()]);
  await expect(managerMeeting).toHaveURL(/\/meet\//);
  await expect(managerMeeting.getByRole('status')).toHaveText(`You are in the meeting room as ${seen.manager_name}.`);
  await expect(managerMeeting.locator('body')).toContainText(`${seen.candidate.name} (candidate): in the room`);
  await meeting.reload();
  await expect(meeting.locator('body')).toContainText(`${seen.manager_name} (client): in the room`);
  await managerMeeting.close();
  await meeting.close();

  // Feedback once the interview has started (the API's clock is the real one).
  await managerPage.waitForTimeout(Math.max(0, second.at.getTime() - Date.now() + 2_000));
  await managerPage.goto(`/job/${String(job.id)}/review?view=interviews`);
  await managed.getByRole('button', { name: interviewListLabels.giveFeedback }).click();
  const give = managerPage.getByRole('dialog', { name: interviewFeedbackLabels.giveTitle });
  await give.getByText('Good', { exact: true }).click();
  await give.getByRole('textbox', { name: interviewFeedbackLabels.strengths }).fill('Clear trade-offs.');
  await give.getByRole('textbox', { name: interviewFeedbackLabels.improvements }).fill('Cost estimates.');
  await give.getByRole('button', { name: interviewFeedbackLabels.submit }).click();
  const done = managerPage.getByRole('dialog', { name: new RegExp(interviewResultTitles.feedbackSubmitted) });
  await done.getByRole('button', { name: interviewFeedbackLabels.close }).click();
  await managed.getByRole('button', { name: interviewListLabels.showFeedback }).click();
  const shown = managerPage.getByRole('dialog', { name: interviewFeedbackLabels.showTitle });
  await expect(shown).toContainText('Good');
  await expect(shown).toContainText('Clear trade-offs.');

  await managerContext.close();
  await freelancerContext.close();
});
