import {
  invitationResultMessages,
  jobCandidatesLabels,
  sendInviteLabels,
  staffJobInvitationLabels as labels,
  staffJobLabels,
  staffSendInviteLabels,
  staffWithdrawInvitationLabels,
  withdrawInvitationLabels,
  type StaffJobInvitation,
  type StaffJobInvitations,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildCandidateList,
  buildFreelancerCards,
  buildInvitation,
  FIXTURE_ADMIN_JOB_ID,
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
import { StaffPages } from './testing.tsx';

const [priya, jessica, kenji] = buildFreelancerCards(3).map((card) => ({ ...card, favorited: false }));
if (!priya || !jessica || !kenji) throw new Error('the fixture has three freelancer cards');

/** A page of the job's invitations as staff read them. */
function invitationPage(records: StaffJobInvitation[], canHire = true): StaffJobInvitations {
  return {
    records,
    current_page: 1,
    per_page: 10,
    total_count: records.length,
    total_pages: records.length ? 1 : 0,
    can_hire: canHire,
  };
}

/** Priya's, pending, sent by a coordinator for the client; Jessica's, declined, the client's own. */
const invitations = (): StaffJobInvitation[] => [
  {
    ...buildInvitation({ id: 702, freelancer: priya, created_at: '2026-11-20T09:00:00.000Z' }),
    sent_by_staff: { name: 'Casey Coordinator' },
  },
  {
    ...buildInvitation({
      id: 701,
      freelancer: jessica,
      status: 'declined',
      created_at: '2026-11-12T09:00:00.000Z',
      responded_at: '2026-11-13T09:00:00.000Z',
    }),
    sent_by_staff: null,
  },
];

const path = `/job/${String(FIXTURE_ADMIN_JOB_ID)}/invite`;
const title = 'Migrate our Kubernetes platform to AWS EKS';

/**
 * The Invitations tab of the staff job page (issue 19) against MSW: the job's invitations as its
 * client lists them, who of our staff sent each, and, for a role holding `staff.hiring.manage`,
 * Withdraw and "Invite a freelancer" through the client's flows on the client's behalf.
 */
const meta = {
  title: 'Pages/Staff/Job invitations',
  component: StaffPages,
  parameters: { layout: 'fullscreen' },
  args: { path, token: buildAccessToken({ role: 'coordinator' }) },
  beforeEach({ msw }) {
    msw.use(
      handlers.staffJob.found,
      respond('staffJobInvitations', () => invitationPage(invitations())),
      handlers.staffWithdrawInvitation.withdrawn,
      handlers.staffSendInvitation.sent,
      respond('findFreelancersSignedIn', () => buildCandidateList(3, 0)),
    );
  },
} satisfies Meta<typeof StaffPages>;

export default meta;
type Story = StoryObj<typeof meta>;

async function invitationsTab(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const article = await canvas.findByRole('article', { name: title }, LOAD);
  const list = await within(article).findByRole('list', { name: labels.listLabel }, LOAD);
  return { canvas, article, list };
}

/**
 * The tab as a Coordinator reads it, reached by keyboard from the Details tab: each invitation's
 * freelancer, day, status and, when our staff sent it, who; Withdraw on the pending one only.
 */
export const Invitations: Story = {
  args: { path: `/job/${String(FIXTURE_ADMIN_JOB_ID)}/details` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: title }, LOAD);
    await tabTo(staffJobLabels.tabs.details);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const { article, list } = await invitationsTab(canvasElement);
    await expect(within(article).getByRole('tab', { name: staffJobLabels.tabs.invite })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.count(2));
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two invitations');
    await expect(first).toHaveTextContent(labels.sentOn('Nov 20, 2026'));
    await expect(first).toHaveTextContent(labels.sentByStaff('Casey Coordinator'));
    await expect(first).toHaveTextContent(jobCandidatesLabels.invitationStatuses.pending);
    await expect(within(first).getByRole('button', { name: labels.withdrawOf(priya.display_name) })).toBeVisible();
    await expect(second).toHaveTextContent(jobCandidatesLabels.invitationStatuses.declined);
    await expect(second).not.toHaveTextContent(/Sent by staff/);
    await expect(within(second).queryByRole('button')).toBeNull();
    await expect(within(article).getByRole('button', { name: labels.invite })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await announcementsCleared();
  },
};

/** The staff call's answer filtered by the asked status, as the API filters it. */
const filteredByStatus = handle('staffJobInvitations', ({ request }) => {
  const status = new URL(request.url).searchParams.get('status');
  return HttpResponse.json(
    invitationPage(invitations().filter((invitation) => status === null || invitation.status === status)),
  );
});

/**
 * The status filter by keyboard: Declined chosen from the list leaves Jessica's declined
 * invitation only; the filter is in the address (a reload keeps it) and the page goes back to 1.
 */
export const InvitationsFiltered: Story = {
  args: { path: `${path}?page=2` },
  beforeEach({ msw }) {
    msw.use(filteredByStatus);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await invitationsTab(canvasElement);
    await tabToElement(canvas.getByRole('button', { name: new RegExp(`${labels.statusField}$`) }));
    await userEvent.keyboard('{ArrowDown}');
    const options = await screen.findByRole('listbox', {}, LOAD);
    await userEvent.keyboard(jobCandidatesLabels.invitationStatuses.declined);
    await expect(
      within(options).getByRole('option', { name: jobCandidatesLabels.invitationStatuses.declined }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveAttribute('data-location', `${path}?status=declined`),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(labels.count(1)), LOAD);
    const { list } = await invitationsTab(canvasElement);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent(jessica.display_name);
  },
};

/** A status no invitation has (opened from the address): said so, with the way back to every invitation. */
export const InvitationsNoMatch: Story = {
  args: { path: `${path}?status=accepted` },
  beforeEach({ msw }) {
    msw.use(filteredByStatus);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.noMatch.title, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: new RegExp(`${labels.statusField}$`) })).toHaveTextContent(
      jobCandidatesLabels.invitationStatuses.accepted,
    );
    await expect(canvas.queryByText(labels.empty.title)).toBeNull();
    await expect(canvas.getByRole('button', { name: labels.showAll })).toBeVisible();
  },
};

