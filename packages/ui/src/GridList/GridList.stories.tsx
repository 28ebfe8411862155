import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, isMockFunction, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.tsx';
import { GridList, GridListItem } from './GridList.tsx';

interface Expert {
  id: string;
  name: string;
  specialty: string;
}

const experts: Expert[] = [
  { id: 'ada', name: 'Ada Lovelace', specialty: 'AWS' },
  { id: 'grace', name: 'Grace Hopper', specialty: 'Azure' },
  { id: 'alan', name: 'Alan Turing', specialty: 'Google Cloud' },
];

const meta = {
  title: 'Components/GridList',
  component: GridList,
  tags: ['autodocs'],
  args: { 'aria-label': 'Saved experts', items: experts },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
  render: (args) => (
    <GridList {...args} style={{ maxWidth: '22rem' }}>
      {(expert: Expert) => (
        <GridListItem id={expert.id} textValue={expert.name}>
          <Avatar name={expert.name} size="sm" isDecorative />
          <span>
            {expert.name}
            <span style={{ display: 'block', fontSize: '0.875rem', opacity: 0.8 }}>{expert.specialty}</span>
          </span>
        </GridListItem>
      )}
    </GridList>
  ),
} satisfies Meta<typeof GridList<Expert>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The keys of the last selection a mocked `onSelectionChange` received. */
const selectedKeys = (handler: unknown) => {
  const last: unknown = isMockFunction(handler) ? handler.mock.lastCall?.[0] : undefined;
  return last instanceof Set ? Array.from(last as Set<unknown>) : [];
};

/** Worked by keyboard alone: arrow keys move between items, Space toggles an item's checkbox. */
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The static Storybook renders without act(): wait for the rows before the first Tab.
    const first = await canvas.findByRole('row', { name: /Ada Lovelace/ });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const third = canvas.getByRole('row', { name: /Alan Turing/ });
    await expect(third).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(selectedKeys(args.onSelectionChange)).toEqual(['ada', 'alan']);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(within(third).getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('row', { name: /Grace Hopper/ })).toHaveAttribute('aria-selected', 'false');
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['grace'] },
};

export const Empty: Story = {
  args: { items: [], renderEmptyState: () => 'No saved experts yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No saved experts yet.')).toBeVisible();
  },
};
