import { availabilityLabels as labels, availabilityMessages as messages } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildAppointmentTimeOff,
  buildTimeOff,
  buildTimeOffList,
  handlers,
  respond,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { AvailabilityPages } from './testing.tsx';

/** /sechdule-time: the month calendar with time off marked, and Upcoming Time Off (today: 26 Nov 2026). */
const meta = {
  title: 'Pages/Time-off calendar',
  component: AvailabilityPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/sechdule-time?month=2026-12', token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.timeOffs.some, handlers.deleteTimeOff.deleted);
  },
} satisfies Meta<typeof AvailabilityPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** December with the vacation's four days marked; the upcoming list with Edit links. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'December 2026' }, LOAD);
    const list = await canvas.findByRole('list', { name: labels.upcoming }, LOAD);
    await expect(within(list).getByText('Dec 21, 2026 – Dec 24, 2026 · 4 days')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Vacation').length).toBeGreaterThanOrEqual(5));
    await expect(
      within(list).getByRole('link', { name: `${labels.edit}: Vacation, Dec 21, 2026 – Dec 24, 2026` }),
    ).toHaveAttribute('href', '/availablitytabs?tab=time-off&edit=301');
  },
};

/** Next month by keyboard, and back; today is marked in November. */
export const ChangeMonth: Story = {
  args: { path: '/sechdule-time' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'November 2026' }, LOAD);
    await expect(canvasElement.querySelector('[aria-current="date"]')).toHaveTextContent('Thursday, November 26, 2026');
    canvas.getByRole('button', { name: labels.nextMonth }).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { name: 'December 2026' });
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/sechdule-time?month=2026-12'),
    );
  },
};

// Whether the story's Delete has gone through: the list answers without the appointment after it.
let appointmentDeleted = false;

/** Delete asks first, then removes the entry, reloads the lists and says so. */
export const Delete: Story = {
  beforeEach({ msw }) {
    appointmentDeleted = false;
    const appointment = buildAppointmentTimeOff();
    msw.use(
      respond('deleteTimeOff', () => {
        appointmentDeleted = true;
        return { message: messages.timeOffDeleted };
      }),
      respond('timeOffs', () =>
        buildTimeOffList(appointmentDeleted ? [buildTimeOff()] : [buildTimeOff(), appointment]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: labels.upcoming }, LOAD);
    await userEvent.click(within(list).getByRole('button', { name: /^Delete: Appointment/ }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: labels.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.delete }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(messages.timeOffDeleted));
    await waitFor(() => expect(within(list).queryByText('Dentist')).not.toBeInTheDocument());
    await announcementsCleared();
  },
};

/** No time off ahead: says so and links to the request form. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.timeOffs.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(labels.noUpcoming, undefined, LOAD);
    await expect(canvas.getAllByRole('link', { name: labels.requestTimeOff })[0]).toHaveAttribute(
      'href',
      '/availablitytabs?tab=time-off',
    );
  },
};

/** The list fails to load: its error with Retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.timeOffs.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(labels.timeOffLoadFailed)).toHaveLength(2), LOAD);
    await expect(canvas.getAllByRole('button', { name: labels.retry })[0]).toBeVisible();
  },
};
