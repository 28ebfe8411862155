import type { Notification } from '@cloudexperts/domain';
import type { NotificationEdit } from '../../auth/notificationStore.ts';

/**
 * A page of notifications after changes made here or in another tab, in order. Under the Unread
 * filter a notification marked read leaves the page; one marked unread elsewhere that is not on
 * the page is not added (the next load shows it).
 */
export function applyNotificationEdits(
  records: readonly Notification[],
  edits: readonly NotificationEdit[],
  onlyUnread: boolean,
): Notification[] {
  let next = [...records];
  for (const edit of edits) {
    if (edit.kind === 'allRead') {
      next = onlyUnread ? [] : next.map((item) => (item.read ? item : { ...item, read: true }));
    } else if (edit.kind === 'deleted' || (edit.kind === 'read' && onlyUnread)) {
      next = next.filter((item) => item.id !== edit.id);
    } else {
      const read = edit.kind === 'read';
      next = next.map((item) => (item.id === edit.id && item.read !== read ? { ...item, read } : item));
    }
  }
  return next;
}
