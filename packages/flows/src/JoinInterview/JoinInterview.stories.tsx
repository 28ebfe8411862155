import { joinInterviewLabels as labels } from '@cloudexperts/domain';
import { buildInterview } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { JoinInterviewPopup } from './JoinInterview.tsx';

const interview = buildInterview({ meeting_url: 'http://127.0.0.1:4000/meet/4d4d?k=abc' });
const START = Date.parse(interview.starts_at);

const meta = {
  title: 'Flows/Join interview',
  component: JoinInterviewPopup,
  decorators: [withFlowInspector],
  args: { isOpen: true, onOpenChange: fn(), interview, openMeeting: fn(), now: START - 3_600_000 },
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
} satisfies Meta<typeof JoinInterviewPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An hour before the start: the interview in the reader's zone (New York, named), Join off. */
export const Waiting: Story = {
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: labels.title });
    await waitFor(() => expect(within(modal).getByText(/EST \(America\/New_York\)/)).toBeVisible());
    await expect(within(modal).getByRole('button', { name: labels.join })).toBeDisabled();
    await expect(within(modal).getByText(labels.waiting)).toBeVisible();
  },
};

/** Fifteen minutes before the start: Join is on and opens the meeting (by keyboard too). */
export const Open: Story = {
  args: { now: START - 900_000 },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: labels.title });
    const join = within(modal).getByRole('button', { name: labels.join });
    await expect(join).toBeEnabled();
    join.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.openMeeting).toHaveBeenCalledWith(interview.meeting_url);
  },
};
