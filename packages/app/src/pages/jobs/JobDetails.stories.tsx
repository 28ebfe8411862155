import { jobCardLabels, jobDetailsLabels as labels, jobSearchLabels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildJobForm,
  buildJobResponse,
  FIXTURE_CLIENT_UUID,
  handle,
  handlers,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { JobPages } from './testing.tsx';

/** A job's page on `GET /jobs/{id}`: for visitors, a freelancer and the job's manager. */
const meta = {
  title: 'Pages/Jobs/Job details',
  component: JobPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/job-details/42/public' },
  beforeEach({ msw }) {
    // Someone else's open job: the public details.
    msw.use(handlers.getJob.notOwner);
  },
} satisfies Meta<typeof JobPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'AWS landing zone for a fintech start-up';
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const jobOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('article', { name: title }, LOAD);

/** Whether each call carried a token (a visitor's must not). */
const tokens: Array<string | null> = [];
const tokenSpy = handle('getJob', ({ request }) => {
  tokens.push(request.headers.get('authorization'));
});

/** A visitor: every fact of the job, its questions and client, and 'Log in to apply'. */
export const Public: Story = {
  beforeEach({ msw }) {
    tokens.length = 0;
    msw.use(tokenSpy);
  },
  play: async ({ canvasElement }) => {
    const job = await jobOf(canvasElement);
    const view = within(job);
    await expect(view.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(job).toHaveTextContent('Posted Nov 25, 2026');
    const facts = view.getByRole('region', { name: labels.factsTitle });
    for (const fact of [
      'Budget$85/hr',
      'Pay typeHourly',
      'PlatformAWS',
      'LocationAnywhere',
      'LanguageEnglish',
      'Certificate requiredYes',
      'Proposals untilDec 31, 2026',
    ]) {
      await expect(facts).toHaveTextContent(fact);
    }
    await expect(view.getByRole('region', { name: labels.skills })).toHaveTextContent('AWS LambdaTerraform');
    await expect(view.getByRole('region', { name: labels.descriptionTitle })).toHaveTextContent(
      /multi-account landing zone with Control Tower/,
    );
    const questions = view.getByRole('region', { name: labels.questionsTitle });
    await expect(questions).toHaveTextContent(labels.questionsLead);
    await expect(within(questions).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(questions).getAllByRole('listitem')[0]).toHaveTextContent(/^Which AWS landing zones/);
    const client = view.getByRole('region', { name: labels.clientTitle });
    await expect(client).toHaveTextContent('Grace H.');
    // Only a freelancer's set has the client pages.
    await expect(within(client).queryByRole('link')).not.toBeInTheDocument();
    await expect(client).toHaveTextContent('CountryUnited States');
    await expect(client).toHaveTextContent('Member sinceJanuary 2026');
    await expect(client).toHaveTextContent('Jobs posted3');
    await expect(view.queryByRole('button', { name: jobCardLabels.favorite })).not.toBeInTheDocument();
    await expect(view.queryByRole('link', { name: labels.edit })).not.toBeInTheDocument();
    await expect(tokens).toEqual([null]);
    await userEvent.click(view.getByRole('link', { name: labels.logInToApply }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        '/job-details/42/public?redirect=%2Fjob-details%2F42',
      ),
    );
  },
};

/** The description is text: its paragraphs and line breaks are kept, and markup is never interpreted. */
export const DescriptionAsText: Story = {
  beforeEach({ msw }) {
    const description =
      'We run twelve services on EC2 and want a landing zone.\n\nDeliverables:\n- Control Tower\n- <b>guardrails</b>';
    msw.use(
      handle('getJob', () =>
        HttpResponse.json(buildJobResponse({ status: 'open', isOwner: false, form: buildJobForm({ description }) })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const job = await jobOf(canvasElement);
    const section = within(job).getByRole('region', { name: labels.descriptionTitle });
    const paragraphs = section.querySelectorAll('p');
    await expect(paragraphs).toHaveLength(2);
    await expect(paragraphs[1]?.textContent).toBe('Deliverables:\n- Control Tower\n- <b>guardrails</b>');
    await expect(section.querySelector('b')).toBeNull();
  },
};

/** A freelancer: the client's name leads to their page; the favorite toggle and Apply, which leads to the proposal. */
export const Freelancer: Story = {
  args: { path: '/job-details/42', token: buildAccessToken({ role: 'freelancer' }) },
  play: async ({ canvasElement }) => {
    const job = await jobOf(canvasElement);
    const client = within(job).getByRole('region', { name: labels.clientTitle });
    await expect(within(client).getByRole('link', { name: 'Grace H.' })).toHaveAttribute(
      'href',
      `/client-details/${FIXTURE_CLIENT_UUID}`,
    );
    const actions = within(job).getByRole('group', { name: labels.actionsLabel });
    const toggle = within(actions).getByRole('button', { name: jobCardLabels.favorite });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(within(actions).queryByRole('link', { name: labels.logInToApply })).not.toBeInTheDocument();
    await expect(within(actions).queryByRole('link', { name: labels.edit })).not.toBeInTheDocument();
    const apply = within(actions).getByRole('link', { name: labels.apply });
    await expect(apply).toHaveAttribute('href', '/submit-proposal/42');
    await userEvent.click(apply);
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/submit-proposal/42'));
  },
};

/** The job's manager: Edit job, no Apply and no favorite. */
export const Owner: Story = {
  args: { path: '/job-details/42', token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handlers.getJob.open);
  },
  play: async ({ canvasElement }) => {
    const job = await jobOf(canvasElement);
    const actions = within(job).getByRole('group', { name: labels.actionsLabel });
    const edit = within(actions).getByRole('link', { name: labels.edit });
    await expect(edit).toHaveAttribute('href', '/edit-a-job-progress/42');
    await expect(within(actions).queryByRole('link', { name: labels.apply })).not.toBeInTheDocument();
    await expect(within(actions).queryByRole('button', { name: jobCardLabels.favorite })).not.toBeInTheDocument();
    await userEvent.click(edit);
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/edit-a-job-progress/42'));
  },
};

/** The manager's own draft: not posted yet, and marked as a draft. */
export const OwnerDraft: Story = {
  args: { path: '/job-details/42', token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handlers.getJob.draft);
  },
  play: async ({ canvasElement }) => {
    const job = await jobOf(canvasElement);
    await expect(job).toHaveTextContent(labels.notPosted);
    await expect(within(job).getByText(labels.statuses.draft)).toBeVisible();
    await expect(within(job).getByRole('link', { name: labels.edit })).toBeVisible();
  },
};

/** No such job (404): the page says so and leads back to the freelancer's search. */
export const NotFound: Story = {
  args: { path: '/job-details/42', token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.getJob.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.notFoundMessage)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: labels.backToSearch }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/find-work'));
    await expect(await canvas.findByRole('heading', { level: 1, name: jobSearchLabels.title }, LOAD)).toBeVisible();
  },
};

/** An id that cannot be a job's is not found without asking the API; the way back is the visitors' search. */
export const NotAJobId: Story = {
  args: { path: '/job-details/latest/public' },
  beforeEach({ msw }) {
    tokens.length = 0;
    msw.use(tokenSpy);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.backToSearch })).toHaveAttribute('href', '/job-search');
    await expect(tokens).toEqual([]);
  },
};

/** The job fails to load: the error says so, and Retry (by keyboard) loads it. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('getJob', () => buildJobResponse({ status: 'open', isOwner: false })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailedTitle);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await jobOf(canvasElement)).toBeVisible();
    await announcementsCleared();
  },
};
