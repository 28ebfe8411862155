import {
  cardServerMessages,
  cardSetupLabels,
  cardSetupPath,
  contractPaths,
  endpoints,
  errorCodes,
  IDEMPOTENCY_HEADER,
  milestoneSectionLabels as labels,
  milestoneStatusLabels,
  paymentServerMessages,
  serverMessages,
  submitWorkLabels,
  type Role,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildContract,
  buildFundedMilestone,
  buildMilestone,
  errorBody,
  FIXTURE_CONTRACT_ID,
  handle,
  handlers,
  hang,
  respond,
} from '@cloudexperts/domain/mocks';
import { ToastRegion } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { ContractDetailsPage } from './ContractDetailsPage.tsx';

/** Today in every story (the earliest due date of a new milestone). */
const TODAY = '2026-11-26';
const activeFixed = buildContract({ job_pay_type: 'fixed', amount_cents: 250_000 });
const funded = buildFundedMilestone();
const created = buildMilestone({ id: 802, description: 'Migration runbook', due_date: '2027-01-10' });
const requested = buildFundedMilestone({
  id: 804,
  description: 'Hand-over',
  due_date: '2027-02-01',
  payment_requested: [
    { id: 905, status: 'Payment Requested', amount_requested: '250.00', created_at: funded.created_at },
  ],
});

function routesFor(role: Role | null): RouteObject[] {
  return role ? [{ path: contractPaths.details, element: <ContractDetailsPage today={TODAY} /> }] : [];
}

/** /contract-details/:id with today fixed, and the toasts' region (the add form's snackbar). */
function MilestonePages(props: RoutePagesProps) {
  return (
    <>
      <RoutePages {...props} routesFor={routesFor} area="contract pages" />
      <ToastRegion />
    </>
  );
}

/** The Milestones section of /contract-details/:id: an active fixed-price contract's milestones. */
const meta = {
  title: 'Pages/Contracts/Milestones',
  component: MilestonePages,
  parameters: { layout: 'fullscreen' },
  args: {
    path: `/contract-details/${String(FIXTURE_CONTRACT_ID)}`,
    token: buildAccessToken({ role: 'project_manager' }),
  },
  beforeEach({ msw }) {
    msw.use(
      respond('getContract', () => ({ contract: activeFixed })),
      respond('contractMilestones', () => ({ records: [funded, created, requested] })),
    );
  },
} satisfies Meta<typeof MilestonePages>;

export default meta;
type Story = StoryObj<typeof meta>;

const freelancer = buildAccessToken({ role: 'freelancer' });
const section = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: labels.title }, LOAD);
const itemOf = (region: HTMLElement, description: string) =>
  within(region).findByRole('listitem', { name: description }, LOAD);

/** The manager sees each milestone's amount, due date, status, escrow, released and latest request; Fund on the unfunded one. */
export const Manager: Story = {
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const first = await itemOf(region, funded.description);
    await expect(first).toHaveTextContent(`${labels.amount}$250.00`);
    await expect(first).toHaveTextContent(`${labels.dueDate}Dec 15, 2026`);
    await expect(first).toHaveTextContent(`${labels.escrow}$250.00`);
    await expect(first).toHaveTextContent(`${labels.latestRequest}${labels.noRequest}`);
    await expect(within(first).queryByRole('button', { name: labels.fundLabel(funded.description) })).toBeNull();
    const second = await itemOf(region, created.description);
    await expect(second).toHaveTextContent(`${labels.escrow}$0.00`);
    await expect(within(second).getByRole('button', { name: labels.fundLabel(created.description) })).toBeVisible();
    await expect(await itemOf(region, requested.description)).toHaveTextContent(
      `${labels.latestRequest}Payment Requested`,
    );
    await expect(within(region).queryByRole('button', { name: labels.submitWork })).toBeNull();
  },
};

