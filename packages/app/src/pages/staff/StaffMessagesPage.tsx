import {
  contractPaths,
  contractRoutes,
  messagePageLabels,
  staffContractLabels,
  staffAuthorName,
  staffMessageLabels as labels,
  type ResponseOf,
  type StaffConversation,
  type StaffThreadMessage,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Banner, Button, EmptyState, VisuallyHidden } from '@cloudexperts/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrivedElsewhere } from '../messages/ArrivedElsewhere.tsx';
import { useMarkThreadRead } from '../messages/useMarkThreadRead.ts';
import type { ArrivedMessage } from '../../auth/notificationStore.ts';
import { useNotifications } from '../../auth/useNotifications.ts';
import { failureMessage } from '../account/failureMessage.ts';
import { AdminListShell, pageParam, searchParam } from '../admin/AdminListShell.tsx';
import { useListFilters, type ListFilters } from '../admin/useListFilters.ts';
import { primaryAction } from '../content/content.css.ts';
import { useKeptResource } from '../managerProposals/useKeptResource.ts';
import * as styles from '../messages/messages.css.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { StaffMessageList } from './StaffMessageList.tsx';
import { StaffComposer } from './StaffComposer.tsx';
import { conversationParam, mergedThread, threadNews, threadStatus } from '../messages/thread.ts';
import { ThreadFallback } from '../messages/ThreadFallback.tsx';

/** What the staff member's read answered for a conversation: read up to `upTo`, `unread` left. */
interface ReadPoint {
  upTo: number;
  unread: number;
}

/** The messages that arrived live for a staff member: each carries its author. */
function staffArrivals(arrived: readonly ArrivedMessage[]): StaffThreadMessage[] {
  return arrived.flatMap((message) => (message.author ? [{ ...message, author: message.author }] : []));
}

/**
 * A conversation of the list as it stands now: its unread count and last message from what the
 * list loaded, what arrived live after it (each with the count it had then) and the reader's own
 * read answer, which holds until a message arrives after the point it read up to.
 */
function rowNow(
  conversation: StaffConversation,
  arrived: readonly ArrivedMessage[],
  read: ReadPoint | undefined,
): { unread: number; last: StaffThreadMessage | null } {
  let unread = conversation.unread_count;
  let last = conversation.last_message;
  let newestArrival = 0;
  for (const message of arrived) {
    if (message.conversation_id !== conversation.id || !message.author) continue;
    if (message.id <= Math.max(newestArrival, last?.id ?? 0)) continue;
    newestArrival = message.id;
    last = { ...message, author: message.author };
    unread = message.conversation_unread_count ?? unread;
  }
  if (read && read.upTo >= newestArrival) unread = read.unread;
  return { unread, last };
}

interface Filters extends ListFilters {
  /** The open conversation (`?c=<id>`, as the participants' /messages). */
  c: number | undefined;
}

/**
 * /messages of Coordinator and Support (issue 19; `GET /staff/conversations`): the conversations
 * the staff member follows (their support inbox: a conversation joins it when they post from the
 * contract's page or open it here), the latest activity first, each with their unread count,
 * searchable by a party's name or the job title, beside the chosen one's thread with every author
 * named and a reply box that posts as staff on the contract (`staffPostMessage`: recorded in the
 * staff actions). The search, the page and the conversation are in the query string. Messages
 * that arrive live join the open thread at its end (announced politely, then read) and update the
 * list's counts; those for conversations not on the list show as a banner whose Show reloads it.
 */
