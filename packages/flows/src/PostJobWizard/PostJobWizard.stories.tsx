import {
  errorCodes,
  jobMessages,
  jobServerMessages,
  postJobWizardLabels as labels,
  serverMessages,
  type EndpointName,
  type JobForm,
  type JobTab,
} from '@cloudexperts/domain';
import {
  buildJobForm,
  buildJobResponse,
  buildScreeningQuestions,
  errorBody,
  FIXTURE_JOB_ID,
  handle,
  handlers,
  hang,
  JOB_FIXTURE_TODAY,
  respondJob,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { PostJobWizard } from './PostJobWizard.tsx';

const meta = {
  title: 'Flows/Post job wizard',
  component: PostJobWizard,
  decorators: [withFlowInspector],
  // A fixed "today", so the expiration date and its rule are the same on every run.
  args: { today: JOB_FIXTURE_TODAY, onDone: fn() },
  parameters: { docs: { story: { inline: false, height: '48rem' } } },
} satisfies Meta<typeof PostJobWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 5000 };

const flowState = (canvas: HTMLElement) => within(canvas).getAllByTestId('flow-state')[0];

/** Waits for a tab's panel (its heading) and for the skill and country lists, so the screen no longer changes by itself. */
const tabShown = async (canvas: HTMLElement, tab: JobTab) => {
  const found = await within(canvas).findByRole('heading', { level: 3, name: labels.tabs[tab] }, LOAD);
  await expect(within(canvas).getByRole('tab', { name: labels.tabs[tab] })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(flowState(canvas)).toHaveTextContent('lists.ready'), LOAD);
  return found;
};
const button = (canvas: HTMLElement, name: string) => within(canvas).getByRole('button', { name });
const progress = (canvas: HTMLElement) => within(canvas).getByRole('progressbar', { name: labels.progress });

/** Waits until what the story typed is saved (the draft says 'Draft saved'; saves wait for a pause in typing). */
const draftSaved = async (canvas: HTMLElement) => {
  await waitFor(() => expect(within(canvas).getByText(labels.draftSaved)).toBeVisible(), LOAD);
  await waitFor(() => expect(flowState(canvas)).toHaveTextContent('draft.idle'), LOAD);
};

/** The fixture manager's job, opened on `tab` holding `form`. */
const jobAt = (tab: JobTab, form: JobForm = buildJobForm({ screening_questions: buildScreeningQuestions() })) =>
  respondJob(buildJobResponse({ current_tab: tab, form }));

/**
 * The call fails once with a 500, then answers as the default handlers do (make one per story).
 * Only a job's own id counts: `/jobs/fetch_tech_skill` is not `GET /jobs/:id`.
 */
function failOnce(name: EndpointName): HttpHandler {
  let failed = false;
  return handle(name, ({ params }) => {
    if (failed || (params.id !== undefined && !/^\d+$/.test(String(params.id)))) return undefined;
    failed = true;
    return HttpResponse.json(errorBody(errorCodes.internal, serverMessages.internalError), { status: 500 });
  });
}

/** `PUT /jobs/:id` saves drafts as the default does, but posting never answers. */
const postingHangs = handle('updateJob', async ({ request }) => {
  const body = (await request.clone().json()) as { status?: string };
  if (body.status !== 'open') return undefined;
  await delay('infinite');
  return HttpResponse.error();
});

/** A new job: the first tab with the defaults, and Next with nothing typed names what is missing. */
export const NewJobTitleRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 0);
    await expect(canvas.getByRole('heading', { level: 2, name: labels.title })).toBeVisible();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '16.6667');
    // Tabs not reached yet cannot be chosen.
    await expect(canvas.getByRole('tab', { name: labels.tabs[5] })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button(canvasElement, labels.next));
    const title = canvas.getByRole('textbox', { name: labels.jobTitle });
    await expect(await canvas.findByText(jobMessages.titleRequired)).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(expect.stringContaining(jobMessages.titleRequired));
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.keyboard('AWS');
    await waitFor(() => expect(canvas.queryByText(jobMessages.titleRequired)).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(jobMessages.titleTooShort)).toBeVisible();
    await draftSaved(canvasElement);
  },
};

/**
 * By keyboard only: the title, Enter for Next; the description (its counter counts), Tab to Next;
 * each new tab starts at its heading and the progress moves on.
 */
export const NewJobByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 0);
    const title = canvas.getByRole('textbox', { name: labels.jobTitle });
    await userEvent.click(title);
    await userEvent.keyboard('AWS landing zone for a fintech start-up{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 3, name: labels.tabs[1] })).toHaveFocus());
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '33.3333');
    const description = buildJobForm().description;
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: labels.description })).toHaveFocus();
    await userEvent.keyboard(description);
    await expect(canvas.getByText(`${String(description.length)} / 10000`)).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(button(canvasElement, labels.next)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await tabShown(canvasElement, 2);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 3, name: labels.tabs[2] })).toHaveFocus());
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '50');
    await draftSaved(canvasElement);
  },
};

