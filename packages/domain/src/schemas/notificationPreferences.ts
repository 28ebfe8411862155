import { z } from 'zod';
import { instantIn, isTimeZone, todayIn } from '../rules/interviewTime.ts';
import type { NotificationKind } from './proposals.ts';

/**
 * Per-user notification mail (issue 18; the spec is silent, so all of this is ours). Every
 * notification shows in the app; what a user chooses is which also go by email, and whether each
 * mail leaves at once or in one daily digest.
 */

/** The groups a user chooses for, in the order the settings page shows them. */
export const notificationMailCategories = ['proposals', 'offers_contracts', 'interviews'] as const;
export type NotificationMailCategory = (typeof notificationMailCategories)[number];

/** How a category's mail leaves: one mail per event, or one mail a day listing them. */
export const notificationMailModes = ['immediate', 'digest'] as const;
export type NotificationMailMode = (typeof notificationMailModes)[number];

/**
 * Which category each kind's mail belongs to. `null`: the event already sends a mail of its own that
 * no preference turns off (calendar invitations with their .ics: scheduled, rescheduled, cancelled
 * and declined interviews; the account's approval, suspension, restoration and deactivation), so
 * its notification adds no second mail.
 */
export const notificationMailCategoryOf: Record<NotificationKind, NotificationMailCategory | null> = {
  invitation_received: 'proposals',
  invitation_accepted: 'proposals',
  invitation_declined: 'proposals',
  invitation_withdrawn: 'proposals',
  proposal_received: 'proposals',
  proposal_withdrawn: 'proposals',
  proposal_rejected: 'proposals',
  offer_received: 'offers_contracts',
  offer_accepted: 'offers_contracts',
  offer_declined: 'offers_contracts',
  contract_started: 'offers_contracts',
  contract_ended: 'offers_contracts',
  contract_rated: 'offers_contracts',
  // The client is told staff approved or sent back a payment request for them (issue 19).
  payment_answered_by_staff: 'offers_contracts',
  // The client is told staff made an offer or sent an invitation on their job for them (issue 19).
  offer_made_by_staff: 'offers_contracts',
  invitation_sent_by_staff: 'proposals',
  // The client is told staff scheduled, moved or cancelled one of their interviews (issue 19).
  interview_scheduled_by_staff: 'interviews',
  interview_rescheduled_by_staff: 'interviews',
  interview_cancelled_by_staff: 'interviews',
  invitation_withdrawn_by_staff: 'proposals',
  contract_ended_by_staff: 'offers_contracts',
  // An application to join is the admins' nearest to a proposal: their mail follows that choice (issue 19).
  application_resubmitted: 'proposals',
  interview_reschedule_requested: 'interviews',
  interview_accepted: 'interviews',
  interview_scheduled: null,
  interview_rescheduled: null,
  interview_cancelled: null,
  interview_rejected: null,
  profile_approved: null,
  account_banned: null,
  account_unbanned: null,
  account_deactivated: null,
  profile_rejected: null,
  account_reactivated: null,
};

export const notificationCategoryPreferenceSchema = z
  .object({ email: z.boolean(), mode: z.enum(notificationMailModes) })
  .strict();
export type NotificationCategoryPreference = z.infer<typeof notificationCategoryPreferenceSchema>;

/**
 * The defaults before a user saves anything: every category by email, at once. Offers, contracts
 * and interviews are time-bound (an offer can be taken by someone else, an interview is soon), and
 * a proposal or invitation is what a user on a marketplace waits for; the digest is a choice.
 */
export const defaultNotificationPreferences: Record<NotificationMailCategory, NotificationCategoryPreference> = {
  proposals: { email: true, mode: 'immediate' },
  offers_contracts: { email: true, mode: 'immediate' },
  interviews: { email: true, mode: 'immediate' },
};

/** The daily digest leaves at this local hour in the user's zone (08:00: before the working day). */
export const notificationDigest = {
  localTime: '08:00',
  defaultTimeZone: 'UTC',
  /** Events a digest lists by name; the rest are counted, behind a link to /notifications. */
  listed: 20,
  /** Users taken per transaction by the digest job. */
  batch: 50,
} as const;

export const notificationPreferenceServerMessages = {
  timeZoneInvalid: 'Choose a valid time zone.',
  categoriesInvalid: 'Give a preference for every notification category.',
  saved: 'Your notification preferences are saved.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid or was already used. Change your notification emails in Settings.',
  unsubscribed: (category: string) =>
    `You will no longer get “${category}” emails. You can turn them back on in Settings, Notifications.`,
} as const;

/** The user's preferences: one entry per category, and the zone the digest hour is read in. */
export const notificationPreferencesSchema = z.object({
  categories: z.object({
    proposals: notificationCategoryPreferenceSchema,
    offers_contracts: notificationCategoryPreferenceSchema,
    interviews: notificationCategoryPreferenceSchema,
  } satisfies Record<NotificationMailCategory, typeof notificationCategoryPreferenceSchema>),
  digest_timezone: z.string(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `PUT /notification_preferences`: the whole set (every category), and the digest's zone. */
export const updateNotificationPreferencesRequestSchema = z
  .object({
    categories: z
      .object(
        {
          proposals: notificationCategoryPreferenceSchema,
          offers_contracts: notificationCategoryPreferenceSchema,
          interviews: notificationCategoryPreferenceSchema,
        },
        { error: notificationPreferenceServerMessages.categoriesInvalid },
      )
      .strict(),
    digest_timezone: z
      .string({ error: notificationPreferenceServerMessages.timeZoneInvalid })
      .trim()
      .refine(isTimeZone, { error: notificationPreferenceServerMessages.timeZoneInvalid }),
  })
  .strict();
export type UpdateNotificationPreferencesRequest = z.infer<typeof updateNotificationPreferencesRequestSchema>;

export const notificationPreferencesResponseSchema = z.object({
  preferences: notificationPreferencesSchema,
});

export const notificationPreferencesSavedResponseSchema = z.object({
  message: z.string().min(1),
  preferences: notificationPreferencesSchema,
});

/** `POST /notification_preferences/unsubscribe?token=` (RFC 8058 one-click; the body is the form). */
export const notificationUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const notificationUnsubscribeRequestSchema = z.object({
  'List-Unsubscribe': z.literal('One-Click').optional(),
});

/** The previous day of a `YYYY-MM-DD` date. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The latest digest time at or before `now`: today's 08:00 in `zone` if it has passed, else
 * yesterday's. A digest at that time lists the events before it that no earlier digest listed.
 */
export function lastDigestTime(now: Date, zone: string): Date {
  const today = todayIn(zone, now);
  const at = instantIn(today, notificationDigest.localTime, zone);
  if (at && at.getTime() <= now.getTime()) return at;
  const before = instantIn(dayBefore(today), notificationDigest.localTime, zone);
  // A zone whose 08:00 does not exist that day (none do today) falls back to UTC's.
  return before ?? new Date(`${dayBefore(today)}T${notificationDigest.localTime}:00Z`);
}
