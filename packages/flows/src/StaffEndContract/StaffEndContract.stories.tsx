import {
  endpoints,
  errorCodes,
  moneyText,
  refusalOf,
  staffEndContractLabels as labels,
  serverMessages,
  staffServerMessages,
} from '@cloudexperts/domain';
import {
  buildStaffContractViewCanEnd,
  errorBody,
  FIXTURE_END_REASON,
  handlers,
  hang,
  mockPath,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { StaffEndContract } from './StaffEndContract.tsx';

const view = buildStaffContractViewCanEnd();

/** The button as the staff contract page shows it; `withMilestones` lets the dialog count what goes back. */
function StaffEndContractDemo({ withMilestones = true }: { withMilestones?: boolean }) {
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <StaffEndContract
        contractId={view.contract.id}
        clientName={view.client.name}
        freelancerName={view.freelancer.name}
        {...(withMilestones ? { milestones: view.milestones } : {})}
        onDone={(output) => setOutcome(`${output.result} ${output.view.contract.status}`)}
        newKey={() => 'story-key'}
      />
      <output data-testid="outcome">{outcome}</output>
    </>
  );
}

const meta = {
  title: 'Flows/Staff end contract',
  component: StaffEndContractDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  beforeEach({ msw }) {
    msw.use(handlers.staffEndContract.ended);
  },
} satisfies Meta<typeof StaffEndContractDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const outcome = (canvas: HTMLElement) => within(canvas).getByTestId('outcome');
const openDialog = async (canvas: HTMLElement) => {
  await userEvent.click(within(canvas).getByRole('button', { name: labels.open }));
  return screen.findByRole('dialog', { name: labels.title });
};
const reasonField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: labels.reason });
const confirm = async (dialog: HTMLElement) => {
  await userEvent.click(within(dialog).getByRole('button', { name: labels.confirm }));
};

/** The button, nothing asked yet. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: labels.open })).toBeVisible();
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('idle'));
  },
};

/** Opened by keyboard: what ending does, with the $250.00 no request waits for, and the reason. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: labels.open }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: labels.title });
    await expect(dialog).toHaveTextContent(labels.lead(view.client.name, view.freelancer.name));
    await expect(dialog).toHaveTextContent(labels.refund(moneyText(25_000)));
    await expect(reasonField(dialog)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** Without the milestones the dialog says in words what goes back. */
export const RefundInWords: Story = {
  args: { withMilestones: false },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveTextContent(labels.refundInWords);
  },
};

/** An empty reason is refused on the field, which takes the focus; no call. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await confirm(dialog);
    await expect(await within(dialog).findByText(staffServerMessages.endReasonRequired)).toBeVisible();
    await waitFor(() => expect(reasonField(dialog)).toHaveFocus());
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** A reason over 1000 characters is refused on the field. */
export const ReasonTooLong: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    reasonField(dialog).focus();
    await userEvent.paste('x'.repeat(1001));
    await confirm(dialog);
    await expect(await within(dialog).findByText(staffServerMessages.endReasonTooLong)).toBeVisible();
  },
};

/** Ended: the flow is done with the contract as staff now read it. */
export const Ended: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(reasonField(dialog), FIXTURE_END_REASON);
    await confirm(dialog);
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('ended completed'));
    await expect(flowState(canvasElement)).toHaveTextContent('done');
    await announcementsCleared();
  },
};

/** On its way: the confirm button is pending, Cancel is off. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('staffEndContract'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(reasonField(dialog), FIXTURE_END_REASON);
    await confirm(dialog);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('submitting'));
    await expect(within(dialog).getByRole('button', { name: labels.cancel })).toBeDisabled();
    await announcementsCleared();
  },
};

/** The server failed: its message with Retry, the reason kept; Retry sends it again and it ends. */
export const FailedThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(
        mockPath(endpoints.staffEndContract.path),
        () => HttpResponse.json(errorBody(errorCodes.internal, serverMessages.internalError), { status: 500 }),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(reasonField(dialog), FIXTURE_END_REASON);
    await confirm(dialog);
    await expect(await within(dialog).findByText(labels.failedTitle)).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(serverMessages.internalError);
    await expect(reasonField(dialog)).toHaveValue(FIXTURE_END_REASON);
    await expect(flowState(canvasElement)).toHaveTextContent('failed');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.retry }));
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('ended completed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await announcementsCleared();
  },
};

/** Already ended elsewhere (409): the API's words, the reason kept. */
export const AlreadyEnded: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.staffEndContract.alreadyEnded);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(reasonField(dialog), FIXTURE_END_REASON);
    await confirm(dialog);
    await expect(await within(dialog).findByText(refusalOf('contract', 'completed', 'end'))).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('failed');
    await announcementsCleared();
  },
};