/** Fund: the sandbox charges the escrow, the list reloads. */
export const Funded: Story = {
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const item = await itemOf(region, created.description);
    await userEvent.click(within(item).getByRole('button', { name: labels.fundLabel(created.description) }));
    await expect(await within(region).findByText(labels.funded(created.description))).toBeVisible();
    await announcementsCleared();
  },
};

/** The card was declined (402): the provider's refusal, said plainly. */
export const FundDeclined: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.fundMilestone.declined);
  },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const item = await itemOf(region, created.description);
    await userEvent.click(within(item).getByRole('button', { name: labels.fundLabel(created.description) }));
    await expect(await within(region).findByRole('alert')).toHaveTextContent(paymentServerMessages.paymentDeclined);
    await announcementsCleared();
  },
};

/**
 * No card on file (409 card_required): the message says to add one, with a link to
 * /stripe-payment-setup.
 */
export const FundNeedsCard: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.fundMilestone.cardRequired);
  },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const item = await itemOf(region, created.description);
    await userEvent.click(within(item).getByRole('button', { name: labels.fundLabel(created.description) }));
    const alert = await within(region).findByRole('alert');
    await expect(alert).toHaveTextContent(cardServerMessages.cardRequired);
    await expect(within(alert).getByRole('link', { name: cardSetupLabels.addCardLink })).toHaveAttribute(
      'href',
      cardSetupPath,
    );
    await announcementsCleared();
  },
};

/** The Idempotency-Key of each fund call the story's handler saw. */
const fundKeys: string[] = [];

/**
 * The network failed while funding: the same attempt's Idempotency-Key is sent again on the
 * retry, so the charge the network hid is replayed rather than made twice.
 */
