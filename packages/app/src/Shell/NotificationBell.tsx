import { NOTIFICATION_BADGE_MAX, notificationBellLabel, notificationPageLabels } from '@cloudexperts/domain';
import { Icon, VisuallyHidden } from '@cloudexperts/ui';
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { useNotifications } from '../auth/useNotifications.ts';
import { signedInPaths } from '../site/paths.ts';
import * as styles from './Shell.css.ts';

/**
 * The header's bell (spec document 2, section 2): a link to /notifications whose badge and name
 * carry the unread count, kept live by the notification feed; a notification that arrives is also
 * said once in a polite status region.
 */
export function NotificationBell() {
  const {
    store,
    snapshot: { unread, arrived },
  } = useNotifications();
  useEffect(() => store.retain(), [store]);
  const shown = unread && unread > NOTIFICATION_BADGE_MAX ? `${String(NOTIFICATION_BADGE_MAX)}+` : String(unread ?? '');
  return (
    <>
      <NavLink to={signedInPaths.notifications} className={styles.iconLink} aria-label={notificationBellLabel(unread)}>
        <Icon name="bell" />
        {unread ? (
          <span className={styles.bellBadge} aria-hidden="true" data-testid="notification-count">
            {shown}
          </span>
        ) : null}
      </NavLink>
      <VisuallyHidden role="status">
        {arrived.length > 0 ? notificationPageLabels.arrived(arrived.length) : ''}
      </VisuallyHidden>
    </>
  );
}
