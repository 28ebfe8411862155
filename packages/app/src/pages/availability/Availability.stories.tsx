import {
  availabilityLabels as labels,
  availabilityMessages as messages,
  defaultWeek,
  setDayChecked,
} from '@cloudexperts/domain';
import { buildAccessToken, buildAvailability, handlers, respond } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { failOnceThen, recordCalls } from '../../testing/mocks.ts';
import { AvailabilityPages } from './testing.tsx';

/** /availablitytabs: Manage Availability and Request Time Off (the stories' today: Thursday 26 Nov 2026). */
const meta = {
  title: 'Pages/Availability',
  component: AvailabilityPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/availablitytabs', token: buildAccessToken({ role: 'freelancer' }) },
} satisfies Meta<typeof AvailabilityPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const total = (canvas: HTMLElement) => within(canvas).getByText(new RegExp(`^${labels.total}:`));

/**
 * The defaults (weekdays 8 to 5, Friday to 3, the weekend off: 43 hrs); unchecking Monday shows
 * dashes and takes 9 hours off; checking it again restores the defaults; Save sends the week.
 */
export const ManageWeek: Story = {
  beforeEach({ msw }) {
    const saved = recordCalls('updateAvailability');
    msw.use(saved.handler, handlers.updateAvailability.saved);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monday = await canvas.findByRole('checkbox', { name: 'Monday, Nov 23' }, LOAD);
    await expect(canvas.getByRole('checkbox', { name: 'Sunday, Nov 29' })).not.toBeChecked();
    await expect(total(canvasElement)).toHaveTextContent('43 hrs');
    await userEvent.click(monday);
    await expect(monday).not.toBeChecked();
    await expect(canvas.getByLabelText(`Monday, Nov 23 ${labels.start}: ${labels.unavailable}`)).toHaveTextContent('-');
    await expect(total(canvasElement)).toHaveTextContent('34 hrs');
    await userEvent.click(monday);
    await expect(total(canvasElement)).toHaveTextContent('43 hrs');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saturday, Nov 28' }));
    await expect(total(canvasElement)).toHaveTextContent('52 hrs');
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(labels.saved));
    await announcementsCleared();
  },
};

/** An end before the start says so on the day and Save is off until it is fixed. */
export const EndBeforeStart: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.availability.defaults);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Monday, Nov 23' }, LOAD);
    const end = canvas.getByRole('group', { name: `Monday, Nov 23 ${labels.end}` });
    // 5:00 PM to 5:00 AM: the day period is the field's last segment.
    const period = within(end).getAllByRole('spinbutton').at(-1) as HTMLElement;
    await userEvent.click(period);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByText(messages.endAfterStart)).toBeVisible());
    await expect(canvas.getByRole('button', { name: labels.save })).toBeDisabled();
  },
};

