import { joinInterviewLabels as labels } from '@cloudexperts/domain';
import { buildInterview, handle } from '@cloudexperts/domain/mocks';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { JoinInterviewPopup } from './JoinInterview.tsx';

const interview = buildInterview({ meeting_url: 'http://127.0.0.1:4000/meet/4d4d?k=abc' });
const START = Date.parse(interview.starts_at);
/** The calls the WithFile story's download made. */
const downloads: string[] = [];

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

/** The manager's file: a download through the API (with the reader's token), not a plain link. */
export const WithFile: Story = {
  args: {
    interview: buildInterview({
      meeting_url: 'http://127.0.0.1:4000/meet/4d4d?k=abc',
      file: {
        id: '5e5e5e5e-0000-4000-8000-000000000001',
        name: 'brief.pdf',
        url: '/api/v1/uploads/5e5e5e5e-0000-4000-8000-000000000001',
      },
    }),
  },
  beforeEach({ msw }) {
    downloads.length = 0;
    msw.use(
      handle('getUpload', ({ params }) => {
        downloads.push(String(params.id));
        return new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
  },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: labels.title });
    await userEvent.click(within(modal).getByRole('button', { name: labels.downloadFile('brief.pdf') }));
    await waitFor(() => expect(downloads).toEqual(['5e5e5e5e-0000-4000-8000-000000000001']));
    await expect(within(modal).queryByRole('link', { name: 'brief.pdf' })).not.toBeInTheDocument();
  },
};
