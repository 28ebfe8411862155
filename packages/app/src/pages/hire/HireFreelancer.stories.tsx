import {
  hirePageLabels as labels,
  proposalServerMessages,
  proposalResultButtons,
  refusalOf,
  sendInviteLabels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildHireFreelancerDetails,
  buildOffer,
  buildProposal,
  FIXTURE_JOB_ID,
  handle,
  handlers,
  hang,
  respond,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { hireFreelancerPath } from './paths.ts';
import { HirePages } from './testing.tsx';

const details = buildHireFreelancerDetails(buildProposal());
const NAME = details.freelancer.display_name;

/** What the offer calls received, reset before each story. */
let sent: unknown[] = [];

/**
 * /hire-a-freelancer/:freelancerId/:jobId: the manager's offer on the freelancer's proposal to
 * their job (`GET /jobs/{id}`, `GET /hire_freelancer_details/{uuid}?job_uuid=`, `POST /contract`).
 */
const meta = {
  title: 'Pages/Hire/Hire a freelancer',
  component: HirePages,
  parameters: { layout: 'fullscreen' },
  args: {
    path: hireFreelancerPath(details.freelancer.uuid, FIXTURE_JOB_ID, 'hourly'),
    token: buildAccessToken({ role: 'project_manager' }),
  },
  beforeEach({ msw }) {
    sent = [];
    msw.use(
      handlers.getJob.open,
      respond('hireFreelancerDetails', () => details),
      handle('makeOffer', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ offer: buildOffer() }, { status: 201 });
      }),
      handlers.offers.some,
    );
  },
} satisfies Meta<typeof HirePages>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', { name: labels.title(NAME) }, LOAD);
const offerForm = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement)).findByRole('region', { name: labels.offerTitle });
const amount = (region: HTMLElement) => within(region).getByRole('textbox', { name: labels.amountHourly });
const message = (region: HTMLElement) => within(region).getByRole('textbox', { name: new RegExp(labels.message) });

/**
 * By keyboard: the card, the job and the proposal; the amount starts from the bid ($90); a
 * message, Send offer; the result popup, whose Superb! goes on to the Offers tab of /invited.
 */
export const SendOffer: Story = {
  play: async ({ canvasElement }) => {
    const article = await page(canvasElement);
    await expect(article).toHaveTextContent(details.freelancer.current_job_title);
    await expect(article).toHaveTextContent('$90/hr');
    const region = await offerForm(canvasElement);
    await expect(amount(region)).toHaveValue('90');
    await tabToElement(message(region));
    await userEvent.keyboard('Can you start on Monday?');
    await tabTo(labels.submit);
    await userEvent.keyboard('{Enter}');
    const result = await screen.findByRole('dialog', { name: labels.sentTitle }, LOAD);
    await expect(result).toHaveTextContent(labels.sentText(NAME));
    await expect(sent).toEqual([
      { job_application_id: details.proposal?.id, amount: '90', message: 'Can you start on Monday?' },
    ]);
    await userEvent.click(within(result).getByRole('button', { name: proposalResultButtons.success }));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('location')).toHaveAttribute('data-location', '/invited?tab=offers'),
    );
    await announcementsCleared();
  },
};

/** A blank amount, then one that is not money: the form's words, and no call. */
export const AmountInvalid: Story = {
  play: async ({ canvasElement }) => {
    const region = await offerForm(canvasElement);
    await userEvent.clear(amount(region));
    await userEvent.click(within(region).getByRole('button', { name: labels.submit }));
    await expect(await within(region).findByText(labels.amountRequired)).toBeVisible();
    await expect(amount(region)).toHaveFocus();
    await userEvent.type(amount(region), '0');
    await userEvent.click(within(region).getByRole('button', { name: labels.submit }));
    await expect(await within(region).findByText(proposalServerMessages.bidInvalid)).toBeVisible();
    await expect(sent).toEqual([]);
  },
};

