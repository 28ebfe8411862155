import { messageFieldMessages } from './schemas/messages.ts';

/**
 * The words of /messages (issue 18; ours: the spec names the page, 'Chat' and the composer's
 * counter and blank message, and shows nothing else). Only the lazy page imports this module.
 */
export const messagePageLabels = {
  title: 'Messages',
  lead: 'Your conversations about jobs, one per job and freelancer.',
  conversations: 'Conversations',
  pagesOfConversations: 'Pages of conversations',
  loadingConversations: 'Loading conversations',
  conversationsFailed: "Your conversations couldn't be loaded.",
  emptyFreelancer: 'No messages yet. When a client writes to you about a job, the conversation shows here.',
  emptyManager:
    "No conversations yet. Use 'Chat' on a freelancer's card to write to someone with a proposal, an invitation or a contract on your job.",
  emptyTitle: 'No conversations yet',
  unread: (count: number) => (count === 1 ? '1 unread' : `${String(count)} unread`),
  youPrefix: 'You: ',
  noMessagesYet: 'No messages yet.',
  chooseConversation: 'Choose a conversation to read it.',
  thread: (name: string) => `Conversation with ${name}`,
  about: (job: string) => `About: ${job}`,
  loadingThread: 'Loading messages',
  threadFailed: "The messages couldn't be loaded.",
  threadEmpty: 'No messages yet. Write the first one below.',
  loadEarlier: 'Load earlier messages',
  retry: 'Retry',
  you: 'You',
  attachments: 'Attachments',
  download: (name: string) => `Download ${name}`,
  composer: 'Message',
  attach: 'Attach a document',
  send: 'Send',
  sending: 'Sending',
  counter: messageFieldMessages.counter,
  blank: messageFieldMessages.blank,
  arrived: (name: string, count: number) =>
    count === 1 ? `1 new message from ${name}` : `${String(count)} new messages from ${name}`,
  arrivedElsewhere: (count: number) =>
    count === 1 ? '1 new message in another conversation' : `${String(count)} new messages in other conversations`,
  showNew: 'Show',
  sent: 'Message sent.',
} as const;

/** The page's path (spec document 2, section 2) and a conversation's address on it. */
export const messagePaths = {
  messages: '/messages',
  conversation: (id: number) => `/messages?c=${String(id)}`,
} as const;
