import { paymentMethodLabels as labels, paymentMethodServerMessages as messages } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildPaymentMethod,
  errorBody,
  FIXTURE_CONSENT_CODE,
  FIXTURE_CONSENT_STATE,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { recordCalls } from '../../testing/mocks.ts';
import { SettingsPages } from './testing.tsx';

const freelancer = buildAccessToken({ role: 'freelancer' });
const manager = buildAccessToken({ role: 'project_manager' });

/** /settings: payment methods for both roles; the freelancer's available balance and Withdraw. */
const meta = {
  title: 'Pages/Settings/Payments',
  component: SettingsPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/settings', token: freelancer },
  beforeEach({ msw }) {
    msw.use(handlers.paymentMethods.payoneer, handlers.payoutBalance.some);
  },
} satisfies Meta<typeof SettingsPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The freelancer: Payoneer ($2.00 fee) and $237.50 available. */
export const Freelancer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: labels.methodsHeading }, LOAD);
    await expect(await canvas.findByRole('button', { name: `${labels.remove} Payoneer` })).toBeVisible();
    await expect(canvas.getByTestId('available-balance')).toHaveTextContent('$237.50');
  },
};

/** While the settings load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('paymentMethods'));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(labels.loading, undefined, LOAD);
  },
};

/** No method yet: the empty state, and Withdraw waits for one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.paymentMethods.empty, handlers.payoutBalance.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(labels.noMethods, undefined, LOAD);
    await expect(canvas.getByText(labels.addMethodFirst)).toBeVisible();
  },
};

let retried = false;
/** Loading fails (every time) until Retry is pressed; then the methods show. */
export const LoadFailedRetry: Story = {
  beforeEach({ msw }) {
    retried = false;
    msw.use(
      handle('paymentMethods', () =>
        retried
          ? HttpResponse.json({ records: [buildPaymentMethod('Skrill')] })
          : HttpResponse.json(errorBody('internal_error', 'Internal error'), { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(labels.loadFailed, undefined, LOAD);
    retried = true;
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await canvas.findByRole('button', { name: `${labels.remove} Skrill` }, LOAD);
    await announcementsCleared();
  },
};

/** ADD_PAYMENT_MODAL for the freelancer: Payoneer is added (hidden); 'Also available' with PayPal's own login. */
export const AddMethod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: labels.addMethod }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: labels.addTitle }, LOAD);
    await expect(within(dialog).queryByText(labels.recommended)).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: labels.alsoAvailable })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: labels.loginWithPaypal })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: `${labels.setUp} Skrill` }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: labels.setupTitle('Skrill') })).toBeVisible());
  },
};

/** The manager's modal: Payoneer 'Recommended for USA', no PayPal; no balance on the page. */
export const ManagerAddMethod: Story = {
  args: { token: manager },
  beforeEach({ msw }) {
    msw.use(handlers.paymentMethods.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: labels.addMethod }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: labels.addTitle }, LOAD);
    await waitFor(() => expect(within(dialog).getByText(labels.recommended)).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: labels.loginWithPaypal })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: labels.balanceHeading })).not.toBeInTheDocument();
  },
};

/** REMOVE_PAYMENT_MODAL: Remove asks, then 'Account deleted.'. */
export const RemoveMethod: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.removePaymentMethod.removed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `${labels.remove} Payoneer` }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: labels.removeTitle }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.remove }));
    await expect(await canvas.findByText(labels.accountDeleted, undefined, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** Withdraw: $100 to Payoneer shows the $2.00 fee and $98.00 net; Confirm sends it; the balance follows. */
export const Withdraw: Story = {
  beforeEach({ msw }) {
    const calls = recordCalls('withdraw');
    msw.use(calls.handler, handlers.withdraw.paid);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(labels.amountLabel, { exact: false }, LOAD), '100');
    await expect(canvas.getByTestId('withdraw-fee')).toHaveTextContent('$2.00');
    await expect(canvas.getByTestId('withdraw-net')).toHaveTextContent('$98.00');
    await userEvent.click(canvas.getByRole('button', { name: labels.withdraw }));
    await userEvent.click(await canvas.findByRole('button', { name: labels.confirm }));
    await expect(await canvas.findByText(labels.withdrawn('$98.00'), undefined, LOAD)).toBeVisible();
    await expect(canvas.getByTestId('available-balance')).toHaveTextContent('$137.50');
    await announcementsCleared();
  },
};

/** More than the balance: said at the field before anything is sent. */
export const WithdrawTooMuch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(labels.amountLabel, { exact: false }, LOAD), '500');
    await userEvent.click(canvas.getByRole('button', { name: labels.withdraw }));
    await expect(await canvas.findByText(messages.insufficient)).toBeVisible();
  },
};

