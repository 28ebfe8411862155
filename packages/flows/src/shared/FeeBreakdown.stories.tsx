import { feeBreakdownLabels as labels } from '@cloudexperts/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeeBreakdown } from './FeeBreakdown.tsx';

/** The one fee breakdown of every place a freelancer's amount is shown (spec document 2, section 9). */
const meta = {
  title: 'Flows/Fee breakdown',
  component: FeeBreakdown,
  args: { amountCents: 400_00, billedBeforeCents: 0 },
} satisfies Meta<typeof FeeBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: labels.title });

/** A new client: 5%, the freelancer receives 95%. */
export const NewClient: Story = {
  play: async ({ canvasElement }) => {
    const fees = region(canvasElement);
    await expect(fees).toHaveTextContent(`${labels.amount}$400.00`);
    await expect(fees).toHaveTextContent(`${labels.serviceFeeAt('5%')}\u2212$20.00`);
    await expect(fees).toHaveTextContent(`${labels.youReceive}$380.00`);
  },
};

/** More than $500 billed with that client already: 2.5%, the freelancer receives 97.5%. */
export const EstablishedClient: Story = {
  args: { billedBeforeCents: 650_00 },
  play: async ({ canvasElement }) => {
    const fees = region(canvasElement);
    await expect(fees).toHaveTextContent(`${labels.serviceFeeAt('2.5%')}\u2212$10.00`);
    await expect(fees).toHaveTextContent(`${labels.youReceive}$390.00`);
  },
};

/** $300 billed before: $200 of this $400 at 5%, the other $200 at 2.5%, each part named. */
export const CrossesThreshold: Story = {
  args: { billedBeforeCents: 300_00 },
  play: async ({ canvasElement }) => {
    const fees = region(canvasElement);
    await expect(fees).toHaveTextContent(`${labels.serviceFeeAt('5% on $200.00, 2.5% on $200.00')}\u2212$15.00`);
    await expect(fees).toHaveTextContent(`${labels.youReceive}$385.00`);
  },
};

/** An hourly rate: each figure per hour. */
export const PerHour: Story = {
  args: { amountCents: 90_00, perHour: true },
  play: async ({ canvasElement }) => {
    const fees = region(canvasElement);
    await expect(fees).toHaveTextContent(`${labels.amount}$90.00/hr`);
    await expect(fees).toHaveTextContent(`${labels.serviceFeeAt('5%')}\u2212$4.50/hr`);
    await expect(fees).toHaveTextContent(`${labels.youReceive}$85.50/hr`);
  },
};

/** Figures as the ledger posted them (a release, to the client): no rate named, the client's words. */
export const Posted: Story = {
  args: {
    amountCents: undefined,
    billedBeforeCents: undefined,
    posted: { amountCents: 250_00, feeCents: 12_50, receiveCents: 237_50 },
    receiveLabel: labels.freelancerReceives,
  },
  play: async ({ canvasElement }) => {
    const fees = region(canvasElement);
    await expect(fees).toHaveTextContent(`${labels.serviceFee}\u2212$12.50`);
    await expect(fees).not.toHaveTextContent('%');
    await expect(fees).toHaveTextContent(`${labels.freelancerReceives}$237.50`);
  },
};
