import {
  invitationResultMessages,
  inviteMessages,
  proposalServerMessages,
  sendInviteLabels as labels,
  staffSendInviteLabels,
} from '@cloudexperts/domain';
import {
  buildHireFreelancerDetails,
  buildStaffJob,
  FIXTURE_ADMIN_JOB_ID,
  handle,
  handlers,
  hang,
  respond,
} from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { SendInvite } from './SendInvite.tsx';

const FREELANCER = 'Priya R.';

/** The popup as an Invite card opens it, with a way to open it again after it closes. */
function SendInviteDemo({ jobId, onBehalfOfClient = false }: { jobId?: number; onBehalfOfClient?: boolean }) {
  const [isOpen, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {labels.title}
      </Button>
      <output data-testid="outcome">{outcome}</output>
      <SendInvite
        isOpen={isOpen}
        onOpenChange={setOpen}
        freelancerId={buildHireFreelancerDetails().freelancer.uuid}
        freelancerName={FREELANCER}
        {...(jobId ? { jobId } : {})}
        onBehalfOfClient={onBehalfOfClient}
        onDone={(output) => setOutcome(output.result)}
      />
    </>
  );
}

const meta = {
  title: 'Flows/Send invite',
  component: SendInviteDemo,
  decorators: [withFlowInspector],
  args: { jobId: 42 },
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
} satisfies Meta<typeof SendInviteDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: labels.title });
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const messageField = (modal: HTMLElement) => within(modal).findByRole('textbox', { name: labels.message });
const submit = async (modal: HTMLElement) => {
  await userEvent.click(within(modal).getByRole('button', { name: labels.submit }));
};

/** The manager's open jobs, the Invite tab's job chosen, a message to start from. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await expect(await messageField(modal)).toHaveValue(labels.defaultMessage(FREELANCER));
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('editing'));
    await expect(within(modal).getByRole('button', { name: /Landing zone|AWS/i })).toBeVisible();
  },
};

/** No job chosen (two open jobs, none given) and a blank message: both of section 5's messages. */
export const FieldsRequired: Story = {
  args: { jobId: undefined },
  play: async () => {
    const modal = await dialog();
    await userEvent.clear(await messageField(modal));
    await submit(modal);
    await expect(await within(modal).findByText(inviteMessages.jobRequired)).toBeVisible();
    await expect(within(modal).getByText(inviteMessages.messageRequired)).toBeVisible();
  },
};

/** The open jobs are loading. */
export const LoadingJobs: Story = {
  beforeEach({ msw }) {
    msw.use(hang('hireFreelancerDetails'));
  },
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByText(labels.jobsLoading)).toBeInTheDocument();
  },
};

/** The open jobs could not be loaded: Try again. */
export const JobsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.hireFreelancerDetails.serverError);
  },
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByText(labels.jobsFailed)).toBeVisible());
  },
};

/** No open job to invite to: the way is to post one; Send is off. */
export const NoOpenJobs: Story = {
  beforeEach({ msw }) {
    msw.use(respond('hireFreelancerDetails', () => ({ ...buildHireFreelancerDetails(), jobs: [] })));
  },
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByText(labels.noOpenJobs)).toBeVisible());
    await expect(within(modal).getByRole('button', { name: labels.submit })).toBeDisabled();
  },
};

/** While sending, the button is pending and the flow accepts nothing. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('sendInvitation'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await messageField(modal);
    await submit(modal);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('submitting'));
  },
};

/**
 * By keyboard only: the job list opens with Enter and the second job is chosen with the arrows,
 * the message is kept, Enter on Send; 'Invitation Sent Successfully' with Close focused.
 */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await messageField(modal);
    const picker = within(modal).getByRole('button', { name: new RegExp(labels.job) });
    for (let step = 0; step < 10 && document.activeElement !== picker; step += 1) await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(picker).toHaveTextContent('Azure cost review'));
    const send = within(modal).getByRole('button', { name: labels.submit });
    for (let step = 0; step < 10 && document.activeElement !== send; step += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const result = await screen.findByRole('dialog', { name: invitationResultMessages.sentTitle });
    await expect(result).toHaveTextContent(invitationResultMessages.sentText);
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('sent');
    await waitFor(() => expect(within(result).getByRole('button', { name: labels.close })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await announcementsCleared();
  },
};

/** Already invited (409): 'Invitation Failed to Send' with the reason; Try again returns to the form. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.sendInvitation.alreadyInvited);
  },
  play: async () => {
    const modal = await dialog();
    await messageField(modal);
    await submit(modal);
    const failed = await screen.findByRole('dialog', { name: invitationResultMessages.failedTitle });
    await expect(failed).toHaveTextContent(proposalServerMessages.alreadyInvited);
    await userEvent.click(within(failed).getByRole('button', { name: labels.retry }));
    await expect(await messageField(await dialog())).toHaveValue(labels.defaultMessage(FREELANCER));
    await announcementsCleared();
  },
};

/** The network failed: the spec's failure text. */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.sendInvitation.networkDown);
  },
  play: async () => {
    const modal = await dialog();
    await messageField(modal);
    await submit(modal);
    const failed = await screen.findByRole('dialog', { name: invitationResultMessages.failedTitle });
    await expect(failed).toHaveTextContent(invitationResultMessages.failedText);
    await announcementsCleared();
  },
};

