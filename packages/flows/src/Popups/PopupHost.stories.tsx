import {
  confirmationLabels,
  popupHostLabels,
  proposalFailureText,
  proposalFormLabels,
  proposalResultButtons,
  proposalResultTitles,
  withdrawProposalLabels,
} from '@cloudexperts/domain';
import { buildFreelancerJob, buildProposal, handlers } from '@cloudexperts/domain/mocks';
import { Button, Stack, Text } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { PopupProvider, usePopup } from './PopupHost.tsx';
import type { PopupType } from './registry.ts';

const { job } = buildFreelancerJob();
const proposal = buildProposal();

/** A page with one button that opens `type` through the host; what the popup reports is logged. */
function Opener({ type, autoCloseMs }: { type: PopupType; autoCloseMs: number }) {
  const { open } = usePopup();
  const [log, setLog] = useState('');
  const show = () => {
    switch (type) {
      case 'ACTION_STATUS_SUCCESS_FAILURE':
        open(type, {
          outcome: 'submitted',
          href: '/my-proposals',
          onNavigate: (href) => setLog(`navigated ${href}`),
          autoCloseMs,
        });
        return;
      case 'CONFIRMATION_POPUP':
        open(type, {
          title: 'Leave this page?',
          message: 'What you typed is kept.',
          onConfirm: () => setLog('confirmed'),
        });
        return;
      case 'SUBMIT_JOB_PROPOSAL':
        open(type, { job, onSubmitted: (sent) => setLog(`submitted ${String(sent.id)}`), autoCloseMs });
        return;
      case 'UPDATE_JOB_PROPOSAL':
        open(type, { proposal, onUpdated: (sent) => setLog(`updated ${String(sent.id)}`), autoCloseMs });
        return;
      case 'WITHDRAW_JOB_PROPOSAL':
        open(type, { proposal, onWithdrawn: (sent) => setLog(`withdrawn ${sent.status}`) });
        return;
      default:
        open(type as 'SEE_MORE_ROLES_POPUP');
    }
  };
  return (
    <Stack gap="sm">
      <div>
        <Button onPress={show}>{`Open ${type}`}</Button>
      </div>
      <Text data-testid="log">{log}</Text>
    </Stack>
  );
}

function PopupHostDemo({ type, autoCloseMs = 60_000 }: { type: PopupType; autoCloseMs?: number }) {
  return (
    <PopupProvider>
      <Opener type={type} autoCloseMs={autoCloseMs} />
    </PopupProvider>
  );
}

const meta = {
  title: 'Flows/Popup host',
  component: PopupHostDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
} satisfies Meta<typeof PopupHostDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 8000 };
async function openByKeyboard(canvasElement: HTMLElement, type: PopupType, name: string, role = 'dialog') {
  const opener = within(canvasElement).getByRole('button', { name: `Open ${type}` });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  const modal = await screen.findByRole(role, { name }, LOAD);
  await waitFor(() => expect(modal).toBeVisible());
  return { opener, modal };
}
const log = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('log');

/** Types a proposal into the form of `modal` (cover letter, rate, every answer) and submits it. */
async function sendProposal(modal: HTMLElement, coverLetter: string) {
  const view = within(modal);
  await userEvent.type(view.getByRole('textbox', { name: new RegExp(proposalFormLabels.coverLetter) }), coverLetter);
  await userEvent.type(view.getByRole('textbox', { name: /^Your hourly rate/ }), '85');
  for (const question of job.screening_questions) {
    await userEvent.type(view.getByRole('textbox', { name: new RegExp(question.question.slice(0, 20)) }), 'Yes.');
  }
  await userEvent.click(view.getByRole('button', { name: proposalFormLabels.submit }));
}

