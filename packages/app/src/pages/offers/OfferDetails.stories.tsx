import {
  acceptOfferMessages,
  answerOfferLabels,
  contractRoutes,
  feeBreakdownLabels as feeLabels,
  offerDetailsLabels as labels,
  refusalOf,
  type Offer,
} from '@cloudexperts/domain';
import { buildAccessToken, buildOffer, FIXTURE_OFFER_ID, handle, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { OfferPages } from './testing.tsx';

const title = buildOffer().job.title;

/** The offer as the API keeps it: answering changes what it answers next. */
function liveOffer() {
  let offer: Offer = buildOffer();
  const bodies: unknown[] = [];
  return {
    bodies,
    handlers: [
      handle('getOffer', () => HttpResponse.json({ offer })),
      handle('answerOffer', async ({ request }) => {
        const body = (await request.json()) as { status: 'Accepted' | 'Declined'; message?: string };
        bodies.push(body);
        offer = {
          ...offer,
          status: body.status,
          response_message: body.message || null,
          responded_at: offer.created_at,
        };
        return HttpResponse.json({ offer });
      }),
    ],
  };
}

/** /offer-details/:id: an offer as its freelancer sees it, answered with CE_ACCEPT_OFFER or CE_DECLINE_OFFER. */
const meta = {
  title: 'Pages/Offers/Offer details',
  component: OfferPages,
  parameters: { layout: 'fullscreen' },
  args: { path: `/offer-details/${String(FIXTURE_OFFER_ID)}`, token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.getOffer.pending);
  },
} satisfies Meta<typeof OfferPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const offerOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('article', { name: title }, LOAD);
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

/** A pending offer: its facts, the client's message, Accept and Decline. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const offer = await offerOf(canvasElement);
    await expect(offer).toHaveTextContent(labels.statuses.pending);
    await expect(offer).toHaveTextContent('$90/hr');
    await expect(offer).toHaveTextContent('We would love to have you on board from Monday.');
    // A new client: the 5% fee, per hour.
    const fees = within(offer).getByRole('region', { name: feeLabels.title });
    await expect(fees).toHaveTextContent(`${labels.amount}$90.00/hr`);
    await expect(fees).toHaveTextContent(`${feeLabels.serviceFeeAt('5%')}\u2212$4.50/hr`);
    await expect(fees).toHaveTextContent(`${feeLabels.youReceive}$85.50/hr`);
    const actions = within(offer).getByRole('group', { name: labels.actionsLabel });
    await expect(within(actions).getByRole('button', { name: labels.accept })).toBeEnabled();
    await expect(within(actions).getByRole('button', { name: labels.decline })).toBeEnabled();
  },
};

/** A client the freelancer has billed more than $500 with: the 2.5% fee (97.5% received). */
export const EstablishedClient: Story = {
  beforeEach({ msw }) {
    msw.use(handle('getOffer', () => HttpResponse.json({ offer: buildOffer({ billed_cents: 600_00 }) })));
  },
  play: async ({ canvasElement }) => {
    const fees = within(await offerOf(canvasElement)).getByRole('region', { name: feeLabels.title });
    await expect(fees).toHaveTextContent(`${feeLabels.serviceFeeAt('2.5%')}\u2212$2.25/hr`);
    await expect(fees).toHaveTextContent(`${feeLabels.youReceive}$87.75/hr`);
  },
};

/** A fixed price crossing the $500 threshold ($300 billed before): $200 at 5%, $600 at 2.5%. */
export const FixedCrossesThreshold: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle('getOffer', () =>
        HttpResponse.json({ offer: buildOffer({ job_pay_type: 'fixed', amount_cents: 800_00, billed_cents: 300_00 }) }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const fees = within(await offerOf(canvasElement)).getByRole('region', { name: feeLabels.title });
    await expect(fees).toHaveTextContent(`${labels.amount}$800.00`);
    await expect(fees).toHaveTextContent(`${feeLabels.serviceFeeAt('5% on $200.00, 2.5% on $600.00')}\u2212$25.00`);
    await expect(fees).toHaveTextContent(`${feeLabels.youReceive}$775.00`);
  },
};

