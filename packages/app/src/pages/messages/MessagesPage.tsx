import {
  messageAuthorName,
  messagePageLabels as labels,
  type Conversation,
  type Message,
  type ResponseOf,
} from '@cloudexperts/domain';
import { saveBlob, useApi } from '@cloudexperts/flows';
import { Badge, Banner, Button, EmptyState, VisuallyHidden } from '@cloudexperts/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrivedElsewhere } from './ArrivedElsewhere.tsx';
import { useAuth } from '../../auth/AuthContext.tsx';
import { useNotifications } from '../../auth/useNotifications.ts';
import { failureMessage } from '../account/failureMessage.ts';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import { useKeptResource } from '../managerProposals/useKeptResource.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { Composer } from './Composer.tsx';
import * as styles from './messages.css.ts';
import { conversationParam, mergedThread, threadNews, threadStatus } from './thread.ts';
import { ThreadFallback } from './ThreadFallback.tsx';
import { useMarkThreadRead } from './useMarkThreadRead.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const numberIn = (value: string | null, max: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
};

type ConversationPage = ResponseOf<'conversations'>;

/**
 * /messages (issue 18; spec document 2 names the page for the freelancer and the manager, and
 * Coordinator and Support share the manager's set): the user's conversations, the latest first,
 * with their unread counts, beside the chosen one's thread and a composer. The conversation and
 * the page are in the query string (`?c=<id>&page=<n>`). Messages that arrive live join the open
 * thread at its end and are announced politely; those for other conversations show as a banner
 * whose Show reloads the list, so nothing moves under the reader by itself.
 */