export function StaffMessagesPage() {
  usePageTitle(messagePageLabels.title);
  const api = useApi();
  const {
    current: filters,
    show,
    keep,
  } = useListFilters((params): Filters => ({
    search: searchParam(params),
    page: pageParam(params),
    c: conversationParam(params),
  }));
  const query = { page: filters.page, ...(filters.search ? { search: filters.search } : {}) };
  const { resource, retry } = useKeptResource<ResponseOf<'staffConversations'>>(
    `staff conversations ${JSON.stringify(query)}`,
    (signal) => api.staffConversations({ query, signal }),
  );
  const selected = filters.c;
  const hasRows = resource.status === 'ready' && resource.data.records.length > 0;
  const { store, snapshot } = useNotifications();
  // The live feed stays open while the page is (the bell holds it too).
  useEffect(() => store.retain(), [store]);
  const [reads, setReads] = useState<ReadonlyMap<number, ReadPoint>>(new Map());
  const onRead = useCallback((id: number, read: ReadPoint) => {
    setReads((known) => new Map(known).set(id, read));
  }, []);
  const [shownArrivals, setShownArrivals] = useState(snapshot.arrivedMessages.length);
  const listed = new Set(resource.status === 'ready' ? resource.data.records.map((row) => row.id) : []);
  const elsewhere = staffArrivals(
    snapshot.arrivedMessages.slice(0, Math.max(0, snapshot.arrivedMessages.length - shownArrivals)),
  ).filter((message) => message.conversation_id !== selected && !listed.has(message.conversation_id)).length;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{messagePageLabels.title}</h1>
        <p className={styles.muted}>{labels.lead}</p>
      </header>
      <ArrivedElsewhere
        count={elsewhere}
        onShow={() => {
          setShownArrivals(snapshot.arrivedMessages.length);
          retry();
        }}
      />
      <div className={styles.layout}>
        <div className={styles.column}>
          <AdminListShell
            words={labels}
            resource={resource}
            retry={retry}
            search={filters.search}
            page={filters.page}
            filtered={Boolean(filters.search)}
            onSearch={(search) => {
              show({ search });
            }}
            onClear={() => {
              show({ search: '' });
            }}
            onPage={(page) => {
              keep({ page });
            }}
            emptyState={
              <EmptyState
                icon="search"
                title={labels.empty}
                description={labels.emptyDescription}
                headingLevel={3}
                action={
                  <Link to={contractPaths.managerList} className={primaryAction}>
                    {labels.allContracts}
                  </Link>
                }
              />
            }
          >
            {(data) =>
              data.records.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationLink
                    conversation={conversation}
                    {...rowNow(conversation, snapshot.arrivedMessages, reads.get(conversation.id))}
                    href={`?${new URLSearchParams({
                      ...(filters.page > 1 ? { page: String(filters.page) } : {}),
                      ...(filters.search ? { search: filters.search } : {}),
                      c: String(conversation.id),
                    }).toString()}`}
                    isCurrent={conversation.id === selected}
                  />
                </li>
              ))
            }
          </AdminListShell>
        </div>
        {selected === undefined ? (
          hasRows ? (
            <p className={styles.muted}>{labels.chooseConversation}</p>
          ) : null
        ) : (
          <StaffThread key={selected} id={selected} onPosted={retry} onRead={onRead} />
        )}
      </div>
    </div>
  );
}

function ConversationLink({
  conversation,
  unread,
  last,
  href,
  isCurrent,
}: {
  conversation: StaffConversation;
  unread: number;
  last: StaffThreadMessage | null;
  href: string;
  isCurrent: boolean;
}) {
  return (
    <Link to={href} className={styles.conversation} aria-current={isCurrent ? 'page' : undefined}>
      <span className={styles.conversationHead}>
        <span className={styles.name}>{labels.between(conversation.client.name, conversation.freelancer.name)}</span>
        {unread > 0 ? <Badge tone="info">{labels.unread(unread)}</Badge> : null}
      </span>
      <span className={styles.meta}>{conversation.job.title}</span>
      <span className={styles.excerpt}>
        {last
          ? `${last.mine ? messagePageLabels.youPrefix : `${last.author.name}: `}${last.body}`
          : labels.noMessagesYet}
      </span>
    </Link>
  );
}

interface ThreadData {
  conversation: StaffConversation;
  canReply: boolean;
  page: ResponseOf<'staffConversationMessages'>;
}

/**
 * One contract's conversation as staff read it: earlier pages on demand, what arrives live, and
 * the reply as staff. What the reader has open is read (their own read point moves to it).
 */