/** A saved week in another zone says which; a save that fails says so and keeps the edits. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.availability.defaults, handlers.updateAvailability.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const friday = await canvas.findByRole('checkbox', { name: 'Friday, Nov 27' }, LOAD);
    await userEvent.click(friday);
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(labels.saveFailed));
    await expect(friday).not.toBeChecked();
    await expect(total(canvasElement)).toHaveTextContent('36 hrs');
    await announcementsCleared();
  },
};

/** A saved week: its zone named, its own hours (Saturday mornings on, Wednesday off). */
export const SavedWeek: Story = {
  beforeEach({ msw }) {
    const days = defaultWeek().map((row) =>
      row.day === 'saturday'
        ? { ...row, checked: true, start: '09:00', end: '12:30' }
        : row.day === 'wednesday'
          ? setDayChecked(row, false)
          : row,
    );
    msw.use(
      respond('availability', () =>
        buildAvailability(days, { timezone: 'America/New_York', updated_at: '2026-11-20T10:00:00.000Z' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Saturday, Nov 28' }, LOAD);
    await expect(canvas.getByText(`${labels.timeZone} America/New York`)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Wednesday, Nov 25' })).not.toBeChecked();
    await expect(total(canvasElement)).toHaveTextContent('37.5 hrs');
  },
};

/** Loading fails, then Retry shows the week. */
export const LoadFailedRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('availability', () => buildAvailability()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(labels.loadFailed, undefined, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await canvas.findByRole('checkbox', { name: 'Monday, Nov 23' }, LOAD);
    await announcementsCleared();
  },
};

/**
 * Request Time Off: Submit with nothing says what is missing (the spec's 'Reason is required');
 * dates, a kind and a reason send it, and the page says so with a link to the calendar.
 */
export const RequestTimeOff: Story = {
  args: { path: '/availablitytabs?tab=time-off' },
  beforeEach({ msw }) {
    msw.use(handlers.createTimeOff.created);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: labels.timeOffTitle }, LOAD);
    await userEvent.click(within(form).getByRole('button', { name: labels.submitTimeOff }));
    await expect(await within(form).findByText(messages.reasonRequired)).toBeVisible();
    await expect(within(form).getByText(messages.startDateRequired)).toBeVisible();
    await expect(within(form).getAllByText(messages.typeRequired)[0]).toBeVisible();

    const start = within(form).getByRole('group', { name: labels.dates });
    const segments = within(start).getAllByRole('spinbutton');
    await userEvent.click(segments[0] as HTMLElement);
    await userEvent.keyboard('12212026');
    await userEvent.keyboard('12242026');
    await waitFor(() => expect(within(form).getByText(`${labels.numberOfDays}: 4`)).toBeVisible());
    await userEvent.click(within(form).getByRole('button', { name: new RegExp(labels.type) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Vacation' }));
    await userEvent.type(within(form).getByRole('textbox', { name: labels.reason }), 'Family holiday');
    await userEvent.click(within(form).getByRole('button', { name: labels.submitTimeOff }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(labels.timeOffRequested));
    await announcementsCleared();
  },
};

/** An end before the start: 'Number of days must be greater than 0'. */
export const DaysNotAboveZero: Story = {
  args: { path: '/availablitytabs?tab=time-off' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: labels.timeOffTitle }, LOAD);
    const segments = within(within(form).getByRole('group', { name: labels.dates })).getAllByRole('spinbutton');
    await userEvent.click(segments[0] as HTMLElement);
    await userEvent.keyboard('12242026');
    await userEvent.keyboard('12212026');
    await userEvent.click(within(form).getByRole('button', { name: labels.submitTimeOff }));
    await expect(await within(form).findByText(messages.daysAboveZero)).toBeVisible();
    await announcementsCleared();
  },
};

/** The server refuses an overlap: its words at the top, everything typed kept. */
export const Overlaps: Story = {
  args: { path: '/availablitytabs?tab=time-off' },
  beforeEach({ msw }) {
    msw.use(handlers.createTimeOff.overlaps);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: labels.timeOffTitle }, LOAD);
    const segments = within(within(form).getByRole('group', { name: labels.dates })).getAllByRole('spinbutton');
    await userEvent.click(segments[0] as HTMLElement);
    await userEvent.keyboard('12212026');
    await userEvent.keyboard('12242026');
    await userEvent.click(within(form).getByRole('button', { name: new RegExp(labels.type) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Appointment' }));
    await userEvent.type(within(form).getByRole('textbox', { name: labels.reason }), 'Conference');
    await userEvent.click(within(form).getByRole('button', { name: labels.submitTimeOff }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(messages.overlaps));
    await expect(within(form).getByRole('textbox', { name: labels.reason })).toHaveValue('Conference');
    await announcementsCleared();
  },
};

/** Editing from the calendar: the entry's values in the form; Save goes back to the calendar. */
export const EditTimeOff: Story = {
  args: { path: '/availablitytabs?tab=time-off&edit=301' },
  beforeEach({ msw }) {
    msw.use(handlers.timeOffs.some, handlers.updateTimeOff.updated);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: labels.editTimeOffTitle }, LOAD);
    await expect(within(form).getByRole('textbox', { name: labels.reason })).toHaveValue('Family holiday');
    await expect(within(form).getByText(`${labels.numberOfDays}: 4`)).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: labels.saveTimeOff }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/sechdule-time'));
    await announcementsCleared();
  },
};
