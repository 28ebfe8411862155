import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker.tsx';

// Values and placeholders are pinned to March 2026, so "today" never moves the screenshot.
const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Start date', placeholderValue: parseDate('2026-03-01'), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'The first day the expert works on the project.' },
};

/** The calendar popover, open (the DatePicker renders it in a portal). */
export const Open: Story = {
  args: { defaultValue: parseDate('2026-03-15'), defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: parseDate('2026-03-15') },
};

export const Invalid: Story = {
  args: {
    defaultValue: parseDate('2026-03-02'),
    isInvalid: true,
    errorMessage: 'Choose a date after the kickoff call',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2026-03-15') },
};

/**
 * Typed by keyboard: a date after `maxValue` is flagged at once (`validationBehavior: 'aria'`) with
 * the message wired to the field; then the calendar button opens the popover on the chosen day, the
 * arrows move and Enter picks a day and closes it.
 */
export const KeyboardEntry: Story = {
  args: {
    minValue: parseDate('2026-03-05'),
    maxValue: parseDate('2026-03-25'),
    validationBehavior: 'aria',
    errorMessage: 'Choose a date between March 5 and March 25, 2026',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('spinbutton', { name: /month/ });
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.keyboard('03302026');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-30'));
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Choose a date between March 5 and March 25, 2026')).toBeInTheDocument();

    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Calendar/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    // The popover opens on March 2026; focus lands on the last enabled day before the typed one.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /March 25, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-24'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(month).not.toHaveAttribute('aria-invalid');
  },
};