function StaffThread({
  id,
  onPosted,
  onRead,
}: {
  id: number;
  onPosted: () => void;
  onRead: (id: number, read: ReadPoint) => void;
}) {
  const api = useApi();
  const { store, snapshot } = useNotifications();
  const { resource, retry } = useResource<ThreadData>(`staff thread ${String(id)}`, async (signal) => {
    const [one, page] = await Promise.all([
      api.staffConversation({ params: { id }, signal }),
      api.staffConversationMessages({ params: { id }, query: {}, signal }),
    ]);
    return { conversation: one.conversation, canReply: one.can_reply, page };
  });
  const [earlier, setEarlier] = useState<{ records: StaffThreadMessage[]; hasMore: boolean } | undefined>();
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailure, setEarlierFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<StaffThreadMessage[]>([]);
  const ready = resource.status === 'ready' ? resource.data : undefined;
  const live = ready ? staffArrivals(snapshot.arrivedMessages).filter((message) => message.conversation_id === id) : [];
  const shown = ready ? mergedThread(earlier?.records ?? [], ready.page.records, sent, live) : [];
  const { newestIncoming, arrivedHere } = threadNews(shown, ready?.page.records ?? [], live);
  useMarkThreadRead(newestIncoming, ready?.conversation.unread_count, arrivedHere, (upTo) => {
    api.staffMarkConversationRead({ params: { id }, body: { up_to: upTo } }).then(
      (answer) => {
        store.setUnreadMessages(answer.unread_count);
        onRead(id, { upTo, unread: answer.conversation_unread_count });
      },
      () => undefined,
    );
  });

  if (resource.status !== 'ready' || !ready) {
    return (
      <ThreadFallback
        resource={resource}
        retry={retry}
        labels={{ loading: labels.loadingThread, loadFailed: labels.threadFailed, retry: labels.retry }}
      />
    );
  }

  const { conversation, canReply, page } = ready;
  const hasMore = earlier ? earlier.hasMore : page.has_more;
  const heading = labels.thread(conversation.client.name, conversation.freelancer.name);
  const status = threadStatus(shown, sent, arrivedHere, {
    sent: staffContractLabels.sent,
    arrived: (newest, count) => labels.arrived(staffAuthorName(newest.author), count),
  });
  const loadEarlier = async () => {
    const first = shown[0];
    if (!first) return;
    setLoadingEarlier(true);
    setEarlierFailure(undefined);
    try {
      const older = await api.staffConversationMessages({ params: { id }, query: { before: first.id } });
      setEarlier({ records: mergedThread(older.records, earlier?.records ?? []), hasMore: older.has_more });
    } catch (error) {
      setEarlierFailure(failureMessage(error));
    } finally {
      setLoadingEarlier(false);
    }
  };

  return (
    <section className={styles.thread} aria-labelledby={`staff-thread-${String(id)}`}>
      <header>
        <h2 id={`staff-thread-${String(id)}`} className={styles.threadHeading}>
          {heading}
        </h2>
        <p className={styles.meta}>{labels.about(conversation.job.title)}</p>
        <p className={styles.meta}>
          <Link to={contractRoutes.details(conversation.contract_id)} className={pageStyles.link}>
            {labels.contractLink}
          </Link>
        </p>
      </header>
      {hasMore ? (
        <Button
          variant="ghost"
          size="sm"
          isPending={loadingEarlier}
          pendingLabel={labels.loadEarlier}
          onPress={() => void loadEarlier()}
        >
          {labels.loadEarlier}
        </Button>
      ) : null}
      {earlierFailure ? <Banner tone="error" title={earlierFailure} /> : null}
      <StaffMessageList messages={shown} emptyText={labels.threadEmpty} aria-label={heading} />
      <VisuallyHidden as="p" role="status">
        {status}
      </VisuallyHidden>
      {canReply ? (
        <StaffComposer
          contractId={conversation.contract_id}
          onSent={(message) => {
            setSent((current) => [...current, message]);
            onPosted();
          }}
        />
      ) : (
        <p className={styles.muted}>{labels.readOnly}</p>
      )}
    </section>
  );
}
