import {
  cardSetupLabels,
  cardSetupPath,
  errorCodes,
  milestoneSectionLabels as labels,
  milestoneStatusLabels,
  moneyText,
  paymentRequestStatusText,
  type Contract,
  type Milestone,
} from '@cloudexperts/domain';
import { isChoosable, toFailure, useApi, usePopup } from '@cloudexperts/flows';
import { Badge, Banner, Button, EmptyState, ErrorState, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../account/failureMessage.ts';
import { formatCalendarDate } from '../jobs/format.ts';
import { useResource } from '../useResource.ts';
import { AddMilestoneForm } from './AddMilestoneForm.tsx';
import * as styles from './contracts.css.ts';
import { Fact } from '../Fact.tsx';
import * as pageStyles from '../pages.css.ts';

/** The error envelope's code of a failed call's answer. */
const errorResponseCode = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && 'error' in data
    ? (data as { error?: { code?: string } }).error?.code
    : undefined;

const statusTone = { created: 'warning', funded: 'info', released: 'success', refunded: 'neutral' } as const;

/** A notice; `addCard` when funding failed for want of a card (409 card_required): it links to the card setup. */
type Notice = { tone: 'success' | 'error'; text: string; addCard?: boolean } | undefined;

function MilestoneItem({
  milestone,
  canFund,
  isFunding,
  onFund,
}: {
  milestone: Milestone;
  canFund: boolean;
  isFunding: boolean;
  onFund: () => void;
}) {
  const titleId = useId();
  const latest = milestone.payment_requested[0];
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={`${styles.itemMain} ${styles.milestoneMain}`}>
        <h3 id={titleId} className={styles.itemTitle}>
          {milestone.description}
        </h3>
        <dl className={styles.milestoneFacts}>
          <Fact term={labels.amount}>{moneyText(milestone.deposite_amount_cents)}</Fact>
          <Fact term={labels.dueDate}>
            <time dateTime={milestone.due_date}>{formatCalendarDate(milestone.due_date)}</time>
          </Fact>
          <Fact term={labels.escrow}>{moneyText(milestone.escrow_cents)}</Fact>
          <Fact term={labels.released}>{moneyText(milestone.released_cents)}</Fact>
          {milestone.refunded_cents > 0 ? (
            <Fact term={labels.refunded}>{moneyText(milestone.refunded_cents)}</Fact>
          ) : null}
          <Fact term={labels.latestRequest}>{latest ? paymentRequestStatusText(latest.status) : labels.noRequest}</Fact>
        </dl>
      </div>
      <div className={styles.itemSide}>
        <Badge tone={statusTone[milestone.status]}>{milestoneStatusLabels[milestone.status]}</Badge>
        {canFund && milestone.status === 'created' ? (
          <Button
            size="sm"
            aria-label={labels.fundLabel(milestone.description)}
            isPending={isFunding}
            pendingLabel={labels.funding}
            onPress={onFund}
          >
            {labels.fund}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The Milestones section of /contract-details/:id (issue 17; spec document 2, section 3): both
 * parties see each milestone's description, amount, due date, status, escrow, released amount and
 * its latest payment request. The manager of an active contract adds milestones and funds each
 * (`POST /milestones/{id}/fund`, one Idempotency-Key per attempt: a retry after the network failed
 * replays it, so a charge is never made twice); the freelancer submits work for a funded one
 * (FREELANCER_SUBMIT_WORK), after which the list reloads.
 */
export function Milestones({
  contract,
  isFreelancer,
  today,
}: {
  contract: Contract;
  isFreelancer: boolean;
  /** Today's date, YYYY-MM-DD (the earliest due date of a new milestone). */
  today: string;
}) {
  const api = useApi();
  const { open } = usePopup();
  const titleId = useId();
  const { resource, retry } = useResource(`milestones ${String(contract.id)}`, (signal) =>
    api.contractMilestones({ params: { id: contract.id }, signal }),
  );
  // What was last loaded stays on screen while the list reloads after a change.
  const [shown, setShown] = useState<Milestone[]>();
  const [adding, setAdding] = useState(false);
  const [funding, setFunding] = useState<number>();
  const [notice, setNotice] = useState<Notice>();
  const fundKeys = useRef(new Map<number, string>());
  const active = contract.status === 'active';
  const records = resource.status === 'ready' ? resource.data.records : shown;
  if (resource.status === 'ready' && resource.data.records !== shown) setShown(resource.data.records);

  const fund = async (milestone: Milestone) => {
    // The same attempt keeps its key until it has an answer: a retry after a network failure replays it.
    const key = fundKeys.current.get(milestone.id) ?? crypto.randomUUID();
    fundKeys.current.set(milestone.id, key);
    setFunding(milestone.id);
    setNotice(undefined);
    try {
      await api.fundMilestone({ params: { id: milestone.id }, idempotencyKey: key });
      fundKeys.current.delete(milestone.id);
      setNotice({ tone: 'success', text: labels.funded(milestone.description) });
      retry();
    } catch (error) {
      const failure = toFailure(error);
      if (failure.kind === 'http' && failure.status !== undefined && failure.status < 500)
        fundKeys.current.delete(milestone.id);
      const code = failure.kind === 'http' ? errorResponseCode(failure.data) : undefined;
      setNotice({
        tone: 'error',
        text: failure.message ?? `${labels.fundFailed} ${failureMessage(error)}`,
        addCard: code === errorCodes.cardRequired || code === errorCodes.paymentDeclined,
      });
    } finally {
      setFunding(undefined);
    }
  };

  const submitWork = (milestones: Milestone[]) => {
    open('FREELANCER_SUBMIT_WORK', {
      contractId: contract.id,
      milestones,
      // The pair's billing on all their contracts, as the release's fee counts it.
      billedBeforeCents: contract.billed_cents,
      onDone: (output) => {
        if (output.result !== 'requested') return;
        setNotice({ tone: 'success', text: labels.submitted });
        retry();
      },
    });
  };

  let content;
  if (records === undefined && resource.status === 'error') {
    content = (
      <ErrorState
        title={labels.loadFailed}
        message={failureMessage(resource.error)}
        onRetry={retry}
        retryLabel={labels.retry}
        isRetrying={resource.isRetrying}
        headingLevel={3}
      />
    );
  } else if (records === undefined) {
    content = (
      <SkeletonGroup label={labels.loading}>
        <Skeleton shape="rectangle" height="6rem" />
        <Skeleton shape="rectangle" height="6rem" />
      </SkeletonGroup>
    );
  } else if (records.length === 0) {
    content = (
      <EmptyState
        icon="file"
        title={labels.empty}
        {...(!isFreelancer && active ? { description: labels.emptyManager } : {})}
        headingLevel={3}
      />
    );
  } else {
    content = (
      <ul className={styles.list} aria-labelledby={titleId}>
        {records.map((milestone) => (
          <MilestoneItem
            key={milestone.id}
            milestone={milestone}
            canFund={!isFreelancer && active}
            isFunding={funding === milestone.id}
            onFund={() => void fund(milestone)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {labels.title}
        </h2>
        {isFreelancer && active && records?.some(isChoosable) ? (
          <Button onPress={() => submitWork(records)}>{labels.submitWork}</Button>
        ) : null}
        {!isFreelancer && active && records !== undefined && !adding ? (
          <Button variant="secondary" onPress={() => setAdding(true)}>
            {labels.addOpen}
          </Button>
        ) : null}
      </div>
      {notice ? (
        <Banner tone={notice.tone} title={notice.text}>
          {notice.addCard ? (
            <Link to={cardSetupPath} className={pageStyles.link}>
              {cardSetupLabels.addCardLink}
            </Link>
          ) : null}
        </Banner>
      ) : null}
      {adding ? (
        <AddMilestoneForm
          contractId={contract.id}
          today={today}
          onAdded={(milestone) => {
            setAdding(false);
            setNotice({ tone: 'success', text: labels.added(milestone.description) });
            retry();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : null}
      {content}
    </section>
  );
}
