import { cardServerMessages, cardSetupLabels as labels } from '@cloudexperts/domain';
import { handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { CardSetup } from './CardSetup.tsx';

const meta = {
  title: 'Flows/Card setup',
  component: CardSetup,
  decorators: [withFlowInspector],
  args: { provider: 'sandbox' },
} satisfies Meta<typeof CardSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: HTMLElement, label: string) =>
  within(canvas).getByRole('textbox', { name: new RegExp(label.replace(/[()]/g, '\\$&')) });
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');

/** Types the sandbox test card by keyboard, field after field (Tab), and submits with Enter. */
async function fillAndSubmit(canvas: HTMLElement, number = '4242424242424242') {
  const first = await within(canvas).findByRole('textbox', { name: new RegExp(labels.numberLabel) });
  await userEvent.click(first);
  await userEvent.keyboard(number);
  await userEvent.tab();
  await userEvent.keyboard('1240');
  await userEvent.tab();
  await userEvent.keyboard('123');
  await userEvent.tab();
  await userEvent.keyboard('Ada Manager');
  await userEvent.keyboard('{Enter}');
}

/** The empty form: number, expiry, CVC, name, with the sandbox's test-card hint. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.sandboxHint)).toBeVisible();
    await expect(field(canvasElement, labels.cvcLabel)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** Typed: the number grouped in fours, the expiry with its slash. */
export const Formatting: Story = {
  play: async ({ canvasElement }) => {
    const number = await within(canvasElement).findByRole('textbox', { name: new RegExp(labels.numberLabel) });
    await userEvent.click(number);
    await userEvent.keyboard('4242424242424242');
    await userEvent.tab();
    await userEvent.keyboard('1240');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(field(canvasElement, labels.expiryLabel)).toHaveValue('12/40');
  },
};

/** Save with nothing typed: each field's message, focus on the number, no call. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: labels.save }));
    await expect(await canvas.findByText(cardServerMessages.numberInvalid)).toBeVisible();
    await expect(canvas.getByText(cardServerMessages.expiryInvalid)).toBeVisible();
    await expect(canvas.getByText(cardServerMessages.cvcInvalid)).toBeVisible();
    await expect(canvas.getByText(cardServerMessages.nameRequired)).toBeVisible();
    await waitFor(() => expect(field(canvasElement, labels.numberLabel)).toHaveFocus());
  },
};

/** A card that is not a test card: the sandbox declines it, the message at the top, everything kept. */
export const Declined: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.confirmSandboxCard.notTestCard);
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, '5555555555554444');
    await expect(await within(canvasElement).findByText(cardServerMessages.notTestCard)).toBeVisible();
    await expect(field(canvasElement, labels.numberLabel)).toHaveValue('5555 5555 5555 4444');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('editing'));
    await announcementsCleared();
  },
};

/** The server names a field (an expired card): the message under it. */
export const Expired: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.confirmSandboxCard.expired);
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(canvasElement).findByText(cardServerMessages.expiryPast)).toBeVisible();
    await announcementsCleared();
  },
};

/** While the card is set up the button is pending and the form takes nothing. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(hang('confirmSandboxCard'));
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('confirming'));
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
    await announcementsCleared();
  },
};

/** Completed by keyboard: setup, confirm, save; the flow ends saved with the card. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('saved'));
    await announcementsCleared();
  },
};
