import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultSelectedKey: 'overview', onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Expert profile">
        <Tab id="overview">Overview</Tab>
        <Tab id="reviews">Reviews</Tab>
        <Tab id="availability">Availability</Tab>
      </TabList>
      <TabPanel id="overview">Certified cloud architect with ten years of migrations behind her.</TabPanel>
      <TabPanel id="reviews">Clients rate her work 4.9 out of 5 across 32 engagements.</TabPanel>
      <TabPanel id="availability">Available for new work from next month, twenty hours a week.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SecondTabSelected: Story = {
  args: { defaultSelectedKey: 'reviews' },
};

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: { disabledKeys: ['reviews'] },
};

/**
 * Worked by keyboard alone: Tab reaches the selected tab, the arrow keys select the next tab and
 * show its panel, End jumps to the last tab, and Tab moves on into the panel.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Expert profile' })).toBeInTheDocument();
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    const reviews = canvas.getByRole('tab', { name: 'Reviews' });
    const availability = canvas.getByRole('tab', { name: 'Availability' });

    await userEvent.tab();
    await expect(overview).toHaveFocus();
    await expect(overview).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    await expect(reviews).toHaveFocus();
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
    await expect(overview).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('reviews');
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent(/4\.9 out of 5/);

    await userEvent.keyboard('{End}');
    await expect(availability).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('availability');

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Availability' })).toHaveFocus();
  },
};
