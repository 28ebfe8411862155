import { invitationPageLabels, type Invitation } from '@cloudexperts/domain';
import { buildAccessToken, buildInvitation, FIXTURE_INVITATION_ID, handle, handlers } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { serverError } from '../../testing/mocks.ts';
import { OfferPages } from './testing.tsx';

const labels = invitationPageLabels.details;
const title = buildInvitation().job.title;

/** The invitation as the API keeps it: declining changes it. */
function liveInvitation() {
  let invitation: Invitation = buildInvitation();
  const bodies: unknown[] = [];
  return {
    bodies,
    handlers: [
      handle('getInvitation', () => HttpResponse.json({ invitation })),
      handle('answerInvitation', async ({ request }) => {
        bodies.push(await request.json());
        invitation = { ...invitation, status: 'declined', responded_at: invitation.created_at };
        return HttpResponse.json({ invitation });
      }),
    ],
  };
}
let live = liveInvitation();

/** /invitation-details/:id: an invitation, accepted by sending a proposal or declined here. */
const meta = {
  title: 'Pages/Offers/Invitation details',
  component: OfferPages,
  parameters: { layout: 'fullscreen' },
  args: {
    path: `/invitation-details/${String(FIXTURE_INVITATION_ID)}`,
    token: buildAccessToken({ role: 'freelancer' }),
  },
  beforeEach({ msw }) {
    live = liveInvitation();
    msw.use(...live.handlers);
  },
} satisfies Meta<typeof OfferPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const invitationOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('article', { name: title }, LOAD);

/** A pending invitation: the client's message, Accept (the proposal page of its job) and Decline. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const invitation = await invitationOf(canvasElement);
    await expect(invitation).toHaveTextContent('Grace H.');
    await expect(invitation).toHaveTextContent('your landing-zone work looks like a great fit');
    const actions = within(invitation).getByRole('group', { name: labels.actionsLabel });
    await expect(within(actions).getByRole('link', { name: labels.accept })).toHaveAttribute(
      'href',
      '/submit-proposal/42',
    );
  },
};

/** By keyboard: Decline answers it, and the page says so. */
export const DeclineByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await invitationOf(canvasElement);
    await tabTo(labels.decline);
    await userEvent.keyboard('{Enter}');
    const notice = await within(canvasElement).findByText(labels.declinedTitle, {}, LOAD);
    await expect(notice).toBeVisible();
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    const invitation = await invitationOf(canvasElement);
    await expect(invitation).toHaveTextContent(invitationPageLabels.invitationStatuses.declined);
    await expect(within(invitation).queryByRole('button', { name: labels.decline })).not.toBeInTheDocument();
    await expect(live.bodies).toEqual([{ status: 'declined' }]);
    await announcementsCleared();
  },
};

/** A failed decline says why and keeps the button. */
export const DeclineFails: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('answerInvitation'));
  },
  play: async ({ canvasElement }) => {
    const invitation = await invitationOf(canvasElement);
    await userEvent.click(within(invitation).getByRole('button', { name: labels.decline }));
    await expect(await within(invitation).findByText(labels.declineFailed, {}, LOAD)).toBeVisible();
    await expect(within(invitation).getByRole('button', { name: labels.decline })).toBeEnabled();
    await announcementsCleared();
  },
};

/** Withdrawn by the client: no answer to give. */
export const Withdrawn: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getInvitation.withdrawn);
  },
  play: async ({ canvasElement }) => {
    const invitation = await invitationOf(canvasElement);
    await expect(invitation).toHaveTextContent(invitationPageLabels.invitationStatuses.withdrawal);
    await expect(within(invitation).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The manager who sent it sees to whom, and no freelancer's answer. */
export const Manager: Story = {
  args: { token: buildAccessToken({ role: 'project_manager' }) },
  play: async ({ canvasElement }) => {
    const invitation = await invitationOf(canvasElement);
    await expect(invitation).toHaveTextContent(buildInvitation().freelancer.display_name);
    await expect(within(invitation).queryByRole('button', { name: labels.decline })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getInvitation.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD),
    ).toBeVisible();
  },
};
