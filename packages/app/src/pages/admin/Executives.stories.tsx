import { accountStatusLabels, executivesLabels as labels, staffRoleLabels } from '@cloudexperts/domain';
import { buildAccessToken, buildUserList, handle, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { AdminPages } from './testing.tsx';

/** /execs on `GET /users?role=staff`: the staff, by a term and the role. */
const meta = {
  title: 'Pages/Admin/Executives',
  component: AdminPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/execs', token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(handlers.users.some);
  },
} satisfies Meta<typeof AdminPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: labels.results }, LOAD);

/** The staff with role, account and last sign-in; the list asks for staff only; a search by keyboard. */
export const Filled: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle('users', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('role') !== 'staff') throw new Error('the executives are the staff');
        if (query.get('search') === 'nobody') return Response.json(buildUserList([]));
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listOf(canvasElement);
    await expect(within(list).getByText(staffRoleLabels.coordinator)).toBeVisible();
    await expect(within(list).getByText(accountStatusLabels.banned)).toBeVisible();
    await expect(within(list).getByText(new RegExp(labels.never))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.found(3));

    canvas.getByRole('searchbox', { name: labels.searchField }).focus();
    await userEvent.keyboard('nobody{Enter}');
    await expect(await canvas.findByText(labels.noMatch, {}, LOAD)).toBeVisible();
    await tabTo(labels.clearFilters);
    await userEvent.keyboard('{Enter}');
    await expect(await listOf(canvasElement)).toBeVisible();
    await announcementsCleared();
  },
};

/** No staff account. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.users.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.empty, {}, LOAD)).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('users'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The list fails; Retry (by keyboard) loads it. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('users', () => buildUserList()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('list', { name: labels.results })).toBeVisible(), LOAD);
    await announcementsCleared();
  },
};
