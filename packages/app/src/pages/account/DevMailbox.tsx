import type { OutboxMessage } from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Icon,
  SearchField,
  Skeleton,
  SkeletonGroup,
} from '@cloudexperts/ui';
import { useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { primaryAction } from '../content/content.css.ts';
import { NotFound } from '../NotFound.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './account.css.ts';
import { failureMessage } from './failureMessage.ts';
import { accountLabels } from './labels.ts';
import { readSmsCode, splitMailBody } from './mailText.ts';
import { useLastData } from './useLastData.ts';

const labels = accountLabels.mailbox;
const sentAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A mail body with its addresses as links: the app's own (confirmation, reset) navigate in the app. */
function MailBody({ message }: { message: OutboxMessage }) {
  const segments = splitMailBody(message.body, message.action_path, window.location.origin);
  return (
    <p className={styles.body}>
      {segments.map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        return segment.inApp ? (
          <Link key={index} to={segment.href} className={pageStyles.link}>
            {segment.text}
          </Link>
        ) : (
          <a key={index} href={segment.href} className={pageStyles.link}>
            {segment.text}
          </a>
        );
      })}
    </p>
  );
}

function MessageCard({ message }: { message: OutboxMessage }) {
  const isSms = message.channel === 'sms';
  const code = isSms ? readSmsCode(message.body) : undefined;
  return (
    <Card as="article" padding="md">
      <CardHeader>
        <CardTitle level={2}>{isSms ? labels.smsTo(message.to) : message.subject || labels.noSubject}</CardTitle>
        <Badge tone={isSms ? 'info' : 'neutral'}>{isSms ? labels.sms : labels.email}</Badge>
      </CardHeader>
      <CardBody>
        <p className={styles.meta}>
          <span>
            {labels.to}: {message.to}
          </span>
          <span>
            {labels.sent}:{' '}
            <time dateTime={message.created_at} data-visual-mask="">
              {sentAt.format(new Date(message.created_at))}
            </time>
          </span>
        </p>
        {code ? (
          <p className={styles.text}>
            {labels.code}: <span className={styles.code}>{code}</span>
          </p>
        ) : null}
        {isSms ? <p className={styles.body}>{message.body}</p> : <MailBody message={message} />}
        {message.action_path ? (
          <p className={styles.actions}>
            <Link to={message.action_path} className={primaryAction}>
              {labels.open}
            </Link>
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}

/**
 * /dev/mailbox: the development mailbox. In development the API keeps every mail and SMS in its
 * outbox instead of sending it (`GET /api/v1/dev/mailbox`, marked devOnly in the endpoint table),
 * so a newcomer running the product locally reads the confirmation link, the reset link or the
 * phone code here. The app's bundle cannot tell a development API from a production one (`npm
 * start` serves the production build of the app with a development API), so the route is always
 * there and the page asks the API: a production API does not mount the call, its 404 shows the
 * not-found page.
 */
export function DevMailbox() {
  usePageTitle(labels.title);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim() ?? '';
  const key = `mailbox ${to}`;
  const { resource, retry } = useResource(key, (signal) => api.devMailbox({ query: to ? { to } : {}, signal }));
  const answer = useLastData(resource, key);

  // The field follows the filter whenever it changes from outside the field (Back, a link).
  const [draft, setDraft] = useState(to);
  const [shownFilter, setShownFilter] = useState(to);
  if (shownFilter !== to) {
    setShownFilter(to);
    setDraft(to);
  }
  const applyFilter = (value: string) => {
    setParams(value ? { to: value } : {}, { preventScrollReset: true });
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyFilter(draft.trim());
  };

  if (resource.status === 'error' && toFailure(resource.error).status === 404) return <NotFound />;

  const refreshing =
    answer !== undefined && (resource.status === 'loading' || (resource.status === 'error' && resource.isRetrying));
  const messages = answer ? [...answer.messages].sort((a, b) => b.id - a.id) : undefined;

  let content;
  if (messages === undefined && resource.status === 'error') {
    content = (
      <ErrorState
        title={labels.loadFailed}
        message={failureMessage(resource.error)}
        onRetry={retry}
        retryLabel={accountLabels.retry}
        isRetrying={resource.isRetrying}
      />
    );
  } else if (messages === undefined) {
    content = (
      <SkeletonGroup label={labels.loading}>
        <Skeleton shape="rectangle" height="8rem" />
        <Skeleton shape="rectangle" height="8rem" />
      </SkeletonGroup>
    );
  } else if (messages.length === 0) {
    content = to ? (
      <EmptyState
        icon="search"
        title={labels.emptyFilteredTitle(to)}
        description={labels.emptyText}
        action={
          <Button variant="secondary" onPress={() => applyFilter('')}>
            {labels.showAll}
          </Button>
        }
      />
    ) : (
      <EmptyState icon="info" title={labels.emptyTitle} description={labels.emptyText} />
    );
  } else {
    content = (
      <ol className={styles.messages} aria-label={labels.list}>
        {messages.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className={styles.wide}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
      </div>
      <form role="search" aria-label={labels.title} className={styles.filter} onSubmit={onSubmit}>
        <div className={styles.filterField}>
          <SearchField
            label={labels.filter}
            placeholder={labels.filterPlaceholder}
            value={draft}
            onChange={setDraft}
            onClear={() => applyFilter('')}
            maxLength={254}
          />
        </div>
        <Button type="submit" variant="secondary">
          {labels.apply}
        </Button>
        <Button variant="secondary" onPress={retry} isPending={refreshing} pendingLabel={labels.refreshing}>
          <Icon name="refresh" />
          {labels.refresh}
        </Button>
      </form>
      <p role="status" className={styles.muted}>
        {messages && messages.length > 0 ? labels.count(messages.length) : ''}
      </p>
      {resource.status === 'error' && messages !== undefined ? (
        <ErrorState
          title={labels.loadFailed}
          message={failureMessage(resource.error)}
          onRetry={retry}
          retryLabel={accountLabels.retry}
          isRetrying={resource.isRetrying}
        />
      ) : null}
      {content}
    </div>
  );
}
