import {
  errorCodes,
  hireFreelancerLabels as labels,
  hireMessages,
  messageServerMessages,
  serverMessages,
} from '@cloudexperts/domain';
import {
  buildHireFreelancerDetails,
  buildJobRef,
  errorBody,
  FIXTURE_CONVERSATION_ID,
  handle,
  handlers,
  hang,
  respond,
} from '@cloudexperts/domain/mocks';
import { HttpResponse } from 'msw';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { HireFreelancer } from './HireFreelancer.tsx';

const details = buildHireFreelancerDetails();
const NAME = details.freelancer.display_name;
const [hourlyJob, fixedJob] = details.jobs as [(typeof details.jobs)[number], (typeof details.jobs)[number]];

/** The popup as the expert profile's Hire opens it, with a way to open it again after it closes. */
function HireFreelancerDemo({ jobUuid }: { jobUuid?: string }) {
  const [isOpen, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {labels.titleFallback}
      </Button>
      <output data-testid="outcome">{outcome}</output>
      <HireFreelancer
        isOpen={isOpen}
        onOpenChange={setOpen}
        freelancerId={details.freelancer.uuid}
        {...(jobUuid ? { jobUuid } : {})}
        postJobHref="/post-a-job"
        onDone={(output) =>
          setOutcome(
            output.result === 'hire'
              ? `hire ${String(output.jobId)} ${output.jobType}`
              : output.result === 'chat'
                ? `chat ${String(output.conversationId)}`
                : output.result,
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'Flows/Hire freelancer',
  component: HireFreelancerDemo,
  decorators: [withFlowInspector],
  args: { jobUuid: undefined },
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
} satisfies Meta<typeof HireFreelancerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: labels.title(NAME) });
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const jobPicker = (modal: HTMLElement) => within(modal).findByRole('button', { name: new RegExp(labels.job) });
const typeRadio = (modal: HTMLElement, type: 'hourly' | 'fixed') =>
  within(modal).getByRole('radio', { name: labels.jobTypes[type] });

/** The job of the profile's path chosen first; its pay type (fixed) locks the job type. */
export const JobChosen: Story = {
  args: { jobUuid: fixedJob.uuid },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('choosing'));
    await expect(await jobPicker(modal)).toHaveTextContent(fixedJob.title);
    await expect(typeRadio(modal, 'fixed')).toBeChecked();
    await expect(within(modal).getByText(labels.jobTypeLocked)).toBeVisible();
    await userEvent.click(typeRadio(modal, 'hourly'));
    await expect(typeRadio(modal, 'fixed')).toBeChecked();
  },
};

/** Next with nothing chosen: section 5's two messages. */
export const FieldsRequired: Story = {
  play: async () => {
    const modal = await dialog();
    await jobPicker(modal);
    await userEvent.click(within(modal).getByRole('button', { name: labels.next }));
    await expect(await within(modal).findByText(hireMessages.jobRequired)).toBeVisible();
    await expect(within(modal).getByText(hireMessages.jobTypeRequired)).toBeVisible();
  },
};

/** The open jobs are loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('hireFreelancerDetails'));
  },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: labels.titleFallback });
    await expect(within(modal).getByText(labels.loading)).toBeInTheDocument();
  },
};

/** They could not be loaded: Try again loads them (the second answer succeeds). */
// Fails until Retry is pressed, not for the first call only: a request the story before left in
// flight on the same page (the visual suite keeps one page) could otherwise take the one failure.
let retried = false;

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    retried = false;
    msw.use(
      handle('hireFreelancerDetails', () =>
        retried
          ? HttpResponse.json(details)
          : HttpResponse.json(errorBody(errorCodes.internal, serverMessages.internalError), { status: 500 }),
      ),
    );
  },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: labels.titleFallback });
    await waitFor(() => expect(within(modal).getByText(labels.loadFailed)).toBeVisible());
    retried = true;
    await userEvent.click(within(modal).getByRole('button', { name: labels.retry }));
    await jobPicker(await dialog());
  },
};

/** No open job: say so, and link to posting one. */
export const NoOpenJobs: Story = {
  beforeEach({ msw }) {
    msw.use(respond('hireFreelancerDetails', () => ({ ...details, jobs: [buildJobRef({ status: 'closed' })] })));
  },
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByText(labels.noOpenJobs)).toBeVisible());
    await expect(within(modal).getByRole('link', { name: labels.postJob })).toHaveAttribute('href', '/post-a-job');
    await expect(within(modal).queryByRole('button', { name: labels.next })).not.toBeInTheDocument();
  },
};

/**
 * By keyboard only: the job list opens with Enter, the hourly job is chosen, Next shows the card
 * (HIRE_ACTION_CHOICE), Back returns with the choice kept, and Hire Now reports job and type.
 */
export const HireNow: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    const picker = await jobPicker(modal);
    for (let step = 0; step < 10 && document.activeElement !== picker; step += 1) await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(picker).toHaveTextContent(hourlyJob.title));
    await expect(typeRadio(modal, 'hourly')).toBeChecked();
    const next = within(modal).getByRole('button', { name: labels.next });
    for (let step = 0; step < 10 && document.activeElement !== next; step += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const card = await screen.findByRole('region', { name: NAME });
    await expect(card).toHaveTextContent(details.freelancer.current_job_title);
    await expect(card).toHaveTextContent(labels.rateValue(details.freelancer.hourly_rate));
    await expect(card).toHaveTextContent(hourlyJob.title);
    await expect(within(card).getByRole('list', { name: labels.skillsOf(NAME) })).toBeVisible();
    await expect(screen.getByRole('button', { name: labels.chat })).toBeVisible();
    const hire = screen.getByRole('button', { name: labels.hireNow });
    for (let step = 0; step < 10 && document.activeElement !== hire; step += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent(`hire ${String(hourlyJob.id)} hourly`);
  },
};

/** The preferred (fixed) job's card, then 'Chat': the job's conversation opens and its id is reported. */
export const Chat: Story = {
  args: { jobUuid: fixedJob.uuid },
  beforeEach({ msw }) {
    msw.use(handlers.openConversation.opened);
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await userEvent.click(await within(modal).findByRole('button', { name: labels.next }));
    await userEvent.click(await screen.findByRole('button', { name: labels.chat }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent(
      `chat ${String(FIXTURE_CONVERSATION_ID)}`,
    );
    await announcementsCleared();
  },
};

/** 'Chat' with a freelancer who has nothing on the job: the API's words on the card, which stays. */
export const ChatRefused: Story = {
  args: { jobUuid: fixedJob.uuid },
  beforeEach({ msw }) {
    msw.use(handlers.openConversation.notOnJob);
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(await within(modal).findByRole('button', { name: labels.next }));
    await userEvent.click(await screen.findByRole('button', { name: labels.chat }));
    await expect(await screen.findByText(messageServerMessages.notOnJob)).toBeVisible();
    await expect(screen.getByRole('button', { name: labels.hireNow })).toBeVisible();
    await announcementsCleared();
  },
};

/** Cancel closes it; nothing is reported but the cancel. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: labels.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('cancelled');
  },
};
