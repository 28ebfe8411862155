import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Typography/Typography.tsx';
import { Box, Columns, Container, Inline, Stack, VisuallyHidden } from './Layout.tsx';

const meta = {
  title: 'Foundations/Layout',
  component: Box,
  tags: ['autodocs'],
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

function Tile({ label }: { label: string }) {
  return (
    <Box background="brandSubtle" borderRadius="md" padding="md">
      <Text size="sm" tone="brand" weight="medium">
        {label}
      </Text>
    </Box>
  );
}

export const BoxWithTokens: Story = {
  args: { background: 'surface', padding: { mobile: 'md', tablet: 'xl' }, borderRadius: 'lg', boxShadow: 'md' },
  render: (args) => (
    <Box {...args}>
      <Text>Padding md on mobile, xl from the tablet breakpoint; radius lg; shadow md.</Text>
    </Box>
  ),
};

export const StackAndInline: Story = {
  render: () => (
    <Stack gap="lg">
      <Inline gap="sm">
        {['AWS', 'Azure', 'Google Cloud', 'Oracle', 'Salesforce', 'AI/ML'].map((label) => (
          <Tile key={label} label={label} />
        ))}
      </Inline>
      <Stack gap="xs">
        <Tile label="Post a job" />
        <Tile label="Collaborate" />
        <Tile label="Pay by milestone" />
      </Stack>
    </Stack>
  ),
};

/** Three columns from the tablet breakpoint; one below it. */
export const ColumnsGrid: Story = {
  render: () => (
    <Container>
      <Columns count={3}>
        <Tile label="Short-Term" />
        <Tile label="Full-Term" />
        <Tile label="Recurring" />
      </Columns>
    </Container>
  ),
};

export const HiddenLabel: Story = {
  render: () => (
    <Inline>
      <Text>Visible text</Text>
      <VisuallyHidden>read by screen readers only</VisuallyHidden>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('read by screen readers only');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
