import { canTransition, idParamsSchema, invitationPageLabels, type Invitation } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Banner, Button, Skeleton, VisuallyHidden } from '@cloudexperts/ui';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { failureMessage } from '../account/failureMessage.ts';
import { DetailFallback, isNotFound } from '../DetailFallback.tsx';
import { formatDay } from '../jobs/format.ts';
import { jobDetailsPath, submitProposalPath } from '../jobs/paths.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './offers.css.ts';
import { focusOnMount } from './focus.ts';
import { offerPaths } from './paths.ts';
import { Fact } from '../Fact.tsx';

const labels = invitationPageLabels.details;
const statusTone = { pending: 'warning', accepted: 'success', declined: 'neutral', withdrawal: 'neutral' } as const;

function Back() {
  return (
    <p className={styles.back}>
      <Link to={offerPaths.invited} className={pageStyles.link}>
        {invitationPageLabels.title}
      </Link>
    </p>
  );
}

type Declining = { status: 'idle' } | { status: 'pending' } | { status: 'failed'; message: string };

function InvitationView({ invitation, onChanged }: { invitation: Invitation; onChanged: (next: Invitation) => void }) {
  const api = useApi();
  const auth = useAuth();
  const isFreelancer = auth.status === 'signedIn' && auth.claims.role === 'freelancer';
  const titleId = useId();
  const factsId = useId();
  const messageId = useId();
  const [declining, setDeclining] = useState<Declining>({ status: 'idle' });
  const canAnswer = isFreelancer && canTransition('invitation', invitation.status, 'decline');

  const decline = async () => {
    setDeclining({ status: 'pending' });
    try {
      const answer = await api.answerInvitation({ params: { id: invitation.id }, body: { status: 'declined' } });
      setDeclining({ status: 'idle' });
      onChanged(answer.invitation);
    } catch (error) {
      setDeclining({ status: 'failed', message: failureMessage(error) });
    }
  };

  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.intro}>
        <Back />
        <p className={styles.kicker}>{labels.kicker}</p>
        <h1 id={titleId} className={styles.title}>
          {invitation.job.title}
        </h1>
        <p>
          <Badge tone={statusTone[invitation.status]}>
            {invitationPageLabels.invitationStatuses[invitation.status]}
          </Badge>
        </p>
      </header>

      <section aria-labelledby={factsId}>
        <VisuallyHidden as="h2" id={factsId}>
          {labels.kicker}
        </VisuallyHidden>
        <dl className={styles.facts}>
          <Fact term={isFreelancer ? labels.client : labels.freelancer}>
            {isFreelancer ? invitation.job.client_name : invitation.freelancer.display_name}
          </Fact>
          <Fact term={labels.sent}>
            <time dateTime={invitation.created_at}>{formatDay(invitation.created_at)}</time>
          </Fact>
        </dl>
      </section>

      <section aria-labelledby={messageId} className={styles.section}>
        <h2 id={messageId} className={styles.sectionTitle}>
          {labels.message}
        </h2>
        <p className={styles.message}>{invitation.message}</p>
      </section>

      {declining.status === 'failed' ? (
        <Banner tone="error" title={labels.declineFailed}>
          {declining.message}
        </Banner>
      ) : null}
      <div className={styles.actions} role="group" aria-label={labels.actionsLabel}>
        {canAnswer ? (
          <>
            <Link to={submitProposalPath(invitation.job.id)} className={pageStyles.link}>
              {labels.accept}
            </Link>
            <Button
              variant="secondary"
              isPending={declining.status === 'pending'}
              pendingLabel={labels.declining}
              onPress={() => void decline()}
            >
              {labels.decline}
            </Button>
          </>
        ) : null}
        <Link to={jobDetailsPath(invitation.job.id)} className={pageStyles.link}>
          {labels.viewJob}
        </Link>
      </div>
    </article>
  );
}

/**
 * /invitation-details/:id (spec document 2, section 2; `GET /invite/{id}`): an invitation as its
 * freelancer or its manager sees it. The freelancer accepts it by sending a proposal to the job
 * (the API links the proposal to the invitation) or declines it here; the manager's withdrawal is
 * WITHDRAW_JOB_INVITATION on the job's Invite tab.
 */
export function InvitationDetailsPage() {
  const parsed = idParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const api = useApi();
  const { resource, retry } = useResource(`invitation ${String(id)}`, (signal) =>
    id === null ? Promise.resolve(null) : api.getInvitation({ params: { id }, signal }),
  );
  const [changed, setChanged] = useState<Invitation | null>(null);
  const invitation = changed ?? (resource.status === 'ready' ? (resource.data?.invitation ?? null) : null);
  const notFound = isNotFound(resource, resource.status === 'ready' ? resource.data : undefined);
  usePageTitle(invitation?.job.title ?? (notFound ? labels.notFoundTitle : invitationPageLabels.invitationsTab));

  if (invitation) {
    return (
      <>
        {changed?.status === 'declined' ? (
          // Focus moves here: the Decline button that had it is gone.
          <div ref={focusOnMount} tabIndex={-1}>
            <Banner tone="success" title={labels.declinedTitle}>
              {labels.declinedText}
            </Banner>
          </div>
        ) : null}
        <InvitationView invitation={invitation} onChanged={setChanged} />
      </>
    );
  }

  return (
    <DetailFallback
      resource={resource}
      data={resource.status === 'ready' ? resource.data : undefined}
      retry={retry}
      labels={{
        title: invitationPageLabels.invitationsTab,
        loading: labels.loading,
        loadFailedTitle: labels.loadFailed,
        loadFailedMessage: resource.status === 'error' ? failureMessage(resource.error) : '',
        retry: invitationPageLabels.retry,
        notFoundTitle: labels.notFoundTitle,
        notFoundMessage: labels.notFoundMessage,
      }}
      back={{ to: offerPaths.invited, label: invitationPageLabels.title }}
      className={styles.page}
      aboveError={<Back />}
    >
      <Skeleton shape="rectangle" height="12rem" />
    </DetailFallback>
  );
}
