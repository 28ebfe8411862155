import { contractServerMessages, endContractLabels as labels, ratingMessages } from '@cloudexperts/domain';
import { buildRatings, handle, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { EndContract } from './EndContract.tsx';

/** The form as the end-contract page shows it, with what it said when done. */
function EndContractDemo({ ending }: { ending: boolean }) {
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <EndContract
        contractId={701}
        otherPartyName="Priya R."
        ending={ending}
        onDone={(output) => setOutcome(`${output.result} ${output.ratings.contract_status}`)}
      />
      <output data-testid="outcome">{outcome}</output>
    </>
  );
}

/** The bodies the API was sent, reset before each story. */
let bodies: unknown[] = [];

const meta = {
  title: 'Flows/End contract',
  component: EndContractDemo,
  decorators: [withFlowInspector],
  args: { ending: true },
  beforeEach({ msw }) {
    bodies = [];
    msw.use(
      handle('createRating', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(buildRatings(false), { status: 201 });
      }),
    );
  },
} satisfies Meta<typeof EndContractDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const outcome = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('outcome');

/** By keyboard: the score is required; then the stars, feedback and Enter on the button end the contract. */
export const ScoreRequiredThenEnded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.end }));
    await expect(await canvas.findByText(ratingMessages.scoreRequired)).toBeVisible();
    await expect(bodies).toEqual([]);
    // Focus goes to the first invalid field: the stars; the arrow keys choose.
    await waitFor(() => expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: labels.feedback }), 'Great work.');
    canvas.getByRole('button', { name: labels.end }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('rated completed'));
    await expect(bodies).toEqual([{ contract_id: 701, score: 4, feedback: 'Great work.' }]);
    await announcementsCleared();
  },
};

/** Rating an ended contract: the other party's rating. */
export const RateEnded: Story = {
  args: { ending: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(labels.rateLead('Priya R.'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.rate })).toBeEnabled();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('createRating'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: labels.end }));
    await waitFor(() => expect(canvas.getByTestId('flow-state')).toHaveTextContent('submitting'));
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

/** Refused (rated meanwhile, 409): the API's message, the choice kept. */
export const AlreadyRated: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.createRating.alreadyRated);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: labels.end }));
    await expect(await canvas.findByText(contractServerMessages.alreadyRated)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await announcementsCleared();
  },
};
