import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { Carousel } from './Carousel.tsx';

const quotes = [
  { author: 'Ada, CTO at Lumen', text: 'Our AWS bill dropped by a third after a two-week engagement.' },
  { author: 'Grace, founder of Tidewater', text: 'We had a Kubernetes expert on a call within the hour.' },
  {
    author: 'Alan, lead engineer at Enigma Labs',
    text: 'The Azure migration plan was clear, fixed-price and on time.',
  },
];

function Quote({ author, text }: { author: string; text: string }) {
  return (
    <figure
      style={{
        margin: 0,
        padding: `${vars.space.xl} ${vars.space.xxl}`,
        minHeight: '9rem',
        backgroundColor: vars.color.brand.subtle,
        color: vars.color.brand.onSubtle,
        fontSize: vars.font.size.lg,
      }}
    >
      <blockquote style={{ margin: 0 }}>{text}</blockquote>
      <figcaption style={{ marginTop: vars.space.md, fontSize: vars.font.size.sm }}>{author}</figcaption>
    </figure>
  );
}

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: {
    label: 'What clients say',
    onIndexChange: fn(),
    children: quotes.map((quote) => <Quote key={quote.author} {...quote} />),
  },
  argTypes: { children: { control: false }, intervalMs: { control: 'number' } },
  render: (args) => <Carousel {...args} style={{ maxWidth: '36rem' }} />,
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const visibleSlide = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group', { hidden: true })
    .find((slide) => !slide.hidden);

/**
 * Worked by keyboard alone: Tab to "Next slide", Enter moves on (and wraps around); the slides are
 * a polite live region, so each change is announced.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'What clients say' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('Slide 1 of 3');
    await expect(visibleSlide(canvasElement)).toHaveAttribute('aria-roledescription', 'slide');

    await userEvent.tab();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('Slide 2 of 3');
    await expect(canvas.getByText(quotes[1]?.text ?? '')).toBeVisible();
    await expect(canvas.queryByText(quotes[0]?.text ?? '')).not.toBeVisible();
    await expect(visibleSlide(canvasElement)?.parentElement).toHaveAttribute('aria-live', 'polite');

    await userEvent.keyboard('{Enter}{Enter}');
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('Slide 1 of 3');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('Slide 3 of 3');
  },
};

/**
 * Auto-advancing (the product passes its own interval). It pauses on hover and while focus is
 * inside, has a pause/play button, and stays still when the user prefers reduced motion.
 */
export const AutoAdvance: Story = {
  args: { intervalMs: 1500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(canvas.queryByRole('button', { name: 'Pause slide show' })).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1800));
      await expect(visibleSlide(canvasElement)).toHaveAccessibleName('Slide 1 of 3');
      return;
    }
    const slides = canvasElement.querySelector('[aria-live]');
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(visibleSlide(canvasElement)).toHaveAccessibleName('Slide 2 of 3'), { timeout: 3000 });

    // Focus inside pauses the rotation and makes changes announced again.
    await userEvent.tab();
    const pause = canvas.getByRole('button', { name: 'Pause slide show' });
    await expect(pause).toHaveFocus();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Play slide show' })).toHaveFocus();

    // Stopped by the user: it stays stopped after focus leaves.
    await userEvent.tab({ shift: true });
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('Slide 2 of 3');
  },
};

/** Starting on a later slide. */
export const StartAtSlide: Story = {
  args: { defaultIndex: 2 },
};
