import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { pageCount: 20, defaultPage: 10, label: 'Search results pages', onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the middle of a long range, ellipses stand for the pages left out on both sides. */
export const Playground: Story = {};

/** Few enough pages to show them all; on the first page, previous is disabled. */
export const FewPages: Story = {
  args: { pageCount: 5, defaultPage: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Page/ })).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const WiderWindow: Story = {
  args: { siblingCount: 2, boundaryCount: 2 },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

/**
 * Worked by keyboard alone: Tab reaches previous, Enter goes back a page; Tab then Enter picks a
 * page number. The landmark is labelled and the current page carries `aria-current="page"`.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Search results pages' });
    await expect(within(nav).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');

    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await expect(within(nav).getByRole('button', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Page 10' })).not.toHaveAttribute('aria-current');

    await userEvent.tab();
    const first = within(nav).getByRole('button', { name: 'Page 1' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(first).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** Reaching the last page with next: next is disabled, and keyboard focus lands on the page. */
export const KeyboardToLastPage: Story = {
  args: { defaultPage: 19 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab({ shift: true });
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
    await expect(next).toBeDisabled();
    const last = canvas.getByRole('button', { name: 'Page 20' });
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(last).toHaveFocus();
  },
};
