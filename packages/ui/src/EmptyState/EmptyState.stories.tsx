import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { iconNames } from '../Icon/Icon.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: 'file',
    title: 'No proposals yet',
    description: 'Experts who apply to your job appear here. Most jobs get their first proposal within a day.',
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Only a title: the icon, the description and the action are optional. */
export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'Nothing here' },
};

/** Stands in for the page's handler in the action story. */
const clearFilters = fn();

/** With the next step as an action, reached and pressed by keyboard. */
export const WithAction: Story = {
  args: {
    icon: 'search',
    title: 'No experts match these filters',
    description: 'Try fewer skills or a wider hourly rate.',
  },
  render: (args) => (
    <EmptyState
      {...args}
      action={
        <Button variant="secondary" onPress={clearFilters}>
          Clear filters
        </Button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    clearFilters.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No experts match these filters' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};
