import { isWeekend, parseDate, type DateValue } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RangeCalendar } from './Calendar.tsx';

// Pinned to March 2026 (a value or a focused date), so "today" never moves the screenshot.
const meta = {
  title: 'Components/RangeCalendar',
  component: RangeCalendar,
  tags: ['autodocs'],
  args: { 'aria-label': 'Time off', onChange: fn() },
} satisfies Meta<typeof RangeCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { defaultValue: { start: parseDate('2026-03-10'), end: parseDate('2026-03-13') } },
};

/** A range may not span an unavailable day: here it crosses a weekend, so it is invalid. */
export const InvalidRange: Story = {
  args: {
    defaultValue: { start: parseDate('2026-03-12'), end: parseDate('2026-03-17') },
    isDateUnavailable: (date: DateValue) => isWeekend(date, 'en-US'),
    allowsNonContiguousRanges: false,
    isInvalid: true,
    errorMessage: 'Choose days without a weekend in between',
  },
};

/**
 * Worked by keyboard alone: Enter on the first day starts the range (focus steps on a day), the
 * arrows extend it, Enter on the last day ends it.
 */
export const KeyboardRange: Story = {
  args: { defaultFocusedValue: parseDate('2026-03-16') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Monday, March 16, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // RAC moves focus on by a day after the first Enter, to show that a range is under way.
    await expect(canvas.getByRole('button', { name: /^Tuesday, March 17, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^Friday, March 20, 2026/ })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      start: parseDate('2026-03-16'),
      end: parseDate('2026-03-20'),
    });
    const selected = canvasElement.querySelectorAll('td[aria-selected="true"]');
    await expect(selected).toHaveLength(5);
  },
};
