import { invitationPageLabels as labels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildInvitation,
  buildInvitationList,
  buildOffer,
  buildOfferList,
  FIXTURE_INVITATION_ID,
  FIXTURE_OFFER_ID,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { OfferPages } from './testing.tsx';

/** /invited: the invitations and offers of the signed-in freelancer or manager, a tab each. */
const meta = {
  title: 'Pages/Offers/Invitations and offers',
  component: OfferPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/invited', token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.invitations.some, handlers.offers.some);
  },
} satisfies Meta<typeof OfferPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const jobTitle = buildInvitation().job.title;

/** The freelancer's invitations, each leading to its page; the offers tab by click, in the address. */
export const Freelancer: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: labels.invitationsLabel }, LOAD);
    await expect(list).toHaveTextContent(labels.from('Grace H.'));
    await expect(list).toHaveTextContent(labels.invitationStatuses.pending);
    await expect(within(list).getByRole('link', { name: jobTitle })).toHaveAttribute(
      'href',
      `/invitation-details/${String(FIXTURE_INVITATION_ID)}`,
    );
    await userEvent.click(within(canvasElement).getByRole('tab', { name: labels.offersTab }));
    const offers = await within(canvasElement).findByRole('list', { name: labels.offersLabel }, LOAD);
    await expect(offers).toHaveTextContent('$90/hr');
    await expect(within(offers).getByRole('link', { name: jobTitle })).toHaveAttribute(
      'href',
      `/offer-details/${String(FIXTURE_OFFER_ID)}`,
    );
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/invited?tab=offers'));
  },
};

/** The manager sees whom they invited, and their offers without a page of their own. */
export const Manager: Story = {
  args: { path: '/invited?tab=offers', token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handlers.invitations.some, handlers.offers.some);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.managerLead)).toBeVisible();
    const offers = await within(canvasElement).findByRole('list', { name: labels.offersLabel }, LOAD);
    await expect(offers).toHaveTextContent(labels.to(buildOffer().freelancer.display_name));
    await expect(within(offers).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Many offers: the pager, and the page in the address. */
export const Paged: Story = {
  args: { path: '/invited?tab=offers' },
  beforeEach({ msw }) {
    msw.use(handle('offers', () => HttpResponse.json({ ...buildOfferList(), total_pages: 3, total_count: 25 })));
  },
  play: async ({ canvasElement }) => {
    const pager = await within(canvasElement).findByRole('navigation', { name: labels.offersPages }, LOAD);
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/invited?tab=offers&page=2'));
    await announcementsCleared();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.invitations.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.noInvitationsTitle, {}, LOAD)).toBeVisible();
    await expect(within(canvasElement).getByText(labels.noInvitationsFreelancer)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('invitations'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(within(canvasElement).getByText(labels.loading)).toBeInTheDocument();
  },
};

/** A page of one invitation that is not the first one: the list shows it. */
export const Withdrawn: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.invitations.some);
    msw.use(failOnceThen('invitations', () => buildInvitationList([buildInvitation({ status: 'withdrawal' })])));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: labels.retry }, LOAD));
    const list = await within(canvasElement).findByRole('list', { name: labels.invitationsLabel }, LOAD);
    await expect(list).toHaveTextContent(labels.invitationStatuses.withdrawal);
    await announcementsCleared();
  },
};
