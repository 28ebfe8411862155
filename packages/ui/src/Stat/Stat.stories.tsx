import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stat } from './Stat.tsx';
import { statTones, statTrends } from './Stat.css.ts';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  tags: ['autodocs'],
  args: { label: 'Earnings this month', value: '$12,400' },
  argTypes: {
    trend: { control: 'inline-radio', options: statTrends },
    tone: { control: 'inline-radio', options: statTones },
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { change: '12%', trend: 'up', description: 'Compared with February' },
};

/** The change reads as words ('Up 12%'), not only as an arrow and a colour. */
export const Trend: Story = {
  args: { change: '12%', trend: 'up' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Earnings this month');
    const [figure] = canvas.getAllByRole('definition');
    await expect(figure).toHaveTextContent('$12,400Up 12%');
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');
  },
};

/** Down is good news for a response time: the tone is set apart from the trend. */
export const DownIsGood: Story = {
  args: {
    label: 'Median reply time',
    value: '2 h',
    change: '35 min',
    trend: 'down',
    tone: 'positive',
    trendLabel: 'Faster by',
  },
  play: async ({ canvasElement }) => {
    const [figure] = within(canvasElement).getAllByRole('definition');
    await expect(figure).toHaveTextContent('Faster by 35 min');
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');
  },
};

export const WithDescription: Story = {
  args: { label: 'Active contracts', value: '7', description: 'Two end this week' },
};

/** Several figures side by side, as on the expert dashboard. */
export const Dashboard: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: '1.5rem' }}>
      <Stat label="Earnings this month" value="$12,400" change="12%" trend="up" />
      <Stat label="Refund requests" value="3" change="2" trend="up" tone="negative" />
      <Stat label="Median reply time" value="2 h" change="35 min" trend="down" tone="positive" />
      <Stat label="Profile views" value="418" change="0%" description="Last 30 days" />
    </div>
  ),
};
