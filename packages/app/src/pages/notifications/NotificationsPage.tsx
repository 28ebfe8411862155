import {
  notificationKindTexts,
  notificationPageLabels as labels,
  type Notification,
  type ResponseOf,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Banner, Button, EmptyState, Tab, TabList, TabPanel, Tabs, VisuallyHidden } from '@cloudexperts/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import type { NotificationEdit } from '../../auth/notificationStore.ts';
import { useNotifications } from '../../auth/useNotifications.ts';
import { failureMessage } from '../account/failureMessage.ts';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import { useKeptResource } from '../managerProposals/useKeptResource.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { applyNotificationEdits } from './edits.ts';
import { notificationLink } from './links.ts';
import * as styles from './notifications.css.ts';

type Filter = 'all' | 'unread';
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
};

type Page = ResponseOf<'notifications'>;

/**
 * /notifications (spec document 2, sections 2 and 7: the unread filter, mark read, delete), for
 * every signed-in role: the user's notifications newest first, a page at a time, each leading to
 * what it is about; mark one read or unread, delete one, mark all read. Notifications that arrive
 * live are announced in a banner whose Show reloads the list (the list never moves under the
 * reader by itself); what the user reads or deletes in another tab is applied here too. Filter and
 * page are in the query string.
 */
export function NotificationsPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const auth = useAuth();
  const role = auth.status === 'signedIn' ? auth.claims.role : null;
  const {
    store,
    snapshot: { arrived, unread, edits: elsewhere },
  } = useNotifications();
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = pageOf(params.get('page'));
  const [shownArrivals, setShownArrivals] = useState(arrived.length);
  const [edits, setEdits] = useState<{ key: string; records: Notification[] } | undefined>();
  // Other tabs' changes up to here are in the list already (loaded after them, or folded into `edits`).
  const [seenElsewhere, setSeenElsewhere] = useState(elsewhere.length);
  const [busy, setBusy] = useState<number | 'all' | undefined>();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const top = useRef<HTMLUListElement>(null);
  const key = `notifications ${filter} ${String(page)}`;
  const { resource, retry } = useKeptResource<Page>(key, (signal) =>
    api.notifications({ query: { page, ...(filter === 'unread' ? { only_unread: true } : {}) }, signal }),
  );
  // Held by the page too, not only by the bell: the other tabs' edits come on the store's channel,
  // which opens when first held. The bell is in the header, whose code loads on its own: a list
  // shown before it would miss an edit made in between (seen once in e2e: the bell at 0, the list
  // still Unread). Declared after the list's load, so that the list's call goes first.
  useEffect(() => store.retain(), [store]);
  const onlyUnread = filter === 'unread';
  const records =
    resource.status === 'ready'
      ? applyNotificationEdits(
          edits?.key === key ? edits.records : resource.data.records,
          elsewhere.slice(seenElsewhere),
          onlyUnread,
        )
      : [];
  const shownUnread = unread ?? (resource.status === 'ready' ? resource.data.unread_count : 0);
  const fresh = arrived.length - shownArrivals;

  const show = (next: { filter: Filter; page: number }) => {
    const query = new URLSearchParams();
    if (next.filter === 'unread') query.set('filter', 'unread');
    if (next.page > 1) query.set('page', String(next.page));
    setEdits(undefined);
    setSeenElsewhere(elsewhere.length);
    setParams(query);
  };
  const reload = () => {
    setShownArrivals(arrived.length);
    setEdits(undefined);
    setSeenElsewhere(elsewhere.length);
    retry();
  };
  const act = async (
    target: number | 'all',
    run: () => Promise<{ unread_count: number }>,
    edit: NotificationEdit,
    done?: () => void,
  ) => {
    setBusy(target);
    setFailure(undefined);
    try {
      const answer = await run();
      store.setUnread(answer.unread_count, edit);
      setEdits({ key, records: applyNotificationEdits(records, [edit], onlyUnread) });
      setSeenElsewhere(elsewhere.length);
      done?.();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(undefined);
    }
  };
  const list = () => {
    if (resource.status !== 'ready') {
      return (
        <ListFallback
          resource={resource}
          retry={retry}
          labels={{ loading: labels.title, loadFailed: labels.loadFailed, retry: labels.retry }}
          rowHeight="4rem"
        />
      );
    }
    if (records.length === 0) {
      return (
        <EmptyState
          icon="bell"
          title={filter === 'unread' ? labels.emptyUnread : labels.title}
          description={filter === 'unread' ? undefined : labels.empty}
          headingLevel={2}
        />
      );
    }
    return (
      <>
        <ul ref={top} className={styles.list} aria-label={labels.title}>
          {records.map((notification) => {
            const href = role ? notificationLink(notification, role) : undefined;
            const text = notificationKindTexts[notification.kind];
            return (
              <li key={notification.id} className={styles.item} data-unread={!notification.read || undefined}>
                <div className={styles.itemMain}>
                  <p className={styles.text}>
                    {href ? (
                      <Link to={href} className={pageStyles.link}>
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </p>
                  <p className={styles.muted}>
                    <time dateTime={notification.created_at}>
                      {timeFormat.format(new Date(notification.created_at))}
                    </time>
                  </p>
                </div>
                {notification.read ? null : <Badge tone="info">{labels.unreadBadge}</Badge>}
                <div className={styles.actions}>
                  <Button
                    variant="ghost"
                    size="sm"
                    isPending={busy === notification.id}
                    pendingLabel={notification.read ? labels.markUnread : labels.markRead}
                    aria-label={`${notification.read ? labels.markUnread : labels.markRead}: ${text}`}
                    onPress={() =>
                      void act(
                        notification.id,
                        () =>
                          api.updateNotification({
                            params: { id: notification.id },
                            body: { read: !notification.read },
                          }),
                        { kind: notification.read ? 'unread' : 'read', id: notification.id },
                      )
                    }
                  >
                    {notification.read ? labels.markUnread : labels.markRead}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    isPending={busy === notification.id}
                    pendingLabel={labels.delete}
                    aria-label={`${labels.delete}: ${text}`}
                    onPress={() =>
                      void act(
                        notification.id,
                        () => api.deleteNotification({ params: { id: notification.id } }),
                        { kind: 'deleted', id: notification.id },
                        () => {
                          setStatus(labels.deleted);
                        },
                      )
                    }
                  >
                    {labels.delete}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <ListPager
          label={labels.title}
          pageCount={resource.data.total_pages}
          page={page}
          onPageChange={(next) => {
            show({ filter, page: next });
          }}
          top={top}
        />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.muted}>{labels.lead}</p>
      </header>
      {fresh > 0 ? (
        <Banner tone="info" title={labels.arrived(fresh)}>
          <Button variant="secondary" size="sm" onPress={reload}>
            {labels.showNew}
          </Button>
        </Banner>
      ) : null}
      {failure ? <Banner tone="error" title={failure} isDismissable onHide={() => setFailure(undefined)} /> : null}
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          isDisabled={shownUnread === 0}
          isPending={busy === 'all'}
          pendingLabel={labels.markAllRead}
          onPress={() =>
            void act(
              'all',
              () => api.markAllNotificationsRead({}),
              { kind: 'allRead' },
              () => {
                setStatus(labels.allRead);
              },
            )
          }
        >
          {labels.markAllRead}
        </Button>
      </div>
      <VisuallyHidden as="p" role="status">
        {status}
      </VisuallyHidden>
      <Tabs
        selectedKey={filter}
        onSelectionChange={(next) => {
          show({ filter: next === 'unread' ? 'unread' : 'all', page: 1 });
        }}
      >
        <TabList aria-label={labels.filters}>
          <Tab id="all">{labels.all}</Tab>
          <Tab id="unread">{labels.unread}</Tab>
        </TabList>
        <TabPanel id="all">{filter === 'all' ? list() : null}</TabPanel>
        <TabPanel id="unread">{filter === 'unread' ? list() : null}</TabPanel>
      </Tabs>
    </div>
  );
}
