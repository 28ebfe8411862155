import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.tsx';

// Values and placeholders are pinned to March 2026, so "today" never moves the screenshot.
const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: { label: 'Time off', placeholderValue: parseDate('2026-03-01'), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'First and last day away.' },
};

/** The range calendar popover, open (rendered in a portal). */
export const Open: Story = {
  args: { defaultValue: { start: parseDate('2026-03-10'), end: parseDate('2026-03-13') }, defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Invalid: Story = {
  args: {
    defaultValue: { start: parseDate('2026-03-10'), end: parseDate('2026-03-13') },
    isInvalid: true,
    errorMessage: 'These days overlap a booked project',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: parseDate('2026-03-10'), end: parseDate('2026-03-13') } },
};

/**
 * Worked by keyboard alone: the start and end are typed segment by segment; an end before the start
 * is flagged; then the calendar opens and Home, Enter, an arrow and Enter choose a new range.
 */
export const KeyboardEntry: Story = {
  args: { validationBehavior: 'aria' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [startMonth, endMonth] = canvas.getAllByRole('spinbutton', { name: /month/ });
    await userEvent.tab();
    await expect(startMonth).toHaveFocus();
    await userEvent.keyboard('03202026');
    await expect(endMonth).toHaveFocus();
    await userEvent.keyboard('03102026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-20'),
      end: parseDate('2026-03-10'),
    });
    await expect(endMonth).toHaveAttribute('aria-invalid', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Home goes to the first of the month; Enter starts the range there (and steps focus on a day),
    // one arrow further and Enter ends it.
    await userEvent.keyboard('{Home}');
    await expect(within(dialog).getByRole('button', { name: /^Sunday, March 1, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-01'),
      end: parseDate('2026-03-03'),
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(endMonth).not.toHaveAttribute('aria-invalid');
  },
};
