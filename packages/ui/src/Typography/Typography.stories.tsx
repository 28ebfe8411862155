import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Layout/Layout.tsx';
import { headingLevels, textSizes, textTones } from './Typography.css.ts';
import { Heading, Text } from './Typography.tsx';

const meta = {
  title: 'Foundations/Typography',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: 'Find a Cloud Architect within days' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each level at its default size; the level sets the outline, `size` can change the looks. */
export const Headings: Story = {
  render: () => (
    <Stack gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Heading level ${level}`);
    }
  },
};

export const LevelAndSizeApart: Story = {
  args: { level: 1, size: 'lg', children: 'A page title styled small' },
};

export const TextSizes: Story = {
  render: () => (
    <Stack gap="xs">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {size}: Vetted experts for AWS, Azure, Google Cloud, Oracle and Salesforce.
        </Text>
      ))}
    </Stack>
  ),
};

export const TextTones: Story = {
  render: () => (
    <Stack gap="xs">
      {textTones.map((tone) => (
        <Text key={tone} tone={tone} weight="medium">
          {tone}: milestone approved
        </Text>
      ))}
    </Stack>
  ),
};