/** The Description tab of a job opened to edit: the counter under the field, and the rule on Next. */
export const DescriptionTab: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(jobAt(1, buildJobForm({ description: '' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 1);
    const field = canvas.getByRole('textbox', { name: labels.description });
    await userEvent.type(field, 'Landing zone.');
    await expect(canvas.getByText('13 / 10000')).toBeVisible();
    await userEvent.click(button(canvasElement, labels.next));
    await expect(await canvas.findByText(jobMessages.descriptionTooShort)).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await draftSaved(canvasElement);
  },
};

/** The Skills tab: a platform, then skills searched and confirmed with Enter, one chip removed. */
export const SkillsTab: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(jobAt(2, buildJobForm({ platform: '', skills: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 2);
    await userEvent.click(button(canvasElement, labels.next));
    await expect(await canvas.findByText(jobMessages.platformRequired)).toBeVisible();
    await expect(canvas.getByText(jobMessages.skillsRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(labels.platform) }));
    await userEvent.click(await screen.findByRole('option', { name: 'AWS' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByText(jobMessages.platformRequired)).not.toBeInTheDocument());
    const input = canvas.getByRole('combobox', { name: labels.skills });
    await userEvent.click(input);
    for (const skill of ['Terraform', 'Docker', 'Kubernetes']) {
      await userEvent.keyboard(skill);
      await userEvent.keyboard('{Enter}');
    }
    await waitFor(() => expect(canvas.queryByText(jobMessages.skillsRequired)).not.toBeInTheDocument());
    const chips = canvas.getByRole('grid', { name: 'Selected' });
    await expect(within(chips).getAllByRole('row')).toHaveLength(3);
    // Backspace in the empty input moves to the last chip; Delete removes it.
    await userEvent.keyboard('{Backspace}');
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(within(chips).getAllByRole('row')).toHaveLength(2));
    await draftSaved(canvasElement);
  },
};

/**
 * The Job Details tab of a job opened to edit: the expiration date, a question added, and a stored
 * question removed through `DELETE /job_screening_questions/:id`.
 */
export const JobDetailsTab: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 3);
    await expect(canvas.getByRole('group', { name: labels.expirationDate })).toBeVisible();
    const [first, second] = buildScreeningQuestions();
    await expect(canvas.getByRole('textbox', { name: labels.question(1) })).toHaveValue(first?.question);
    await userEvent.click(button(canvasElement, labels.addQuestion));
    const added = canvas.getByRole('textbox', { name: labels.question(3) });
    await waitFor(() => expect(added).toHaveFocus());
    // A blank question stops Next until it is written or removed.
    await userEvent.click(button(canvasElement, labels.next));
    await expect(await canvas.findByText(jobMessages.screeningQuestionBlank)).toBeVisible();
    await waitFor(() => expect(added).toHaveFocus());
    await userEvent.keyboard('Can you start in January?');
    await userEvent.click(button(canvasElement, labels.removeQuestionNamed(1)));
    await waitFor(() => expect(canvas.getAllByRole('textbox', { name: /^Question/ })).toHaveLength(2));
    await expect(canvas.getByRole('textbox', { name: labels.question(1) })).toHaveValue(second?.question);
    await waitFor(() => expect(button(canvasElement, labels.addQuestion)).toHaveFocus());
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('questions.idle'), LOAD);
    await draftSaved(canvasElement);
  },
};

/** Removing a stored question failed: it is back where it was, with a message. */
export const QuestionRemovalFailed: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(handlers.deleteScreeningQuestion.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 3);
    await userEvent.click(button(canvasElement, labels.removeQuestionNamed(1)));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(labels.questionRemoveFailed);
    await expect(canvas.getByRole('textbox', { name: labels.question(1) })).toHaveValue(
      buildScreeningQuestions()[0]?.question,
    );
    await draftSaved(canvasElement);
  },
};

/** The Job Preferences tab: a country for the location, a language, and no certificate needed. */
export const JobPreferencesTab: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(jobAt(4));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 4);
    const location = canvas.getByRole('combobox', { name: labels.location });
    await expect(location).toHaveValue('Anywhere');
    await userEvent.clear(location);
    await userEvent.type(location, 'Cana');
    await userEvent.click(await screen.findByRole('option', { name: 'Canada' }));
    await waitFor(() => expect(location).toHaveValue('Canada'));
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: new RegExp(labels.language) })).toHaveTextContent('English');
    await draftSaved(canvasElement);
  },
};

/** The Budget tab: the field's label follows the pay type; the budget's rule on Post Job. */
export const BudgetTab: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(jobAt(5, buildJobForm({ job_pay_type: '', budget: '' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 5);
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await userEvent.click(button(canvasElement, labels.post));
    await expect(await canvas.findByText(jobMessages.payTypeRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: labels.payTypes.fixed }));
    const budget = canvas.getByRole('textbox', { name: labels.budget.fixed });
    await userEvent.type(budget, '4');
    await userEvent.click(button(canvasElement, labels.post));
    await expect(await canvas.findByText(jobMessages.budgetTooLow)).toBeVisible();
    await waitFor(() => expect(budget).toHaveFocus());
    await userEvent.type(budget, '500');
    await waitFor(() => expect(canvas.queryByText(jobMessages.budgetTooLow)).not.toBeInTheDocument());
    await draftSaved(canvasElement);
  },
};