/** No invitation on the job yet: said so, and the way to invite one. */
export const InvitationsEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(respond('staffJobInvitations', () => invitationPage([])));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.empty.title, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.invite })).toBeVisible();
  },
};

/** The invitations could not be loaded: the failure, with Retry. */
export const InvitationsLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.staffJobInvitations.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.retry })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.invite })).toBeNull();
    await announcementsCleared();
  },
};

/** The invitations failed once: Retry, by keyboard, loads them. */
export const InvitationsRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('staffJobInvitations', () => invitationPage(invitations())));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('list', { name: labels.listLabel }, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** While the invitations load. */
export const InvitationsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('staffJobInvitations'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** Support, without `staff.hiring.manage`: the invitations read-only, no Withdraw and no Invite. */
export const InvitationsReadOnly: Story = {
  args: { token: buildAccessToken({ role: 'support' }) },
  beforeEach({ msw }) {
    msw.use(respond('staffJobInvitations', () => invitationPage(invitations(), false)));
  },
  play: async ({ canvasElement }) => {
    const { article, list } = await invitationsTab(canvasElement);
    await expect(list).toHaveTextContent(labels.sentByStaff('Casey Coordinator'));
    await expect(within(article).queryByRole('button', { name: labels.invite })).toBeNull();
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

/** What the withdraw story's staff calls named, and how often the list was asked for. */
const withdrawals: string[] = [];
let listCalls = 0;

/**
 * Withdrawing for the client by keyboard: the question says it is for the client, the staff call
 * withdraws that invitation, the list reloads (now withdrawn, no button) and the focus goes to its count.
 */
export const WithdrawForClient: Story = {
  beforeEach({ msw }) {
    withdrawals.length = 0;
    listCalls = 0;
    msw.use(
      handle('staffWithdrawInvitation', ({ params }) => {
        withdrawals.push(String(params.id));
        return undefined;
      }),
      handle('staffJobInvitations', () => {
        listCalls += 1;
        const [first, ...rest] = invitations();
        if (!first) throw new Error('the story has invitations');
        const records = listCalls > 1 ? [{ ...first, status: 'withdrawal' as const }, ...rest] : [first, ...rest];
        return Response.json(invitationPage(records));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await invitationsTab(canvasElement);
    await tabTo(labels.withdrawOf(priya.display_name));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: staffWithdrawInvitationLabels.title });
    await expect(dialog).toHaveTextContent(staffWithdrawInvitationLabels.message(priya.display_name));
    const confirm = within(dialog).getByRole('button', { name: withdrawInvitationLabels.confirm });
    for (let step = 0; step < 5 && document.activeElement !== confirm; step += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(withdrawals).toEqual(['702']);
    await waitFor(() => expect(list).toHaveTextContent(jobCandidatesLabels.invitationStatuses.withdrawal));
    await expect(within(list).queryByRole('button')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await announcementsCleared();
  },
};

/** What the invite story's staff calls were sent. */
const invites: Array<{ jobId: string; body: unknown }> = [];

/**
 * Inviting for the client by keyboard: "Invite a freelancer" opens the search, a term finds the
 * listed freelancers, Invite opens the client's invitation popup in its on-behalf words with the
 * client's job; Send goes through the staff call and the list reloads with the new invitation.
 */
export const InviteForClient: Story = {
  beforeEach({ msw }) {
    invites.length = 0;
    let sent = false;
    msw.use(
      handle('staffSendInvitation', async ({ params, request }) => {
        invites.push({ jobId: String(params.id), body: await request.clone().json() });
        sent = true;
        return undefined;
      }),
      handle('staffJobInvitations', () => {
        const added = {
          ...buildInvitation({ id: 703, freelancer: kenji }),
          sent_by_staff: { name: 'Casey Coordinator' },
        };
        return Response.json(invitationPage(sent ? [added, ...invitations()] : invitations()));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await invitationsTab(canvasElement);
    await tabTo(labels.invite);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: labels.invite })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: labels.pickerTitle })).toHaveTextContent(labels.searchFirst);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: labels.search })).toHaveFocus();
    await userEvent.keyboard('kenji{Enter}');
    await canvas.findByRole('list', { name: labels.results }, LOAD);
    await tabTo(labels.choose(kenji.display_name));
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: staffSendInviteLabels.title });
    await expect(modal).toHaveTextContent(staffSendInviteLabels.lead(kenji.display_name));
    const picker = await within(modal).findByRole('button', { name: new RegExp(sendInviteLabels.job) }, LOAD);
    await waitFor(() => expect(picker).toHaveTextContent(title));
    const send = within(modal).getByRole('button', { name: sendInviteLabels.submit });
    for (let step = 0; step < 10 && document.activeElement !== send; step += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const result = await screen.findByRole('dialog', { name: invitationResultMessages.sentTitle });
    await expect(result).toHaveTextContent(staffSendInviteLabels.sentText);
    await expect(invites).toEqual([
      {
        jobId: String(FIXTURE_ADMIN_JOB_ID),
        body: { recipient_id: kenji.uuid, message: sendInviteLabels.defaultMessage(kenji.display_name) },
      },
    ]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(list).toHaveTextContent(kenji.display_name);
    await waitFor(() => expect(within(result).getByRole('button', { name: sendInviteLabels.close })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await announcementsCleared();
  },
};
