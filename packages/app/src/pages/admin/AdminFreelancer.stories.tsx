import { adminFreelancerLabels as labels, adminServerMessages, codingTestResult } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildAdminFreelancerDetails,
  buildAdminReview,
  FIXTURE_ADMIN_FREELANCER_UUID,
  FIXTURE_REJECTION,
  handlers,
  hang,
  respond,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { AdminPages } from './testing.tsx';

/**
 * /freelancer/:id on `GET /freelancer_details/{id}` as an admin reads it: the application, the
 * resume, the coding test, and Approve, Ban or Unban, Deactivate or Reactivate through
 * CONFIRMATION_POPUP; Reject asks for a reason in its own dialog.
 */
const meta = {
  title: 'Pages/Admin/Freelancer',
  component: AdminPages,
  parameters: { layout: 'fullscreen' },
  args: { path: `/freelancer/${FIXTURE_ADMIN_FREELANCER_UUID}`, token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(
      respond('freelancerDetails', () => buildAdminFreelancerDetails()),
      handlers.approveFreelancerByPost.approved,
      handlers.banUserByPost.banned,
      handlers.deactivateUserByPost.deactivated,
      handlers.rejectFreelancer.rejected,
      handlers.reactivateUser.reactivated,
    );
  },
} satisfies Meta<typeof AdminPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const review = buildAdminReview();
const page = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Priya R.' }, LOAD);

/** A pending application: its facts, resume and test; approved by keyboard, confirmed, announced. */
export const PendingApproved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await expect(canvas.getByText(review.email)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.downloadResume('Priya Raman CV.pdf') })).toBeVisible();
    if (review.coding_test) await expect(canvas.getByText(codingTestResult(review.coding_test))).toBeVisible();

    await tabTo(labels.approve);
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: labels.approveTitle }, LOAD);
    await tabTo(labels.approve, 5);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(adminServerMessages.approved), LOAD);
    await expect(canvas.queryByRole('button', { name: labels.approve })).not.toBeInTheDocument();
    await announcementsCleared();
  },
};

/**
 * Rejected by keyboard: Other without a comment is refused with why, then sent with one; the
 * rejection shows with its reason and comment, and neither Approve nor Reject is left.
 */
export const RejectedWithReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await tabTo(labels.reject);
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: labels.rejectTitle }, LOAD);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.rejectSubmit }));
    await expect(await within(dialog).findByText(adminServerMessages.rejectCommentRequired)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: FIXTURE_REJECTION.reason }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(labels.rejectComment) }), 'Two years');
    await tabTo(labels.rejectSubmit, 5);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(adminServerMessages.rejected), LOAD);
    const rejection = canvas.getByRole('region', { name: labels.rejection });
    await expect(rejection).toHaveTextContent(FIXTURE_REJECTION.reason);
    await expect(rejection).toHaveTextContent(FIXTURE_REJECTION.comment ?? '');
    await expect(canvas.queryByRole('button', { name: labels.approve })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: labels.reject })).not.toBeInTheDocument();
    await announcementsCleared();
  },
};

/** Resubmitted after two rejections: pending again (Approve, Reject), the earlier rejections newest first. */
export const ResubmittedAfterRejection: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('freelancerDetails', () =>
        buildAdminFreelancerDetails(
          buildAdminReview({
            submitted_at: '2026-11-26T08:00:00.000Z',
            previous_rejections: [
              { ...FIXTURE_REJECTION, resubmitted_at: '2026-11-26T08:00:00.000Z' },
              {
                reason: 'Incomplete application',
                comment: null,
                rejected_at: '2026-11-20T10:00:00.000Z',
                resubmitted_at: '2026-11-21T09:00:00.000Z',
              },
            ],
          }),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    const history = canvas.getByRole('region', { name: labels.previousRejections });
    await expect(history).toHaveTextContent(labels.previousRejectionsLead(2));
    const items = within(history).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(FIXTURE_REJECTION.comment ?? '');
    await expect(items[1]).toHaveTextContent('Incomplete application');
    await expect(canvas.queryByRole('region', { name: labels.rejection })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: labels.approve })).toBeVisible();
  },
};

/** A deactivated account: Reactivate, confirmed, announced; the account is active and may be deactivated again. */
export const Reactivated: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('freelancerDetails', () =>
        buildAdminFreelancerDetails(buildAdminReview({ status: 'approved', account_status: 'deactivated' })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await expect(canvas.queryByRole('button', { name: labels.deactivate })).not.toBeInTheDocument();
    await tabTo(labels.reactivate);
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: labels.reactivateTitle }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.reactivate }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(adminServerMessages.reactivated), LOAD);
    await expect(canvas.getByRole('button', { name: labels.deactivate })).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.ban })).toBeVisible();
    await announcementsCleared();
  },
};

/** Ban, confirmed: the account shows banned and Unban replaces Ban. */
export const Banned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await tabTo(labels.ban);
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: labels.banTitle }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.ban }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(adminServerMessages.banned), LOAD);
    await expect(canvas.getByRole('button', { name: labels.unban })).toBeVisible();
    await announcementsCleared();
  },
};

/** Cancelled: nothing is sent and focus is back on the page. */
export const DeactivateCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await tabTo(labels.deactivate);
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: labels.deactivateTitle }, LOAD);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** An approved, banned expert without a resume or a coding test; the action fails and says why. */
export const BannedNoFiles: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('freelancerDetails', () =>
        buildAdminFreelancerDetails(
          buildAdminReview({ status: 'approved', account_status: 'banned', resume: null, coding_test: null }),
        ),
      ),
      handlers.banUserByPost.alreadyBanned,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await expect(canvas.getByText(labels.noResume)).toBeVisible();
    await expect(canvas.getByText(labels.noCodingTest)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.approve })).not.toBeInTheDocument();
    await tabTo(labels.unban);
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: labels.unbanTitle }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.unban }));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(adminServerMessages.alreadyBanned);
    await announcementsCleared();
  },
};

/** No such profile: not found, with the way back to the list. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.freelancerDetails.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.notFoundTitle, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.back })).toHaveAttribute('href', '/all-freelancers');
  },
};

/** While the profile loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('freelancerDetails'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The load fails; Retry loads it. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('freelancerDetails', () => buildAdminFreelancerDetails()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailedTitle, {}, LOAD)).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await page(canvasElement);
    await announcementsCleared();
  },
};
