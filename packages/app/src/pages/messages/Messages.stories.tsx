import { messageFieldMessages, messagePageLabels as labels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildConversationList,
  buildConversations,
  FIXTURE_CONVERSATION_ID,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { MessagePages } from './testing.tsx';

/** /messages: the user's conversations beside the chosen one's thread and the composer. */
const meta = {
  title: 'Pages/Messages',
  component: MessagePages,
  parameters: { layout: 'fullscreen' },
  args: {
    path: `/messages?c=${String(FIXTURE_CONVERSATION_ID)}`,
    token: buildAccessToken({ role: 'project_manager' }),
  },
  beforeEach({ msw }) {
    msw.use(
      handlers.conversations.some,
      handlers.getConversation.found,
      handlers.conversationMessages.some,
      handlers.sendMessage.sent,
      handlers.markConversationRead.done,
    );
  },
} satisfies Meta<typeof MessagePages>;

export default meta;
type Story = StoryObj<typeof meta>;

const threadName = labels.thread('Ada L.');

/**
 * The manager's conversations (one unread), the open thread with its attachment, and a reply
 * written and sent by keyboard: it joins the thread's end, the counter counts its words, and a
 * polite status says it was sent.
 */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const conversations = await canvas.findByRole('list', { name: labels.conversations }, LOAD);
    await expect(within(conversations).getByText(labels.unread(1))).toBeVisible();
    await expect(within(conversations).getByRole('link', { name: /Ada L\./ })).toHaveAttribute('aria-current', 'page');
    const thread = await canvas.findByRole('list', { name: threadName }, LOAD);
    await expect(within(thread).getByText('Thanks, I will read it today.')).toBeVisible();
    await expect(within(thread).getByRole('button', { name: labels.download('Architecture.pdf') })).toBeVisible();

    const field = canvas.getByRole('textbox', { name: labels.composer });
    field.focus();
    await userEvent.keyboard('Sounds good, see you Monday.');
    await expect(canvas.getByText(labels.counter(5))).toBeVisible();
    await tabTo(labels.send);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(thread).getByText('Sounds good, see you Monday.')).toBeVisible(), LOAD);
    await expect(field).toHaveValue('');
    await expect(canvas.getByText(labels.sent)).toBeInTheDocument();
    await announcementsCleared();
  },
};

/** Send with nothing written: the spec's 'Please enter a message' on the field, and no call. */
export const BlankMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: threadName }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: labels.send }));
    await expect(await canvas.findByText(messageFieldMessages.blank)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.composer })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No conversation chosen: the list, and a line saying to choose one. */
export const NoneChosen: Story = {
  args: { path: '/messages', token: buildAccessToken({ role: 'freelancer' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: labels.conversations }, LOAD);
    await expect(canvas.getByText(labels.chooseConversation)).toBeVisible();
  },
};

/** The freelancer has no conversations yet: the empty state says how one starts. */
export const Empty: Story = {
  args: { path: '/messages', token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.conversations.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.emptyFreelancer, {}, LOAD)).toBeVisible();
  },
};

/** The list fails once: the failure with Retry, then the conversations. */
export const ListError: Story = {
  args: { path: '/messages' },
  beforeEach({ msw }) {
    msw.use(failOnceThen('conversations', () => buildConversationList(buildConversations())));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.conversationsFailed, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(await canvas.findByRole('list', { name: labels.conversations }, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** The thread fails: its own failure with Retry, the list still there. */
export const ThreadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.conversationMessages.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.threadFailed, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.retry })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: labels.conversations }, LOAD)).toBeVisible();
  },
};

/** Both still loading: the list's and the thread's placeholders. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('conversations'), hang('conversationMessages'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadingConversations, {}, LOAD)).toBeInTheDocument();
    await expect(canvas.getByText(labels.loadingThread)).toBeInTheDocument();
  },
};
