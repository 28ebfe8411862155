import {
  analyticsLabels,
  interviewListLabels,
  staffAnalyticsLabels,
  staffArrangeInterviewLabels,
  staffInterviewLabels,
  staffScheduleDashboardLabels,
  staffScheduleListLabels,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import {
  apiAt,
  apiLogin,
  approvedFreelancer,
  axeInBothThemes,
  createAccount,
  hourlyJobForm,
  randomLetters,
  signedInWithAxe,
  demoAccount,
} from './support.ts';

/**
 * Issue 19's staff /experts-schedule against the running stack: a client of the test's own
 * schedules an interview with a freelancer's proposal through the API; the demo Coordinator goes
 * from their home to the schedule, finds it by the client's name, opens it (the time in their
 * zone, the client's, the agenda), then reads the client's figures on /analytics.
 */
test('a coordinator finds a client’s interview on /experts-schedule, opens it, and reads the client’s figures', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const clientFirst = `Zed${word}`;
  const title = `Interviewed landing zone ${word}`;
  const managerAccount = await createAccount(origin, {
    role: 'project_manager',
    label: 'schedule-client',
    firstName: clientFirst,
  });
  const manager = apiAt(origin, await apiLogin(origin, managerAccount));
  const expert = await approvedFreelancer(origin, 'schedule-freelancer', `Ysolde${word}`);
  const freelancer = apiAt(origin, expert.token);
  const { job } = await manager.createJob({
    body: { form: hourlyJobForm(title, word), current_tab: 5, status: 'open' },
  });
  const { proposal } = await freelancer.submitProposal({
    body: { job_id: job.id, cover_letter: 'I build landing zones.', bid: '80', screening_answers: [] },
  });
  const agenda = `Your ${word} landing zones, then our accounts.`;
  const { interview } = await manager.scheduleInterview({
    params: { id: proposal.id },
    query: {},
    body: {
      platform: 'google_meet',
      duration: '30 mins',
      interview_date: '2027-10-05',
      start_time: '10:00',
      timezone: 'Asia/Kolkata',
      agenda,
    },
  });

  await signedInWithAxe(page, await apiLogin(origin, demoAccount('coordinator')));
  await page.goto('/');
  await page
    .getByRole('list', { name: staffScheduleDashboardLabels.title })
    .getByRole('link', { name: staffScheduleDashboardLabels.schedule })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: staffScheduleListLabels.title })).toBeVisible();
  await page.getByRole('searchbox', { name: staffScheduleListLabels.searchField }).fill(clientFirst);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: staffScheduleListLabels.found(1) })).toBeVisible();
  const list = page.getByRole('list', { name: staffScheduleListLabels.results });
  await expect(list.getByText(staffScheduleListLabels.client(managerAccount.fullName))).toBeVisible();
  await expect(list.getByText(staffScheduleListLabels.freelancer(expert.name))).toBeVisible();
  await expect(list.getByText(interviewListLabels.statuses.scheduled)).toBeVisible();
  await axeInBothThemes(page, 'the staff schedule');

  await list.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/experts-schedule\\?interview=${String(interview.id)}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: staffInterviewLabels.heading(expert.name, managerAccount.fullName) }),
  ).toBeVisible();
  // The Coordinator arranges interviews for clients by default: the lead says so, not "Read-only".
  await expect(page.getByText(staffArrangeInterviewLabels.manageLead)).toBeVisible();
  await expect(page.getByText(agenda)).toBeVisible();
  // The client's own time, named, beside the reader's.
  await expect(page.getByText('10:00–10:30', { exact: false }).first()).toBeVisible();
  await axeInBothThemes(page, 'the staff view of an interview');

  // The client's figures: picked by name on /analytics (one client, a job posted, a proposal received).
  await page.goto('/analytics?months=6');
  const picker = page.getByRole('combobox', { name: staffAnalyticsLabels.pickerField });
  await picker.fill(clientFirst);
  await expect(page.getByRole('option', { name: new RegExp(clientFirst) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/analytics\\?months=6&client_id=${String(managerAccount.id)}$`));
  const lead = page.getByRole('status').filter({ hasText: managerAccount.fullName });
  await expect(lead).toBeVisible();
  const jobs = page.getByRole('table', { name: analyticsLabels.jobsPosted });
  await expect(jobs.getByRole('row').last()).toContainText('1');
  await axeInBothThemes(page, 'the staff analytics of one client');

  // The same figures from the client's job, through its link.
  await page.goto(`/job/${String(job.id)}/details`);
  await page.getByRole('link', { name: staffAnalyticsLabels.clientFiguresOf(managerAccount.fullName) }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics\\?client_id=${String(managerAccount.id)}$`));
  await expect(lead).toBeVisible();
  await expect(jobs.getByRole('row').last()).toContainText('1');
});
