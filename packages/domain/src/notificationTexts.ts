import { signedInHeaderLabels } from './labels.ts';
import type { NotificationKind } from './schemas/proposals.ts';

/**
 * The words of the notification bell and the /notifications page (ours: the spec names the page,
 * the unread filter, mark read and delete, and shows no wording).
 */
export const notificationPageLabels = {
  title: signedInHeaderLabels.notifications,
  lead: 'What happened on your jobs, proposals, offers and interviews.',
  filters: 'Show',
  all: 'All',
  unread: 'Unread',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  delete: 'Delete',
  open: 'Open',
  unreadBadge: 'Unread',
  empty: 'No notifications yet. Invitations, proposals, offers and interviews will show here.',
  emptyUnread: "You're all caught up: no unread notifications.",
  loadFailed: "Your notifications couldn't be loaded.",
  actionFailed: "That didn't work. Please try again.",
  retry: 'Retry',
  arrived: (count: number) => (count === 1 ? '1 new notification' : `${String(count)} new notifications`),
  showNew: 'Show',
  allRead: 'All notifications are marked read.',
  deleted: 'Notification deleted.',
} as const;

/** The bell's accessible name: the unread count spoken with it. */
export const notificationBellLabel = (unread: number | undefined) =>
  unread ? `${signedInHeaderLabels.notifications}, ${String(unread)} unread` : signedInHeaderLabels.notifications;

/** The bell's badge caps what it shows (the name says the real number). */
export const NOTIFICATION_BADGE_MAX = 99;

/** One sentence per kind, as a list shows it. */
export const notificationKindTexts: Record<NotificationKind, string> = {
  invitation_received: 'You were invited to apply to a job.',
  invitation_accepted: 'A freelancer accepted your invitation and sent a proposal.',
  invitation_declined: 'A freelancer declined your invitation.',
  invitation_withdrawn: 'An invitation you received was withdrawn.',
  proposal_received: 'You received a new proposal.',
  proposal_withdrawn: 'A freelancer withdrew their proposal.',
  proposal_rejected: 'Your proposal was not selected.',
  offer_received: 'You received an offer.',
  offer_accepted: 'Your offer was accepted.',
  offer_declined: 'Your offer was declined.',
  interview_scheduled: 'An interview was scheduled.',
  interview_rescheduled: 'An interview was rescheduled.',
  interview_reschedule_requested: 'A candidate asked to reschedule an interview.',
  interview_accepted: 'A candidate accepted an interview.',
  interview_cancelled: 'An interview was cancelled.',
  interview_rejected: 'An interview was declined.',
  contract_started: 'Your contract has started.',
  contract_ended: 'A contract was ended and you were rated.',
  contract_rated: 'You were rated on a finished contract.',
  profile_approved: 'Your expert profile is approved: you can now send proposals.',
  account_banned: 'Your account was suspended by an administrator.',
  account_unbanned: 'Your account was restored by an administrator.',
  account_deactivated: 'Your account was deactivated by an administrator.',
  profile_rejected: 'Your expert application was not approved. See why on your application page.',
  account_reactivated: 'Your account was reactivated by an administrator.',
  payment_answered_by_staff: 'Our staff answered a freelancer’s payment request on your contract on your behalf.',
  offer_made_by_staff: 'Our staff made a freelancer an offer on your job on your behalf.',
  invitation_sent_by_staff: 'Our staff invited a freelancer to your job on your behalf.',
  interview_scheduled_by_staff: 'Our staff scheduled an interview with a freelancer on your job on your behalf.',
  interview_rescheduled_by_staff: 'Our staff moved one of your interviews on your behalf.',
  interview_cancelled_by_staff: 'Our staff cancelled one of your interviews on your behalf.',
  invitation_withdrawn_by_staff: 'Our staff withdrew an invitation to your job on your behalf.',
  contract_ended_by_staff: 'Our staff ended one of your contracts; the reason is in its messages.',
  application_resubmitted: 'A freelancer sent their rejected application again: it is waiting for review.',
};