/** While the offer is on its way the button is pending and the fields are read only. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('makeOffer'));
  },
  play: async ({ canvasElement }) => {
    const region = await offerForm(canvasElement);
    await userEvent.click(within(region).getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(amount(region)).toHaveAttribute('readonly'));
  },
};

/** Refused (409: an offer already waits): the API's words, focused; what was typed stays. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.makeOffer.offerWaiting);
  },
  play: async ({ canvasElement }) => {
    const region = await offerForm(canvasElement);
    await userEvent.type(message(region), 'Welcome aboard');
    await userEvent.click(within(region).getByRole('button', { name: labels.submit }));
    const alert = await within(region).findByText(refusalOf('proposal', 'offered', 'offer'));
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(message(region)).toHaveValue('Welcome aboard');
    await announcementsCleared();
  },
};

/** The API failed (500): say so; Try again returns to the form as it was. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.makeOffer.serverError);
  },
  play: async ({ canvasElement }) => {
    const region = await offerForm(canvasElement);
    await userEvent.type(message(region), 'Welcome aboard');
    await userEvent.click(within(region).getByRole('button', { name: labels.submit }));
    await expect(await within(region).findByText(labels.failed)).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: labels.retry }));
    await expect(within(region).getByRole('button', { name: labels.submit })).toBeVisible();
    await expect(message(region)).toHaveValue('Welcome aboard');
    await announcementsCleared();
  },
};

/** No proposal on this job: say so, and invite instead (SEND_INVITE_POPUP, the job chosen). */
export const NoProposal: Story = {
  beforeEach({ msw }) {
    msw.use(respond('hireFreelancerDetails', () => buildHireFreelancerDetails()));
  },
  play: async ({ canvasElement }) => {
    const article = await page(canvasElement);
    const region = within(article).getByRole('region', { name: labels.noProposalTitle });
    await expect(region).toHaveTextContent(labels.noProposalText(NAME));
    await userEvent.click(within(region).getByRole('button', { name: labels.invite }));
    const invite = await screen.findByRole('dialog', { name: sendInviteLabels.title }, LOAD);
    await waitFor(() =>
      expect(within(invite).getByRole('button', { name: new RegExp(sendInviteLabels.job) })).toHaveTextContent(
        details.jobs[0]?.title ?? '',
      ),
    );
  },
};

/** An offer already waits for the freelancer's answer: say so, with the way to the offers. */
export const OfferPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('hireFreelancerDetails', () =>
        buildHireFreelancerDetails(buildProposal({ status: 'offered', offer: { id: 701, status: 'pending' } })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const region = within(await page(canvasElement)).getByRole('region', { name: labels.offerPendingTitle });
    await expect(within(region).getByRole('link', { name: labels.seeOffers })).toHaveAttribute(
      'href',
      '/invited?tab=offers',
    );
    await expect(within(canvasElement).queryByRole('button', { name: labels.submit })).not.toBeInTheDocument();
  },
};

/** Already hired on this job: say so, with the way to the job's Hire tab; no form. */
export const Hired: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('hireFreelancerDetails', () =>
        buildHireFreelancerDetails(buildProposal({ status: 'hired', offer: { id: 701, status: 'Accepted' } })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const region = within(await page(canvasElement)).getByRole('region', { name: labels.hiredTitle });
    await expect(region).toHaveTextContent(labels.hiredText(NAME));
    await expect(within(region).getByRole('link', { name: labels.seeCandidates })).toHaveAttribute(
      'href',
      `/job/${String(FIXTURE_JOB_ID)}/hire`,
    );
    await expect(within(canvasElement).queryByRole('button', { name: labels.submit })).not.toBeInTheDocument();
  },
};

/** Not the manager's job (or no such job, or an unlisted freelancer): not found, with the way back. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getJob.notOwner);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: labels.notFoundTitle }, LOAD)).toBeVisible();
  },
};

/** The load failed: Try again loads it. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('hireFreelancerDetails', () => details));
  },
  play: async ({ canvasElement }) => {
    const retry = await within(canvasElement).findByRole('button', { name: labels.retry }, LOAD);
    await expect(within(canvasElement).getByText(labels.loadFailedTitle)).toBeVisible();
    await userEvent.click(retry);
    await offerForm(canvasElement);
    await announcementsCleared();
  },
};

/** Loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('hireFreelancerDetails'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading)).toBeInTheDocument();
  },
};
