import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, isMockFunction, userEvent, within } from 'storybook/test';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from './Table.tsx';

interface Expert {
  id: string;
  name: string;
  specialty: string;
  rate: number;
}

const experts: Expert[] = [
  { id: 'ada', name: 'Ada Lovelace', specialty: 'AWS', rate: 140 },
  { id: 'grace', name: 'Grace Hopper', specialty: 'Azure', rate: 165 },
  { id: 'alan', name: 'Alan Turing', specialty: 'Google Cloud', rate: 120 },
  { id: 'edsger', name: 'Edsger Dijkstra', specialty: 'Kubernetes', rate: 150 },
];

const columns = [
  { id: 'name', name: 'Name', isRowHeader: true },
  { id: 'specialty', name: 'Specialty' },
  { id: 'rate', name: 'Hourly rate' },
] as const;

type ColumnKey = (typeof columns)[number]['id'];

const formatRate = (rate: number) => `$${rate}/h`;

function ExpertRows({ items }: { items: Expert[] }) {
  return (
    <>
      {items.map((expert) => (
        <TableRow key={expert.id} id={expert.id}>
          <TableCell>{expert.name}</TableCell>
          <TableCell>{expert.specialty}</TableCell>
          <TableCell>{formatRate(expert.rate)}</TableCell>
        </TableRow>
      ))}
    </>
  );
}

const meta = {
  title: 'Components/Table',
  component: Table,
  tags: ['autodocs'],
  args: { 'aria-label': 'Experts' },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        {columns.map((column) => (
          <TableColumn key={column.id} id={column.id} isRowHeader={'isRowHeader' in column}>
            {column.name}
          </TableColumn>
        ))}
      </TableHeader>
      <TableBody>
        <ExpertRows items={experts} />
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function SortableExperts({ onSortChange }: { onSortChange?: (descriptor: SortDescriptor) => void }) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = useMemo(() => {
    const key = sortDescriptor.column as ColumnKey;
    const order = [...experts].sort((a, b) => {
      const [x, y] = [a[key], b[key]];
      return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    });
    return sortDescriptor.direction === 'descending' ? order.reverse() : order;
  }, [sortDescriptor]);
  return (
    <Table
      aria-label="Experts"
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        setSortDescriptor(descriptor);
        onSortChange?.(descriptor);
      }}
    >
      <TableHeader>
        {columns.map((column) => (
          <TableColumn key={column.id} id={column.id} isRowHeader={'isRowHeader' in column} allowsSorting>
            {column.name}
          </TableColumn>
        ))}
      </TableHeader>
      <TableBody items={sorted}>
        {(expert) => (
          <TableRow id={expert.id}>
            <TableCell>{expert.name}</TableCell>
            <TableCell>{expert.specialty}</TableCell>
            <TableCell>{formatRate(expert.rate)}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const firstColumn = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/**
 * Sorted by keyboard alone: Tab into the table, arrow up to the column headers, right to
 * "Hourly rate", Enter sorts by it, Enter again reverses the order.
 */
export const Sortable: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortableExperts onSortChange={args.onSortChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(firstColumn(canvasElement)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Edsger Dijkstra',
      'Grace Hopper',
    ]);
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const rate = canvas.getByRole('columnheader', { name: 'Hourly rate' });
    await expect(rate).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'rate', direction: 'ascending' });
    await expect(rate).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(canvasElement)).toEqual([
      'Alan Turing',
      'Ada Lovelace',
      'Edsger Dijkstra',
      'Grace Hopper',
    ]);

    await userEvent.keyboard('{Enter}');
    await expect(rate).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(canvasElement)).toEqual([
      'Grace Hopper',
      'Edsger Dijkstra',
      'Ada Lovelace',
      'Alan Turing',
    ]);
  },
};

/** The keys of the last selection a mocked `onSelectionChange` received. */
const selectedKeys = (handler: unknown) => {
  const last: unknown = isMockFunction(handler) ? handler.mock.lastCall?.[0] : undefined;
  return last instanceof Set ? Array.from(last as Set<unknown>) : [];
};

/** Multiple selection: a checkbox per row and a select-all checkbox, worked by keyboard. */
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The static Storybook renders without act(): wait for the rows before the first Tab.
    const first = await canvas.findByRole('row', { name: /Ada Lovelace/ });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(canvas.getByRole('row', { name: /Alan Turing/ })).toHaveAttribute('aria-selected', 'true');
    await expect(selectedKeys(args.onSelectionChange)).toEqual(['ada', 'alan']);
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
  },
};

/** Single selection: one row at a time; the selection column is named for screen readers. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['grace'] },
};

function EmptyOrLoading({ isLoading, items }: { isLoading?: boolean; items: Expert[] }) {
  return (
    <Table aria-label="Experts">
      <TableHeader>
        {columns.map((column) => (
          <TableColumn key={column.id} id={column.id} isRowHeader={'isRowHeader' in column}>
            {column.name}
          </TableColumn>
        ))}
      </TableHeader>
      <TableBody isLoading={isLoading} renderEmptyState={() => 'No experts match these filters.'}>
        <ExpertRows items={items} />
      </TableBody>
    </Table>
  );
}

export const Empty: Story = {
  render: () => <EmptyOrLoading items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No experts match these filters.')).toBeVisible();
  },
};

/** While loading, a spinner row stands in for the rows. */
export const Loading: Story = {
  render: () => <EmptyOrLoading items={experts} isLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    await expect(canvas.queryByText('Ada Lovelace')).toBeNull();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};