export function MessagesPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const auth = useAuth();
  const isFreelancer = auth.status === 'signedIn' && auth.claims.role === 'freelancer';
  const { store, snapshot } = useNotifications();
  // The live feed stays open while the page is (the bell holds it too).
  useEffect(() => store.retain(), [store]);
  const [params, setParams] = useSearchParams();
  const page = numberIn(params.get('page'), 1000) ?? 1;
  const selected = conversationParam(params);
  const [shownArrivals, setShownArrivals] = useState(snapshot.arrivedMessages.length);
  const top = useRef<HTMLUListElement>(null);
  const { resource, retry } = useKeptResource<ConversationPage>(`conversations ${String(page)}`, (signal) =>
    api.conversations({ query: { page }, signal }),
  );
  const elsewhere = snapshot.arrivedMessages
    .slice(0, Math.max(0, snapshot.arrivedMessages.length - shownArrivals))
    .filter((message) => message.conversation_id !== selected).length;

  const hrefOf = (next: { page?: number; conversation?: number | undefined }) => {
    const query = new URLSearchParams();
    const nextPage = next.page ?? page;
    if (nextPage > 1) query.set('page', String(nextPage));
    if (next.conversation !== undefined) query.set('c', String(next.conversation));
    const text = query.toString();
    return text === '' ? '?' : `?${text}`;
  };

  const list = () => {
    if (resource.status !== 'ready') {
      return (
        <ListFallback
          resource={resource}
          retry={retry}
          labels={{ loading: labels.loadingConversations, loadFailed: labels.conversationsFailed, retry: labels.retry }}
          rowHeight="4.5rem"
        />
      );
    }
    if (resource.data.records.length === 0) {
      return (
        <EmptyState
          title={labels.emptyTitle}
          description={isFreelancer ? labels.emptyFreelancer : labels.emptyManager}
          headingLevel={2}
        />
      );
    }
    return (
      <>
        <ul ref={top} className={styles.list} aria-label={labels.conversations}>
          {resource.data.records.map((conversation) => (
            <li key={conversation.id}>
              <ConversationLink
                conversation={conversation}
                href={hrefOf({ conversation: conversation.id })}
                isCurrent={conversation.id === selected}
              />
            </li>
          ))}
        </ul>
        <ListPager
          label={labels.pagesOfConversations}
          pageCount={resource.data.total_pages}
          page={page}
          onPageChange={(next) => {
            setParams(new URLSearchParams(hrefOf({ page: next, conversation: selected }).slice(1)));
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
      <ArrivedElsewhere
        count={elsewhere}
        onShow={() => {
          setShownArrivals(snapshot.arrivedMessages.length);
          retry();
        }}
      />
      <div className={styles.layout}>
        <section className={styles.column} aria-label={labels.conversations}>
          {list()}
        </section>
        {selected === undefined ? (
          resource.status === 'ready' && resource.data.records.length > 0 ? (
            <p className={styles.muted}>{labels.chooseConversation}</p>
          ) : null
        ) : (
          <Thread key={selected} id={selected} />
        )}
      </div>
    </div>
  );
}

function ConversationLink({
  conversation,
  href,
  isCurrent,
}: {
  conversation: Conversation;
  href: string;
  isCurrent: boolean;
}) {
  const last = conversation.last_message;
  return (
    <Link to={href} className={styles.conversation} aria-current={isCurrent ? 'page' : undefined}>
      <span className={styles.conversationHead}>
        <span className={styles.name}>{conversation.with.name}</span>
        {conversation.unread_count > 0 ? <Badge tone="info">{labels.unread(conversation.unread_count)}</Badge> : null}
      </span>
      <span className={styles.meta}>{conversation.job.title}</span>
      <span className={styles.excerpt}>
        {last ? `${last.mine ? labels.youPrefix : ''}${last.body}` : labels.noMessagesYet}
      </span>
    </Link>
  );
}

interface ThreadData {
  conversation: Conversation;
  page: ResponseOf<'conversationMessages'>;
}

/** One conversation: its messages (earlier pages on demand), what arrives live, and the composer. */
function Thread({ id }: { id: number }) {
  const api = useApi();
  const { store, snapshot } = useNotifications();
  const { resource, retry } = useResource<ThreadData>(`thread ${String(id)}`, async (signal) => {
    const [{ conversation }, page] = await Promise.all([
      api.getConversation({ params: { id }, signal }),
      api.conversationMessages({ params: { id }, query: {}, signal }),
    ]);
    return { conversation, page };
  });
  const [earlier, setEarlier] = useState<{ records: Message[]; hasMore: boolean } | undefined>();
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailure, setEarlierFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<Message[]>([]);
  const ready = resource.status === 'ready' ? resource.data : undefined;
  const live = ready ? snapshot.arrivedMessages.filter((message) => message.conversation_id === id) : [];
  const shown = ready ? mergedThread(earlier?.records ?? [], ready.page.records, sent, live) : [];
  const { newestIncoming, arrivedHere } = threadNews(shown, ready?.page.records ?? [], live);
  const name = ready?.conversation.with.name ?? '';
  const status = threadStatus(shown, sent, arrivedHere, {
    sent: labels.sent,
    arrived: (_newest, count) => labels.arrived(name, count),
  });
  useMarkThreadRead(newestIncoming, ready?.conversation.unread_count, arrivedHere, (upTo) => {
    api.markConversationRead({ params: { id }, body: { up_to: upTo } }).then(
      (answer) => {
        store.setUnreadMessages(answer.unread_count);
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

  const hasMore = earlier ? earlier.hasMore : ready.page.has_more;
  const loadEarlier = async () => {
    const first = shown[0];
    if (!first) return;
    setLoadingEarlier(true);
    setEarlierFailure(undefined);
    try {
      const older = await api.conversationMessages({ params: { id }, query: { before: first.id } });
      setEarlier({ records: mergedThread(older.records, earlier?.records ?? []), hasMore: older.has_more });
    } catch (error) {
      setEarlierFailure(failureMessage(error));
    } finally {
      setLoadingEarlier(false);
    }
  };

  return (
    <section className={styles.thread} aria-labelledby={`thread-${String(id)}`}>
      <header>
        <h2 id={`thread-${String(id)}`} className={styles.threadHeading}>
          {labels.thread(ready.conversation.with.name)}
        </h2>
        <p className={styles.meta}>{labels.about(ready.conversation.job.title)}</p>
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
      {shown.length === 0 ? (
        <p className={styles.muted}>{labels.threadEmpty}</p>
      ) : (
        <ol className={styles.messages} aria-label={labels.thread(ready.conversation.with.name)}>
          {shown.map((message) => (
            <MessageItem key={message.id} message={message} name={ready.conversation.with.name} />
          ))}
        </ol>
      )}
      <VisuallyHidden as="p" role="status">
        {status}
      </VisuallyHidden>
      <Composer
        send={async (body, attachmentIds) =>
          (await api.sendMessage({ params: { id }, body: { body, attachment_ids: attachmentIds } })).message
        }
        onSent={(message) => {
          setSent((current) => [...current, message]);
        }}
      />
    </section>
  );
}

function MessageItem({ message, name }: { message: Message; name: string }) {
  const api = useApi();
  const download = async (attachment: Message['attachments'][number]) => {
    saveBlob(await api.getUpload({ params: { id: attachment.id } }), attachment.name);
  };
  return (
    <li className={styles.message} data-mine={message.mine || undefined}>
      <p className={styles.meta}>
        <span>{messageAuthorName(message, { you: labels.you, other: name })}</span>
        {' · '}
        <time dateTime={message.created_at}>{timeFormat.format(new Date(message.created_at))}</time>
      </p>
      <p className={styles.body}>{message.body}</p>
      {message.attachments.length > 0 ? (
        <ul className={styles.attachments} aria-label={labels.attachments}>
          {message.attachments.map((attachment) => (
            <li key={attachment.id}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={labels.download(attachment.name)}
                onPress={() => void download(attachment).catch(() => undefined)}
              >
                {attachment.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