/**
 * A job opened to edit (/edit-a-job-progress/:id): where it was left, every value back. By keyboard,
 * the tab list goes to an earlier tab (arrows move, Enter chooses).
 */
export const EditModeLoaded: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 3);
    await expect(canvas.getByRole('heading', { level: 2, name: labels.editTitle })).toBeVisible();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '66.6667');
    await expect(canvas.getByRole('tab', { name: labels.tabs[4] })).toHaveAttribute('aria-disabled', 'true');
    const current = canvas.getByRole('tab', { name: labels.tabs[3] });
    current.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: labels.tabs[0] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await tabShown(canvasElement, 0);
    await expect(canvas.getByRole('textbox', { name: labels.jobTitle })).toHaveValue(buildJobForm().title);
    // Back to the tab reached before, by its header.
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: labels.tabs[3] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await tabShown(canvasElement, 3);
    await draftSaved(canvasElement);
  },
};

/** While the job loads. */
export const Loading: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(hang('getJob'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(labels.loading);
  },
};

/** The job could not be loaded: Retry loads it again (here it then loads). */
export const LoadFailedRetry: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(failOnce('getJob'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    await userEvent.click(button(canvasElement, labels.retry));
    await tabShown(canvasElement, 3);
  },
};

/** Someone else's job: it does not open in the wizard. */
export const NotOwner: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(handlers.getJob.notOwner);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(jobServerMessages.notOwner, {}, LOAD)).toBeVisible();
    await expect(button(canvasElement, labels.retry)).toBeVisible();
  },
};

/** A save failed: what was typed stays, the wizard says it is not saved, and Retry saves it. */
export const DraftSaveFailed: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(jobAt(0), failOnce('updateJob'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 0);
    const title = canvas.getByRole('textbox', { name: labels.jobTitle });
    await userEvent.type(title, ' (remote)');
    await expect(await canvas.findByText(labels.draftFailed, {}, LOAD)).toBeVisible();
    await expect(title).toHaveValue(`${buildJobForm().title} (remote)`);
    await userEvent.click(button(canvasElement, labels.draftRetry));
    await draftSaved(canvasElement);
    await expect(canvas.queryByText(labels.draftFailed)).not.toBeInTheDocument();
    await expect(title).toHaveValue(`${buildJobForm().title} (remote)`);
  },
};

/** Post Job in flight: 'Posting...', disabled, the fields read-only. */
export const Posting: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(handlers.getJob.readyToPost, postingHangs);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 5);
    await userEvent.click(button(canvasElement, labels.post));
    await expect(await canvas.findByRole('button', { name: labels.posting })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: labels.budget.hourly })).toHaveAttribute('readonly');
  },
};

/**
 * The server refused to post (422): its messages go on the fields, the first tab with one is shown
 * and focus is on the field.
 */
export const PostRefused: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(handlers.getJob.readyToPost, handlers.updateJob.incomplete);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 5);
    await userEvent.click(button(canvasElement, labels.post));
    await tabShown(canvasElement, 3);
    await expect(await canvas.findByText(jobMessages.expirationInPast)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: labels.expirationDate })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    await draftSaved(canvasElement);
  },
};

/** Post Job: the job is posted and the flow ends with its id and status. */
export const PostSuccess: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(handlers.getJob.readyToPost);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 5);
    await userEvent.click(button(canvasElement, labels.post));
    await expect(await canvas.findByRole('heading', { name: labels.posted }, LOAD)).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ jobId: FIXTURE_JOB_ID, status: 'open' }));
  },
};

/** Posting failed (the server): the message with Retry, everything kept; Retry posts. */
export const PostFailedRetry: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  beforeEach({ msw }) {
    msw.use(handlers.getJob.readyToPost, failOnce('updateJob'));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 5);
    await userEvent.click(button(canvasElement, labels.post));
    await expect(await canvas.findByText(serverMessages.internalError, {}, LOAD)).toBeVisible();
    await waitFor(() => expect(button(canvasElement, labels.post)).toHaveFocus());
    await userEvent.click(button(canvasElement, labels.retry));
    await expect(await canvas.findByRole('heading', { name: labels.posted }, LOAD)).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ jobId: FIXTURE_JOB_ID, status: 'open' }));
  },
};

/** Reset: back to the first tab with the defaults (spec), saved as the job's draft. */
export const Reset: Story = {
  args: { jobId: FIXTURE_JOB_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabShown(canvasElement, 3);
    await userEvent.click(button(canvasElement, labels.reset));
    await tabShown(canvasElement, 0);
    await expect(canvas.getByRole('textbox', { name: labels.jobTitle })).toHaveValue('');
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '16.6667');
    await expect(canvas.getByRole('tab', { name: labels.tabs[1] })).toHaveAttribute('aria-disabled', 'true');
    await draftSaved(canvasElement);
  },
};