export const FundRetryReplays: Story = {
  beforeEach({ msw }) {
    fundKeys.length = 0;
    msw.use(
      handle('fundMilestone', ({ request }) => {
        fundKeys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? '');
        if (fundKeys.length === 1) return HttpResponse.error();
        return HttpResponse.json(
          { milestone: buildFundedMilestone({ id: created.id, description: created.description }) },
          { status: endpoints.fundMilestone.status },
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const item = await itemOf(region, created.description);
    const fund = within(item).getByRole('button', { name: labels.fundLabel(created.description) });
    await userEvent.click(fund);
    await expect(await within(region).findByRole('alert')).toBeVisible();
    await waitFor(() => expect(fund).toBeEnabled());
    await userEvent.click(fund);
    await expect(await within(region).findByText(labels.funded(created.description))).toBeVisible();
    await expect(fundKeys).toHaveLength(2);
    await expect(fundKeys[1]).toBe(fundKeys[0]);
    await announcementsCleared();
  },
};

/** Add with nothing filled: each field says what is wrong, and the spec's snackbar. */
export const AddFieldsRequired: Story = {
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await userEvent.click(await within(region).findByRole('button', { name: labels.addOpen }, LOAD));
    const form = within(region).getByRole('form', { name: labels.addTitle });
    await userEvent.click(within(form).getByRole('button', { name: labels.addSubmit }));
    await expect(await within(form).findByText(labels.descriptionRequired)).toBeVisible();
    await expect(within(form).getByText(labels.amountInvalid)).toBeVisible();
    await expect(within(form).getByText(labels.dueDateInvalid)).toBeVisible();
    await expect(await screen.findByText(labels.requiredFields)).toBeVisible();
  },
};

/** Add by keyboard: description, amount and due date typed, then Add; the list reloads. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await userEvent.click(await within(region).findByRole('button', { name: labels.addOpen }, LOAD));
    const form = within(region).getByRole('form', { name: labels.addTitle });
    await userEvent.type(within(form).getByRole('textbox', { name: labels.description }), funded.description);
    await userEvent.type(within(form).getByRole('textbox', { name: labels.amountDollars }), '250');
    const [month] = within(form).getAllByRole('spinbutton');
    if (!month) throw new Error('The due date has no segments');
    await userEvent.click(month);
    await userEvent.keyboard('12152026');
    await userEvent.click(within(form).getByRole('button', { name: labels.addSubmit }));
    await expect(await within(region).findByText(labels.added(funded.description))).toBeVisible();
    await expect(within(region).queryByRole('form', { name: labels.addTitle })).toBeNull();
    await announcementsCleared();
  },
};

/** The freelancer sees the same list, without Fund or Add, and Submit work (a milestone is free to request). */
export const Freelancer: Story = {
  args: { token: freelancer },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await itemOf(region, funded.description);
    await expect(within(region).queryByRole('button', { name: labels.fundLabel(created.description) })).toBeNull();
    await expect(within(region).queryByRole('button', { name: labels.addOpen })).toBeNull();
    await expect(within(region).getByRole('button', { name: labels.submitWork })).toBeVisible();
  },
};

/** Submit work opens FREELANCER_SUBMIT_WORK; once sent, the popup closes and the list reloads. */
export const FreelancerSubmitsWork: Story = {
  args: { token: freelancer },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await userEvent.click(await within(region).findByRole('button', { name: labels.submitWork }, LOAD));
    const popup = await screen.findByRole('dialog', { name: submitWorkLabels.title }, LOAD);
    await expect(within(popup).getByRole('textbox', { name: submitWorkLabels.amount })).toHaveValue('250.00');
    await userEvent.type(within(popup).getByRole('textbox', { name: submitWorkLabels.message }), 'Deployed.');
    await userEvent.click(within(popup).getByRole('button', { name: submitWorkLabels.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await within(region).findByText(labels.submitted)).toBeVisible();
    await announcementsCleared();
  },
};

/**
 * An ended contract, settled: what nobody requested went back to the client (Refunded), and a
 * milestone released in part shows both what was released and what was refunded.
 */
export const EndedAndRefunded: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('getContract', () => ({
        contract: { ...activeFixed, status: 'completed', ended_at: '2026-11-26T17:00:00.000Z' },
      })),
      respond('contractMilestones', () => ({
        records: [
          buildMilestone({ ...funded, status: 'refunded', escrow_cents: 0, refunded_cents: 25_000 }),
          buildMilestone({
            ...requested,
            status: 'released',
            escrow_cents: 0,
            released_cents: 10_000,
            refunded_cents: 15_000,
            payment_requested: [
              { id: 905, status: 'approved', amount_requested: '100.00', created_at: funded.created_at },
            ],
          }),
        ],
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const refunded = await itemOf(region, funded.description);
    await expect(refunded).toHaveTextContent(`${labels.escrow}$0.00`);
    await expect(refunded).toHaveTextContent(`${labels.refunded}$250.00`);
    // The status badge and the amount's term.
    await expect(within(refunded).getAllByText(milestoneStatusLabels.refunded)).toHaveLength(2);
    const partly = await itemOf(region, requested.description);
    await expect(partly).toHaveTextContent(`${labels.released}$100.00`);
    await expect(partly).toHaveTextContent(`${labels.refunded}$150.00`);
    await expect(within(region).queryByRole('button', { name: labels.addOpen })).toBeNull();
  },
};

/** No milestones yet: the manager is told to add one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.contractMilestones.empty);
  },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(await within(region).findByText(labels.emptyManager, {}, LOAD)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('contractMilestones'));
  },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(within(region).getByText(labels.loading)).toBeInTheDocument();
  },
};

/** The milestones fail to load until Retry is pressed. */
let retryPressed = false;
export const LoadFailsThenRetry: Story = {
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const retry = await within(region).findByRole('button', { name: labels.retry }, LOAD);
    await expect(within(region).getByText(labels.loadFailed)).toBeVisible();
    retryPressed = true;
    await userEvent.click(retry);
    await itemOf(region, funded.description);
    await announcementsCleared();
  },
  beforeEach({ msw }) {
    retryPressed = false;
    msw.use(
      handle('contractMilestones', () =>
        retryPressed
          ? HttpResponse.json({ records: [funded] })
          : HttpResponse.json(errorBody(errorCodes.internal, serverMessages.internalError), { status: 500 }),
      ),
    );
  },
};
