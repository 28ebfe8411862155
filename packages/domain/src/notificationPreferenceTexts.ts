import type { NotificationMailCategory, NotificationMailMode } from './schemas/notificationPreferences.ts';

/**
 * The words of the Notifications section of /settings and of the notification mails (issue 18,
 * ours: the spec shows no wording for mail preferences).
 */
export const notificationPreferenceLabels = {
  title: 'Notifications',
  lead: 'Everything shows in the app. Choose what also comes to you by email, and when.',
  email: 'Email',
  mode: 'When',
  modes: {
    immediate: 'Immediately',
    digest: 'Daily digest',
  } satisfies Record<NotificationMailMode, string>,
  digestHint: (zone: string) => `The daily digest comes at 8:00 in your time zone (${zone}).`,
  mandatory:
    'Emails about your account (approval, suspension) and calendar invitations for interviews are always sent.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Your notification preferences are saved.',
  saveFailed: "Your notification preferences couldn't be saved. Please try again.",
  loadFailed: "Your notification preferences couldn't be loaded.",
  retry: 'Retry',
  loading: 'Loading notification preferences…',
} as const;

/** Each category's name, as the settings page and the mails say it. */
export const notificationCategoryLabels: Record<NotificationMailCategory, { name: string; description: string }> = {
  proposals: {
    name: 'Proposals and invitations',
    description: 'Invitations to apply, proposals received, withdrawn or not selected.',
  },
  offers_contracts: {
    name: 'Offers and contracts',
    description: 'Offers made, accepted or declined; contracts started, ended and rated.',
  },
  interviews: {
    name: 'Interviews',
    description: 'A candidate accepting an interview or asking for another time.',
  },
};