/** ACTION_STATUS_SUCCESS_FAILURE: Superb! (by keyboard) navigates to the URL given; focus returns to the opener. */
export const ResultSuccess: Story = {
  args: { type: 'ACTION_STATUS_SUCCESS_FAILURE' },
  play: async ({ canvasElement }) => {
    const { opener, modal } = await openByKeyboard(
      canvasElement,
      'ACTION_STATUS_SUCCESS_FAILURE',
      proposalResultTitles.submitted,
    );
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: proposalResultButtons.success })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(log(canvasElement)).toHaveTextContent('navigated /my-proposals');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The result popup closes and navigates by itself (the delay injected: 300 ms here, about 5 s in the app). */
export const ResultAutoCloses: Story = {
  args: { type: 'ACTION_STATUS_SUCCESS_FAILURE', autoCloseMs: 300 },
  play: async ({ canvasElement }) => {
    const { opener } = await openByKeyboard(
      canvasElement,
      'ACTION_STATUS_SUCCESS_FAILURE',
      proposalResultTitles.submitted,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(log(canvasElement)).toHaveTextContent('navigated /my-proposals');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** CONFIRMATION_POPUP: Escape closes without confirming; Confirm runs the action. */
export const Confirmation: Story = {
  args: { type: 'CONFIRMATION_POPUP' },
  play: async ({ canvasElement }) => {
    const first = await openByKeyboard(canvasElement, 'CONFIRMATION_POPUP', 'Leave this page?', 'alertdialog');
    await expect(first.modal).toHaveTextContent('What you typed is kept.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(first.opener).toHaveFocus());
    await expect(log(canvasElement)).toHaveTextContent('');
    const second = await openByKeyboard(canvasElement, 'CONFIRMATION_POPUP', 'Leave this page?', 'alertdialog');
    await userEvent.click(within(second.modal).getByRole('button', { name: confirmationLabels.confirm }));
    await expect(log(canvasElement)).toHaveTextContent('confirmed');
  },
};

/** SUBMIT_JOB_PROPOSAL through the host: the job's questions, sent, reported to the opener. */
export const SubmitProposal: Story = {
  args: { type: 'SUBMIT_JOB_PROPOSAL' },
  play: async ({ canvasElement }) => {
    const { modal, opener } = await openByKeyboard(
      canvasElement,
      'SUBMIT_JOB_PROPOSAL',
      proposalFormLabels.submitTitle,
    );
    await sendProposal(modal, 'Three landing zones this year.');
    await waitFor(() => expect(log(canvasElement)).toHaveTextContent(`submitted ${String(proposal.id)}`), LOAD);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** UPDATE_JOB_PROPOSAL through the host: the proposal's content to change. */
export const UpdateProposal: Story = {
  args: { type: 'UPDATE_JOB_PROPOSAL' },
  play: async ({ canvasElement }) => {
    const { modal } = await openByKeyboard(canvasElement, 'UPDATE_JOB_PROPOSAL', proposalFormLabels.updateTitle);
    await expect(within(modal).getByRole('textbox', { name: new RegExp(proposalFormLabels.coverLetter) })).toHaveValue(
      proposal.cover_letter,
    );
    await expect(within(modal).getByDisplayValue('90')).toBeVisible();
  },
};

/** WITHDRAW_JOB_PROPOSAL through the host: the confirmation, then the call. */
export const WithdrawProposal: Story = {
  args: { type: 'WITHDRAW_JOB_PROPOSAL' },
  beforeEach({ msw }) {
    msw.use(handlers.changeProposal.withdrawn);
  },
  play: async ({ canvasElement }) => {
    const { modal } = await openByKeyboard(
      canvasElement,
      'WITHDRAW_JOB_PROPOSAL',
      withdrawProposalLabels.title,
      'alertdialog',
    );
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: withdrawProposalLabels.cancel })).toHaveFocus(),
    );
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(log(canvasElement)).toHaveTextContent('withdrawn withdrawn'), LOAD);
  },
};

/** A type of the spec no flow has registered yet: the developer placeholder. */
export const UnknownType: Story = {
  args: { type: 'SEE_MORE_ROLES_POPUP' },
  play: async ({ canvasElement }) => {
    const { modal, opener } = await openByKeyboard(canvasElement, 'SEE_MORE_ROLES_POPUP', popupHostLabels.unknownTitle);
    await expect(modal).toHaveTextContent(popupHostLabels.unknownText('SEE_MORE_ROLES_POPUP'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The failure result: the spec's text and Try again. */
export const ResultFailure: Story = {
  args: { type: 'SUBMIT_JOB_PROPOSAL' },
  beforeEach({ msw }) {
    msw.use(handlers.submitProposal.serverError);
  },
  play: async ({ canvasElement }) => {
    const { modal } = await openByKeyboard(canvasElement, 'SUBMIT_JOB_PROPOSAL', proposalFormLabels.submitTitle);
    await sendProposal(modal, 'Hello.');
    const failed = await screen.findByRole('dialog', { name: proposalResultTitles.failed }, LOAD);
    await expect(failed).toHaveTextContent(proposalFailureText);
    await waitFor(() =>
      expect(within(failed).getByRole('button', { name: proposalResultButtons.failure })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: proposalFormLabels.submitTitle }, LOAD);
    await expect(within(form).getByRole('textbox', { name: new RegExp(proposalFormLabels.coverLetter) })).toHaveValue(
      'Hello.',
    );
  },
};
