import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField, hourCycles, timeGranularities } from './TimeField.tsx';

const meta = {
  title: 'Components/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  args: { label: 'Call time', onChange: fn() },
  argTypes: {
    hourCycle: { control: 'inline-radio', options: hourCycles },
    granularity: { control: 'inline-radio', options: timeGranularities },
  },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'In your local time zone.' },
};

/** Each hour cycle: 12 hours with AM/PM, or 24 hours. */
export const HourCycles: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '2rem', flexWrap: 'wrap' }}>
      {hourCycles.map((hourCycle) => (
        <TimeField
          key={hourCycle}
          {...args}
          label={`${String(hourCycle)}-hour clock`}
          hourCycle={hourCycle}
          defaultValue={new Time(14, 30)}
        />
      ))}
    </div>
  ),
};

/** Each granularity: down to the hour, the minute or the second. */
export const Granularities: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '2rem', flexWrap: 'wrap' }}>
      {timeGranularities.map((granularity) => (
        <TimeField
          key={granularity}
          {...args}
          label={`To the ${granularity}`}
          granularity={granularity}
          hourCycle={24}
          defaultValue={new Time(9, 15, 45)}
        />
      ))}
    </div>
  ),
};

export const Invalid: Story = {
  args: { defaultValue: new Time(23, 0), isInvalid: true, errorMessage: 'Pick a time within working hours' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new Time(9, 0) },
};

/**
 * Worked by keyboard alone: typed hour and minute, stepped with the arrow keys; a time past
 * `maxValue` is flagged at once with the message wired to the field.
 */
export const KeyboardEntry: Story = {
  args: {
    hourCycle: 24,
    maxValue: new Time(18, 0),
    validationBehavior: 'aria',
    errorMessage: 'Pick a time before 18:00',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hour = canvas.getByRole('spinbutton', { name: /hour/ });
    const minute = canvas.getByRole('spinbutton', { name: /minute/ });
    await userEvent.tab();
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('09');
    await expect(minute).toHaveFocus();
    await userEvent.keyboard('30');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(9, 30));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(9, 31));

    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('19');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(19, 31));
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toHaveAccessibleDescription(/Pick a time before 18:00/);
  },
};