/** Cancel closes it without a call. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: labels.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('cancelled');
  },
};

/** What the on-behalf stories' staff calls were sent: the job in the path and the body. */
const staffInvites: Array<{ jobId: string; body: unknown }> = [];
const clientJob = buildStaffJob().job;
const staffDialog = () => screen.findByRole('dialog', { name: staffSendInviteLabels.title });

/**
 * Staff inviting for the client (`onBehalfOfClient`): the words say it is for the client, the
 * client's job (read through the staff call) is the one offered; by keyboard, Send goes through the
 * staff call for that job, and the result says the client is told.
 */
export const OnBehalfOfClient: Story = {
  args: { jobId: FIXTURE_ADMIN_JOB_ID, onBehalfOfClient: true },
  beforeEach({ msw }) {
    staffInvites.length = 0;
    msw.use(
      handle('staffSendInvitation', async ({ params, request }) => {
        staffInvites.push({ jobId: String(params.id), body: await request.clone().json() });
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const modal = await staffDialog();
    await expect(modal).toHaveTextContent(staffSendInviteLabels.lead(FREELANCER));
    await messageField(modal);
    const picker = within(modal).getByRole('button', { name: new RegExp(labels.job) });
    await waitFor(() => expect(picker).toHaveTextContent(clientJob.title));
    const send = within(modal).getByRole('button', { name: labels.submit });
    for (let step = 0; step < 10 && document.activeElement !== send; step += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const result = await screen.findByRole('dialog', { name: invitationResultMessages.sentTitle });
    await expect(result).toHaveTextContent(staffSendInviteLabels.sentText);
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('sent');
    await expect(staffInvites).toEqual([
      {
        jobId: String(FIXTURE_ADMIN_JOB_ID),
        body: {
          recipient_id: buildHireFreelancerDetails().freelancer.uuid,
          message: labels.defaultMessage(FREELANCER),
        },
      },
    ]);
    await announcementsCleared();
  },
};

/** For the client, whose job closed meanwhile: nobody can be invited; Send is off. */
export const OnBehalfOfClientJobClosed: Story = {
  args: { jobId: FIXTURE_ADMIN_JOB_ID, onBehalfOfClient: true },
  beforeEach({ msw }) {
    msw.use(respond('staffJob', () => ({ ...buildStaffJob(), job: { ...clientJob, status: 'closed' } })));
  },
  play: async () => {
    const modal = await staffDialog();
    await waitFor(() => expect(within(modal).getByText(staffSendInviteLabels.noOpenJobs)).toBeVisible());
    await expect(within(modal).getByRole('button', { name: labels.submit })).toBeDisabled();
  },
};

/** For the client, the freelancer already has their open invitation (409): the reason shows. */
export const OnBehalfOfClientRefused: Story = {
  args: { jobId: FIXTURE_ADMIN_JOB_ID, onBehalfOfClient: true },
  beforeEach({ msw }) {
    msw.use(handlers.staffSendInvitation.alreadyInvited);
  },
  play: async () => {
    const modal = await staffDialog();
    await messageField(modal);
    await waitFor(() => expect(within(modal).getByRole('button', { name: labels.submit })).toBeEnabled());
    await submit(modal);
    const failed = await screen.findByRole('dialog', { name: invitationResultMessages.failedTitle });
    await expect(failed).toHaveTextContent(proposalServerMessages.alreadyInvited);
    await announcementsCleared();
  },
};