/** The story's offer, made afresh before each story that answers it. */
let live = liveOffer();

/** By keyboard: the message and the agree box are required; the accepted offer goes to the active contracts. */
export const AcceptByKeyboard: Story = {
  beforeEach({ msw }) {
    live = liveOffer();
    msw.use(...live.handlers);
  },
  play: async ({ canvasElement }) => {
    await offerOf(canvasElement);
    await tabTo(labels.accept);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: answerOfferLabels.acceptTitle });
    await expect(within(dialog).getByRole('textbox', { name: answerOfferLabels.message })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: answerOfferLabels.accept }));
    await expect(await within(dialog).findByText(acceptOfferMessages.termsRequired)).toBeVisible();
    await expect(within(dialog).getByText(acceptOfferMessages.messageRequired)).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: answerOfferLabels.message }),
      'Glad to start Monday',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: answerOfferLabels.agree }));
    await userEvent.click(within(dialog).getByRole('button', { name: answerOfferLabels.accept }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    // The spec: "/all-contracts/active after accepting an offer".
    await waitFor(
      () => expect(location(canvasElement)).toHaveAttribute('data-location', contractRoutes.freelancerList('active')),
      LOAD,
    );
    await expect(live.bodies).toEqual([{ status: 'Accepted', message: 'Glad to start Monday', agree: true }]);
    await announcementsCleared();
  },
};

/** Declining (the message optional) goes home, as the spec says. */
export const DeclineGoesHome: Story = {
  beforeEach({ msw }) {
    live = liveOffer();
    msw.use(...live.handlers);
  },
  play: async ({ canvasElement }) => {
    const offer = await offerOf(canvasElement);
    await userEvent.click(within(offer).getByRole('button', { name: labels.decline }));
    const dialog = await screen.findByRole('dialog', { name: answerOfferLabels.declineTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: answerOfferLabels.decline }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/'), LOAD);
    await expect(live.bodies).toEqual([{ status: 'Declined', message: '' }]);
    await announcementsCleared();
  },
};

/** Answered meanwhile (409): the API's message in the dialog, what was typed kept. */
export const AnsweredMeanwhile: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.answerOffer.alreadyAnswered);
  },
  play: async ({ canvasElement }) => {
    const offer = await offerOf(canvasElement);
    await userEvent.click(within(offer).getByRole('button', { name: labels.accept }));
    const dialog = await screen.findByRole('dialog', { name: answerOfferLabels.acceptTitle });
    const message = within(dialog).getByRole('textbox', { name: answerOfferLabels.message });
    await userEvent.type(message, 'Yes please');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: answerOfferLabels.agree }));
    await userEvent.click(within(dialog).getByRole('button', { name: answerOfferLabels.accept }));
    await expect(await within(dialog).findByText(refusalOf('offer', 'Accepted', 'accept'))).toBeVisible();
    await expect(message).toHaveValue('Yes please');
    await announcementsCleared();
  },
};

/** An accepted offer shows the answer, offers no buttons and links its contract. */
export const Accepted: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getOffer.accepted);
  },
  play: async ({ canvasElement }) => {
    const offer = await offerOf(canvasElement);
    await expect(offer).toHaveTextContent(labels.statuses.Accepted);
    await expect(offer).toHaveTextContent('Glad to!');
    await expect(within(offer).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(offer).getByRole('link', { name: labels.viewContract })).toHaveAttribute(
      'href',
      contractRoutes.details(FIXTURE_OFFER_ID),
    );
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getOffer.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD),
    ).toBeVisible();
  },
};

export const LoadFailsThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('getOffer', () => ({ offer: buildOffer() })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Retry' }, LOAD));
    await offerOf(canvasElement);
    await announcementsCleared();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('getOffer'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading)).toBeInTheDocument();
  },
};
