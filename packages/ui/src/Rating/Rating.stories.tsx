import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Rating, RatingDisplay } from './Rating.tsx';
import { ratingSizes } from './Rating.css.ts';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  tags: ['autodocs'],
  args: { label: 'Rate this expert', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ratingSizes },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Worked by keyboard alone: Tab reaches the first star, Space picks it, arrow keys change the rating. */
export const KeyboardRating: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Rate this expert' })).toBeInTheDocument();
    await expect(canvas.getByText('Not rated')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByText('4 of 5')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('3 of 5')).toBeInTheDocument();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 4, description: 'Your rating is shown on the expert’s profile.' },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose a rating.', validationBehavior: 'aria' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: /Rate this expert/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a rating.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 2, isDisabled: true },
};

/** The read-only display: decimals fill part of a star; the whole reads as one image. */
export const Display: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <RatingDisplay value={4.8} showValue />
      <RatingDisplay value={3.5} showValue size="sm" />
      <RatingDisplay value={1.25} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rated 1.3 out of 5' })).toBeInTheDocument();
  },
};
