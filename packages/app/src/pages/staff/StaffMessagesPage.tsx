import {
  contractPaths,
  contractRoutes,
  messagePageLabels,
  staffContractLabels,
  staffMessageLabels as labels,
  type ResponseOf,
  type StaffConversation,
  type StaffThreadMessage,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Banner, Button, EmptyState, VisuallyHidden } from '@cloudexperts/ui';
import { useState } from 'react';
import { Link } from 'react-router';
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
import { conversationParam, mergedThread } from '../messages/thread.ts';
import { ThreadFallback } from '../messages/ThreadFallback.tsx';

interface Filters extends ListFilters {
  /** The open conversation (`?c=<id>`, as the participants' /messages). */
  c: number | undefined;
}

/**
 * /messages of Coordinator and Support (issue 19; `GET /staff/conversations`): the conversations
 * of the contracts the staff member has posted in (their support inbox; a conversation joins it
 * when they post from the contract's page), the latest activity first, searchable by a party's
 * name or the job title, beside the chosen one's thread with every author named and a reply box
 * that posts as staff on the contract (`staffPostMessage`: recorded in the staff actions). The
 * search, the page and the conversation are in the query string.
 */
export function StaffMessagesPage() {
  usePageTitle(messagePageLabels.title);
  const api = useApi();
  const { current, show, keep } = useListFilters((params): Filters => ({
    search: searchParam(params),
    page: pageParam(params),
    c: conversationParam(params),
  }));
  const query = { page: current.page, ...(current.search ? { search: current.search } : {}) };
  const { resource, retry } = useKeptResource<ResponseOf<'staffConversations'>>(
    `staff conversations ${JSON.stringify(query)}`,
    (signal) => api.staffConversations({ query, signal }),
  );
  const selected = current.c;
  const hasRows = resource.status === 'ready' && resource.data.records.length > 0;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{messagePageLabels.title}</h1>
        <p className={styles.muted}>{labels.lead}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.column}>
          <AdminListShell
            words={labels}
            resource={resource}
            retry={retry}
            search={current.search}
            page={current.page}
            filtered={Boolean(current.search)}
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
                    href={`?${new URLSearchParams({
                      ...(current.page > 1 ? { page: String(current.page) } : {}),
                      ...(current.search ? { search: current.search } : {}),
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
          <StaffThread key={selected} id={selected} onPosted={retry} />
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
  conversation: StaffConversation;
  href: string;
  isCurrent: boolean;
}) {
  const last = conversation.last_message;
  return (
    <Link to={href} className={styles.conversation} aria-current={isCurrent ? 'page' : undefined}>
      <span className={styles.conversationHead}>
        <span className={styles.name}>{labels.between(conversation.client.name, conversation.freelancer.name)}</span>
        {conversation.new_since_mine > 0 ? (
          <Badge tone="info">{labels.newSinceMine(conversation.new_since_mine)}</Badge>
        ) : null}
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

/** One contract's conversation as staff read it: earlier pages on demand, and the reply as staff. */
function StaffThread({ id, onPosted }: { id: number; onPosted: () => void }) {
  const api = useApi();
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

  if (resource.status !== 'ready') {
    return (
      <ThreadFallback
        resource={resource}
        retry={retry}
        labels={{ loading: labels.loadingThread, loadFailed: labels.threadFailed, retry: labels.retry }}
      />
    );
  }

  const { conversation, canReply, page } = resource.data;
  const shown = mergedThread(earlier?.records ?? [], page.records, sent);
  const hasMore = earlier ? earlier.hasMore : page.has_more;
  const heading = labels.thread(conversation.client.name, conversation.freelancer.name);
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
        {sent.length > 0 ? staffContractLabels.sent : ''}
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
