import { refusalOf, staffWithdrawInvitationLabels, withdrawInvitationLabels as labels } from '@cloudexperts/domain';
import { handle, handlers, hang } from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { WithdrawInvitation } from './WithdrawInvitation.tsx';

/** The confirmation as an Invite card opens it, with a way to open it again. */
function WithdrawInvitationDemo({ onBehalfOfClient = false }: { onBehalfOfClient?: boolean }) {
  const [isOpen, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {labels.confirm}
      </Button>
      <output data-testid="outcome">{outcome}</output>
      <WithdrawInvitation
        isOpen={isOpen}
        onOpenChange={setOpen}
        invitationId={601}
        freelancerName="Priya R."
        onBehalfOfClient={onBehalfOfClient}
        onDone={(output) => setOutcome(output.result)}
      />
    </>
  );
}

const meta = {
  title: 'Flows/Withdraw invitation',
  component: WithdrawInvitationDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '30rem' } } },
  beforeEach({ msw }) {
    msw.use(handlers.answerInvitation.withdrawn, handlers.staffWithdrawInvitation.withdrawn);
  },
} satisfies Meta<typeof WithdrawInvitationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = () => screen.findByRole('alertdialog', { name: labels.title });

/** The question, naming who was invited. */
export const Confirming: Story = {
  play: async () => {
    await expect(await question()).toHaveTextContent(labels.message('Priya R.'));
  },
};

/** While withdrawing, the button is pending. */
export const Withdrawing: Story = {
  beforeEach({ msw }) {
    msw.use(hang('answerInvitation'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await question();
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirm }));
    await waitFor(() => expect(within(canvasElement).getByTestId('flow-state')).toHaveTextContent('withdrawing'));
  },
};

/** By keyboard: Tab to Withdraw, Enter; the confirmation closes and the caller hears it. */
export const Withdrawn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await question();
    const confirm = within(dialog).getByRole('button', { name: labels.confirm });
    for (let step = 0; step < 5 && document.activeElement !== confirm; step += 1) await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('withdrawn');
    await announcementsCleared();
  },
};

/** The freelancer answered meanwhile (409): the reason shows, and it can be left. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.answerInvitation.alreadyWithdrawn);
  },
  play: async () => {
    const dialog = await question();
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirm }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      refusalOf('invitation', 'withdrawal', 'accept'),
    );
    await announcementsCleared();
  },
};

/** The server failed: our words. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.answerInvitation.serverError);
  },
  play: async () => {
    const dialog = await question();
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirm }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(labels.failed);
    await announcementsCleared();
  },
};

/** Escape keeps the invitation. */
export const Kept: Story = {
  play: async ({ canvasElement }) => {
    await question();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('cancelled');
  },
};

/** The ids the on-behalf stories' staff calls named. */
const staffWithdrawals: string[] = [];

/**
 * Staff withdrawing for the client (`onBehalfOfClient`): the question says it is done for the
 * client; confirmed by keyboard, the staff call withdraws that invitation, not the manager's.
 */
export const OnBehalfOfClient: Story = {
  args: { onBehalfOfClient: true },
  beforeEach({ msw }) {
    staffWithdrawals.length = 0;
    msw.use(
      handle('staffWithdrawInvitation', ({ params }) => {
        staffWithdrawals.push(String(params.id));
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: staffWithdrawInvitationLabels.title });
    await expect(dialog).toHaveTextContent(staffWithdrawInvitationLabels.message('Priya R.'));
    const confirm = within(dialog).getByRole('button', { name: labels.confirm });
    for (let step = 0; step < 5 && document.activeElement !== confirm; step += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('withdrawn');
    await expect(staffWithdrawals).toEqual(['601']);
    await announcementsCleared();
  },
};

/** For the client, the freelancer answered meanwhile (409): the client's reason shows. */
export const OnBehalfOfClientRefused: Story = {
  args: { onBehalfOfClient: true },
  beforeEach({ msw }) {
    msw.use(handlers.staffWithdrawInvitation.alreadyAnswered);
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: staffWithdrawInvitationLabels.title });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirm }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      refusalOf('invitation', 'declined', 'withdraw'),
    );
    await announcementsCleared();
  },
};
