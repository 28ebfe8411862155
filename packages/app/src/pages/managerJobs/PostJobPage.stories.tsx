import { managerJobLabels, postJobWizardLabels } from '@cloudexperts/domain';
import {
  buildJobForm,
  buildJobList,
  buildJobResponse,
  buildJobSummary,
  FIXTURE_JOB_ID,
  handlers,
  respond,
  respondJob,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD } from '../../testing/keyboard.ts';
import { AccountScreens } from '../account/testing.tsx';
import { managerJobRoutes } from './routes.tsx';

const labels = managerJobLabels.postJob;
const wizard = postJobWizardLabels;

/** The post-job wizard's pages: /post-a-job-progress, /post-a-job and /edit-a-job-progress/:id. */
const meta = {
  title: 'Pages/Jobs/Post a job',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/post-a-job-progress', routes: managerJobRoutes },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageHeading = (canvas: HTMLElement, name: string) =>
  within(canvas).findByRole('heading', { level: 1, name }, LOAD);
const tabSelected = (canvas: HTMLElement, index: number) =>
  waitFor(
    () =>
      expect(within(canvas).getByRole('tab', { name: wizard.tabs[index] })).toHaveAttribute('aria-selected', 'true'),
    LOAD,
  );

/** A manager with no job and no draft: a new job, on its first tab. */
export const FirstJob: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.jobsByStatus.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, labels.firstTitle)).toBeVisible();
    await tabSelected(canvasElement, 0);
    await expect(within(canvasElement).getByRole('textbox', { name: wizard.jobTitle })).toHaveValue('');
  },
};

/** A manager who left a draft: it opens where they left it. */
export const FirstJobResumesDraft: Story = {
  beforeEach({ msw }) {
    msw.use(respond('jobsByStatus', buildJobList([buildJobSummary({ id: FIXTURE_JOB_ID, status: 'draft' })], 1, 1, 1)));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, labels.firstTitle)).toBeVisible();
    await tabSelected(canvasElement, 3);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: wizard.tabs[0] }));
    await expect(await within(canvasElement).findByRole('textbox', { name: wizard.jobTitle })).toHaveValue(
      buildJobForm().title,
    );
  },
};

/** Posting from the edit page opens the job's page. */
export const EditAndPost: Story = {
  args: { path: `/edit-a-job-progress/${String(FIXTURE_JOB_ID)}` },
  beforeEach({ msw }) {
    msw.use(respondJob(() => buildJobResponse({ form: buildJobForm(), current_tab: 5 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await pageHeading(canvasElement, labels.editTitle)).toBeVisible();
    await tabSelected(canvasElement, 5);
    await userEvent.click(canvas.getByRole('button', { name: wizard.post }));
    await waitFor(
      () =>
        expect(canvas.getByTestId('location')).toHaveAttribute(
          'data-location',
          `/job-details/${String(FIXTURE_JOB_ID)}`,
        ),
      LOAD,
    );
  },
};

/** An id that cannot be a job's is the not-found page, without asking the API. */
export const EditNotAJob: Story = {
  args: { path: '/edit-a-job-progress/not-a-job' },
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, 'Page not found')).toBeVisible();
  },
};
