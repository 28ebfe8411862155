import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneTimeCodeField } from './OneTimeCodeField.tsx';

const meta = {
  title: 'Components/OneTimeCodeField',
  component: OneTimeCodeField,
  tags: ['autodocs'],
  args: {
    label: 'Verification code',
    description: 'We sent it to pm@example.com.',
    onChange: fn(),
    onComplete: fn(),
    onPasteText: fn(),
  },
  argTypes: { length: { control: { type: 'number', min: 4, max: 8 } } },
} satisfies Meta<typeof OneTimeCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Five boxes, partly filled. */
export const FiveDigits: Story = {
  args: { length: 5, defaultValue: '204' },
};

export const Invalid: Story = {
  args: { defaultValue: '123456', isInvalid: true, errorMessage: 'That code is not right. Check it and try again.' },
};

export const Disabled: Story = {
  args: { defaultValue: '1234', isDisabled: true },
};

const boxes = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('textbox')
    .map((box) => (box as HTMLInputElement).value);

/**
 * Worked by keyboard alone: digits advance focus, letters are ignored, Backspace steps back, the
 * arrows move, and filling the last box completes the code.
 */
export const KeyboardEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(first).toHaveAccessibleDescription('We sent it to pm@example.com.');

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('1a2-3');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '', '', '']);
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveFocus();

    await userEvent.keyboard('{Backspace}');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '', '', '', '']);
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}9');
    await expect(boxes(canvasElement)).toEqual(['1', '9', '', '', '', '']);
    await expect(args.onChange).toHaveBeenLastCalledWith('19');
    await expect(args.onComplete).not.toHaveBeenCalled();

    await userEvent.keyboard('3456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('193456');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveFocus();
  },
};

/** Pasting fills the boxes from the first digits of the text; the caller still sees all of it. */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.paste('Your code: 482-915 (valid 10 min)');
    await expect(args.onPasteText).toHaveBeenCalledWith('Your code: 482-915 (valid 10 min)');
    await expect(boxes(canvasElement)).toEqual(['4', '8', '2', '9', '1', '5']);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('482915');
  },
};
