import { isWeekend, parseDate, type DateValue } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from './Calendar.tsx';

// Every story pins its month to March 2026 (a value or a focused date), so "today" never moves the
// screenshot.
const meta = {
  title: 'Components/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  args: { 'aria-label': 'Interview date', defaultValue: parseDate('2026-03-15'), onChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Days before `minValue` and after `maxValue` are disabled and skipped by the arrow keys. */
export const MinAndMax: Story = {
  args: { minValue: parseDate('2026-03-05'), maxValue: parseDate('2026-03-25') },
};

/** Unavailable days (weekends here) stay focusable but cannot be chosen; choosing one is invalid. */
export const UnavailableDates: Story = {
  args: {
    defaultValue: parseDate('2026-03-14'),
    isDateUnavailable: (date: DateValue) => isWeekend(date, 'en-US'),
    errorMessage: 'Choose a weekday',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

/**
 * Worked by keyboard alone: Tab reaches the month buttons and then the selected day; arrows move,
 * Enter selects, Page Down shows the next month.
 */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    // RAC adds a second, hidden "Next" for screen readers at the end; the visible one comes first.
    await expect(canvas.getAllByRole('button', { name: 'Next' })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Sunday, March 15, 2026/ })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const chosen = canvas.getByRole('button', { name: /^Monday, March 23, 2026/ });
    await expect(chosen).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2026-03-23'));
    await expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('application', { name: 'Interview date, April 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Thursday, April 23, 2026/ })).toHaveFocus();
  },
};
