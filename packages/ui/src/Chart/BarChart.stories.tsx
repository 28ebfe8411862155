import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart.tsx';

interface Month {
  month: string;
  long: string;
  earned: number;
  proposals: number;
  hires: number;
}

const months: Month[] = [
  ['Jun', 'June 2026', 1_282.5, 4, 1],
  ['Jul', 'July 2026', 0, 3, 0],
  ['Aug', 'August 2026', 1_900, 5, 1],
  ['Sep', 'September 2026', 2_375, 4, 2],
  ['Oct', 'October 2026', 1_140, 6, 1],
  ['Nov', 'November 2026', 2_850, 3, 1],
].map(([month, long, earned, proposals, hires]) => ({
  month: String(month),
  long: String(long),
  earned: Number(earned),
  proposals: Number(proposals),
  hires: Number(hires),
}));

const dollars = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const meta = {
  title: 'Components/BarChart',
  component: BarChart<Month>,
  args: {
    title: 'Earnings by month',
    data: months,
    category: (datum: Month) => datum.month,
    categoryLong: (datum: Month) => datum.long,
    series: [{ label: 'Earned', value: (datum: Month) => datum.earned }],
    format: dollars,
    formatTick: (value: number) => `$${String(value / 1000)}k`,
  },
} satisfies Meta<typeof BarChart<Month>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart is hidden from screen readers; its table is not, so the figures read as rows. */
export const Earnings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Earnings by month' });
    await expect(within(table).getAllByRole('row')).toHaveLength(months.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'November 2026' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Chart' })).toBeChecked();
  },
};

/** Two series side by side, named by a legend; the table has a column for each. */
export const TwoSeries: Story = {
  args: {
    title: 'Proposals and hires',
    series: [
      { label: 'Proposals', value: (datum: Month) => datum.proposals },
      { label: 'Hires', value: (datum: Month) => datum.hires },
    ],
    format: (value: number) => String(value),
    formatTick: undefined,
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Proposals and hires' });
    await expect(within(table).getByRole('columnheader', { name: 'Hires' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(months.length * 2);
  },
};

/** By keyboard: Tab to the switch, the arrow to Table, Space shows the figures to everyone. */
export const TableByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Chart' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Table' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Table' })).toBeChecked();
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvas.getByRole('cell', { name: '$2,850.00' })).toBeVisible();
  },
};

/** Nothing yet: the axis still reads from 0, every bar is flat, the table lists the zeros. */
export const AllZero: Story = {
  args: { data: months.map((datum) => ({ ...datum, earned: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('cell', { name: '$0.00' })).toHaveLength(months.length);
  },
};