/** The provider refused the payout: said above the form, nothing moved. */
export const WithdrawDeclined: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.withdraw.declined);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(labels.amountLabel, { exact: false }, LOAD), '50');
    await userEvent.click(canvas.getByRole('button', { name: labels.withdraw }));
    await userEvent.click(await canvas.findByRole('button', { name: labels.confirm }));
    await expect(await canvas.findByText(messages.payoutDeclined, undefined, LOAD)).toBeVisible();
    await expect(canvas.getByTestId('available-balance')).toHaveTextContent('$237.50');
    await announcementsCleared();
  },
};

/** Back from the provider's login with code and id: the method is authenticated once and the page says so. */
export const ProviderReturn: Story = {
  args: { path: `/settings?code=${FIXTURE_CONSENT_CODE}&id=${buildPaymentMethod('Payoneer').id}` },
  beforeEach({ msw }) {
    const calls = recordCalls('authenticatePaymentMethod');
    msw.use(calls.handler, handlers.authenticatePaymentMethod.added);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.methodAdded, undefined, LOAD)).toBeVisible();
    await canvas.findByRole('button', { name: `${labels.remove} Payoneer` }, LOAD);
    await announcementsCleared();
  },
};

/** A spent or foreign code: the server's words. */
export const ProviderReturnInvalid: Story = {
  args: { path: `/settings?code=${FIXTURE_CONSENT_CODE}&id=${buildPaymentMethod('Payoneer').id}` },
  beforeEach({ msw }) {
    msw.use(handlers.authenticatePaymentMethod.invalid);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.authorizationInvalid, undefined, LOAD)).toBeVisible();
  },
};

/** /setup-payment/Payoneer: Continue starts the login and lands on the sandbox's consent page. */
export const SetupPayoneer: Story = {
  args: { path: '/setup-payment/Payoneer' },
  beforeEach({ msw }) {
    msw.use(handlers.setPaymentMethod.started, handlers.payoutConsent.payoneer);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: labels.continueTo('Payoneer') }, LOAD));
    await expect(await canvas.findByRole('heading', { name: labels.consentTitle('Payoneer') }, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** /setup-payment/paypal for a manager: not offered. */
export const SetupPaypalAsManager: Story = {
  args: { path: '/setup-payment/paypal', token: manager },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: labels.setupUnknown }, LOAD)).toBeVisible();
  },
};

/** The sandbox's consent: Allow goes back to /settings with the code, which adds the method. */
export const SandboxConsent: Story = {
  args: { path: `/payout-sandbox?state=${FIXTURE_CONSENT_STATE}` },
  beforeEach({ msw }) {
    msw.use(
      handlers.payoutConsent.payoneer,
      handlers.answerPayoutConsent.allowed,
      handlers.authenticatePaymentMethod.added,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.consentLead('Payoneer'), undefined, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.allow }));
    await expect(await canvas.findByText(labels.methodAdded, undefined, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** An unknown or spent state: the failure with Retry. */
export const SandboxConsentInvalid: Story = {
  args: { path: `/payout-sandbox?state=${FIXTURE_CONSENT_STATE}` },
  beforeEach({ msw }) {
    msw.use(handlers.payoutConsent.invalid);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loadFailed, undefined, LOAD)).toBeVisible();
  },
};
