import { cardServerMessages, cardSetupLabels as labels } from '@cloudexperts/domain';
import { buildAccessToken, buildSavedCard, handle, handlers, hang } from '@cloudexperts/domain/mocks';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { PaymentPages, retryGate } from './testing.tsx';

/** /stripe-payment-setup: the manager's saved cards and the card form (sandbox provider). */
const meta = {
  title: 'Pages/Payments/Card setup',
  component: PaymentPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/stripe-payment-setup', token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handlers.cards.one);
  },
} satisfies Meta<typeof PaymentPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = buildSavedCard();
const cardName = labels.cardName(card.brand, card.last4);
/**
 * The card list as the server keeps it: no card until one is saved, the fixture card until it is
 * removed. Made afresh in each story's beforeEach.
 */
function cardStore(initially: 'empty' | 'one') {
  let cards = initially === 'one' ? [card] : [];
  return [
    handle('cards', () => HttpResponse.json({ records: cards, provider: 'sandbox', publishable_key: null })),
    handle('saveCard', () => {
      cards = [card];
      return HttpResponse.json({ card }, { status: 201 });
    }),
    handle('removeCard', () => {
      cards = [];
      return HttpResponse.json({ message: cardServerMessages.cardRemoved });
    }),
  ];
}

const heading = (canvas: HTMLElement) =>
  within(canvas).findByRole('heading', { level: 1, name: labels.pageTitle }, LOAD);
const numberField = (canvas: HTMLElement) =>
  within(canvas).findByRole('textbox', { name: new RegExp(labels.numberLabel) }, LOAD);

/** The saved card: brand, •••• last4, expiry, marked default; Remove and Add another card. */
export const SavedCard: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(cardName, {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.defaultBadge)).toBeVisible();
    await expect(canvas.getByText(labels.expires(card.exp_month, card.exp_year))).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.addAnother })).toBeVisible();
  },
};

/** Two cards: the spare one can be made the default. */
export const TwoCards: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.cards.two);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.cardName('mastercard', '4444'), {}, LOAD)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: new RegExp(`^${labels.makeDefault}`) })).toHaveLength(1);
  },
};

/** No card yet: the empty state and the form at once. */
export const NoCard: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.cards.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.noCards, {}, LOAD)).toBeVisible();
    await expect(await numberField(canvasElement)).toBeVisible();
  },
};

/** The sandbox test card added by keyboard: the page says so and lists it. */
export const AddCard: Story = {
  beforeEach({ msw }) {
    msw.use(...cardStore('empty'));
  },
  play: async ({ canvasElement }) => {
    const number = await numberField(canvasElement);
    number.focus();
    await userEvent.keyboard('4242424242424242');
    await userEvent.tab();
    await userEvent.keyboard('1240');
    await userEvent.tab();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.keyboard('Ada Manager{Enter}');
    await expect(await within(canvasElement).findByText(labels.saved, {}, LOAD)).toBeVisible();
    await expect(await within(canvasElement).findByText(cardName, {}, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** A card the sandbox refuses: the decline at the top of the form. */
export const Declined: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.cards.empty, handlers.confirmSandboxCard.notTestCard);
  },
  play: async ({ canvasElement }) => {
    const number = await numberField(canvasElement);
    number.focus();
    await userEvent.keyboard('5555555555554444');
    await userEvent.tab();
    await userEvent.keyboard('1240');
    await userEvent.tab();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.keyboard('Ada Manager{Enter}');
    await expect(await within(canvasElement).findByText(cardServerMessages.notTestCard, {}, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** Remove asks first; confirming removes the card and says so. */
export const RemoveCard: Story = {
  beforeEach({ msw }) {
    msw.use(...cardStore('one'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `${labels.remove}: ${cardName}` }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: labels.removeTitle });
    await expect(dialog).toHaveTextContent(labels.removeQuestion(cardName));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.remove }));
    await expect(await canvas.findByText(cardServerMessages.cardRemoved, {}, LOAD)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await announcementsCleared();
  },
};

/** While the cards load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('cards'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

const failing = retryGate('cards', () => ({ records: [card], provider: 'sandbox', publishable_key: null }));

/** The list fails until Retry is pressed, then shows. */
export const LoadFailsThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failing.handler());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    failing.open();
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.retry }));
    await expect(await within(canvasElement).findByText(cardName, {}, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};
