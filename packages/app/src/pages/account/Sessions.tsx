import type { SessionSummary } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Banner,
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  StatusTag,
} from '@cloudexperts/ui';
import { useState } from 'react';
import { useResource } from '../useResource.ts';
import * as styles from './account.css.ts';
import { failureMessage } from './failureMessage.ts';
import { accountLabels } from './labels.ts';
import { useLastData } from './useLastData.ts';

const labels = accountLabels.sessions;
const SESSIONS = 'sessions';
const lastActive = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

type Outcome = { tone: 'success' | 'error'; title: string; text?: string } | null;

function SessionRow({
  session,
  isPending,
  onSignOut,
}: {
  session: SessionSummary;
  isPending: boolean;
  onSignOut: () => void;
}) {
  return (
    <li className={styles.sessionRow}>
      <div className={styles.sessionFacts}>
        <span className={styles.sessionDevice}>
          {session.device}
          {session.current ? <StatusTag tone="success">{labels.current}</StatusTag> : null}
        </span>
        <p className={styles.meta}>
          <span>{session.ip ?? labels.unknownAddress}</span>
          <span>{labels.lastActive(`${lastActive.format(new Date(session.last_used_at))} UTC`)}</span>
        </p>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={labels.signOutDevice(session.device)}
          isPending={isPending}
          onPress={onSignOut}
        >
          {labels.signOut}
        </Button>
      )}
    </li>
  );
}

/**
 * The signed-in devices of /settings (`GET /sessions`): each with its address and last use, this
 * one marked; sign one out (`DELETE /sessions/:id`) or every other (`DELETE /sessions`). The list
 * loads again after each, and stays on screen while it does.
 */
export function Sessions() {
  const api = useApi();
  const { resource, retry } = useResource(SESSIONS, (signal) => api.sessions({ signal }));
  const data = useLastData(resource, SESSIONS);
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = (key: string, call: () => Promise<{ message: string }>) => {
    setPending(key);
    setOutcome(null);
    call().then(
      (answer) => {
        setPending(null);
        setOutcome({ tone: 'success', title: answer.message });
        retry();
      },
      (error: unknown) => {
        setPending(null);
        setOutcome({ tone: 'error', title: labels.signOutFailed, text: failureMessage(error) });
      },
    );
  };

  let body;
  if (data) {
    const others = data.sessions.filter((session) => !session.current);
    body = (
      <>
        {outcome ? (
          <Banner tone={outcome.tone} title={outcome.title}>
            {outcome.text}
          </Banner>
        ) : null}
        <ul className={styles.sessionRows} aria-label={labels.list}>
          {data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              isPending={pending === session.id}
              onSignOut={() => run(session.id, () => api.signOutSession({ params: { id: session.id } }))}
            />
          ))}
        </ul>
        {others.length === 0 ? <p className={styles.muted}>{labels.onlyThisDevice}</p> : null}
      </>
    );
  } else if (resource.status === 'error') {
    body = (
      <ErrorState
        title={labels.loadFailed}
        message={failureMessage(resource.error)}
        onRetry={retry}
        retryLabel={accountLabels.retry}
        isRetrying={resource.isRetrying}
      />
    );
  } else {
    body = (
      <SkeletonGroup label={labels.loading}>
        <Skeleton shape="rectangle" height="4rem" />
        <Skeleton shape="rectangle" height="4rem" />
      </SkeletonGroup>
    );
  }

  const canSignOutOthers = (data?.sessions.some((session) => !session.current) ?? false) && pending === null;
  return (
    <Card as="section" padding="lg">
      <CardHeader>
        <CardTitle level={2}>{labels.title}</CardTitle>
      </CardHeader>
      <CardBody>
        <div className={styles.sessionBody}>
          <p className={styles.text}>{labels.text}</p>
          {body}
        </div>
      </CardBody>
      {data ? (
        <CardFooter>
          <Button
            variant="secondary"
            isDisabled={!canSignOutOthers && pending !== 'others'}
            isPending={pending === 'others'}
            onPress={() => run('others', () => api.signOutOtherSessions())}
          >
            {labels.signOutOthers}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
