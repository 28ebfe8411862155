import {
  contractAmountText,
  contractDetailsLabels,
  contractPaths,
  endpointPermissions,
  idParamsSchema,
  messagePaths,
  milestoneStatusLabels,
  dollarsToCents,
  moneyText,
  paymentRequestStatusText,
  reviewPayMessages,
  roleNames,
  showRatingLabels,
  staffAnalyticsLabels,
  staffContractLabels as labels,
  staffMessageLabels,
  type Rating,
  type StaffContractView,
  type StaffThreadMessage,
} from '@cloudexperts/domain';
import {
  ReviewPayment,
  StaffEndContract,
  useApi,
  type ReviewPaymentOutput,
  type StaffEndContractOutput,
} from '@cloudexperts/flows';
import { Badge, Banner, RatingDisplay, VisuallyHidden } from '@cloudexperts/ui';
import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../DetailFallback.tsx';
import { focusOnMount } from '../offers/focus.ts';
import { Fact } from '../Fact.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { staffDay } from './format.ts';
import { mergedThread } from '../messages/thread.ts';
import { staffClientAnalyticsPath } from './schedule/paths.ts';
import { StaffMessageList } from './StaffMessageList.tsx';
import * as styles from './staff.css.ts';
import { StaffBack, StaffDetailFallback } from './StaffDetailFallback.tsx';
import { StaffComposer } from './StaffComposer.tsx';
import { contractStatusTone } from './StaffContractRow.tsx';

function Back() {
  return <StaffBack to={contractPaths.managerList} label={labels.back} />;
}

/** The requests of one milestone still waiting for the client, each with Approve / Request changes. */
function WaitingRequests({
  view,
  requests,
  onAnswered,
}: {
  view: StaffContractView;
  requests: StaffContractView['milestones'][number]['payment_requested'];
  onAnswered: (output: ReviewPaymentOutput) => void;
}) {
  const waiting = requests.filter((request) => request.status === 'Payment Requested');
  if (waiting.length === 0) return null;
  return (
    <ul className={styles.waiting}>
      {waiting.map((request) => (
        <li key={request.id} className={styles.waitingRow}>
          <p>{labels.waiting(request.amount_requested, staffDay(request.created_at))}</p>
          <div role="group" aria-label={labels.answerFor(request.amount_requested)} className={styles.badges}>
            <ReviewPayment
              requestId={request.id}
              requestedCents={dollarsToCents(request.amount_requested) ?? 0}
              freelancerName={view.freelancer.name}
              onDone={onAnswered}
              onBehalfOfClient
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Milestones({
  view,
  onAnswered,
}: {
  view: StaffContractView;
  onAnswered: (output: ReviewPaymentOutput) => void;
}) {
  const titleId = useId();
  const answers = view.viewer.can_answer_payments;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {labels.milestonesTitle}
      </h2>
      {answers ? <p className={styles.muted}>{labels.onBehalf}</p> : null}
      {view.milestones.length === 0 ? (
        <p className={styles.muted}>{labels.noMilestones}</p>
      ) : (
        <ul className={styles.rows} aria-labelledby={titleId}>
          {view.milestones.map((milestone) => (
            <li key={milestone.id} className={styles.row}>
              <div className={styles.who}>
                <p className={styles.name}>{milestone.description}</p>
                <p className={styles.muted}>
                  {contractAmountText(milestone.deposite_amount_cents, 'fixed')} ·{' '}
                  {labels.due(staffDay(`${milestone.due_date}T12:00:00Z`))}
                </p>
                <p className={styles.muted}>
                  {labels.requests}:{' '}
                  {milestone.payment_requested.length === 0
                    ? labels.noRequests
                    : milestone.payment_requested
                        .map((request) =>
                          labels.request(
                            request.amount_requested,
                            paymentRequestStatusText(request.status),
                            staffDay(request.created_at),
                          ),
                        )
                        .join('; ')}
                </p>
                {answers ? (
                  <WaitingRequests view={view} requests={milestone.payment_requested} onAnswered={onAnswered} />
                ) : null}
              </div>
              <div className={styles.badges}>
                <Badge tone={milestone.status === 'funded' ? 'info' : 'neutral'}>
                  {milestoneStatusLabels[milestone.status]}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The request just answered, shown in place until the contract is read again. */
function withAnswer(view: StaffContractView, output: ReviewPaymentOutput): StaffContractView {
  const answered = output.paymentRequest;
  return {
    ...view,
    milestones: view.milestones.map((milestone) => ({
      ...milestone,
      payment_requested: milestone.payment_requested.map((request) =>
        request.id === answered.id ? { ...request, status: answered.status } : request,
      ),
    })),
  };
}

/**
 * Focuses a notice that replaces a dialog and the button that opened it: now, and again on the
 * next frame, after the dialog's focus scope has given the focus back (its button being gone, to
 * whatever came next).
 */
const focusAfterDialog = (element: HTMLElement | null) => {
  if (!element) return;
  element.focus();
  requestAnimationFrame(() => {
    if (element.isConnected) element.focus();
  });
};

/** Who of staff ended the contract, when and why (`ended_by_staff`). */
function StaffEnding({ ending }: { ending: NonNullable<StaffContractView['ended_by_staff']> }) {
  const titleId = useId();
  const role = roleNames[ending.staff.role];
  const day = staffDay(ending.at);
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {labels.endingTitle}
      </h2>
      <p className={styles.endingReason}>
        {ending.staff.name
          ? labels.endedByStaff(ending.staff.name, role, day, ending.reason)
          : labels.endedByFormerStaff(role, day, ending.reason)}
      </p>
    </section>
  );
}

function PartyRating({ title, rating }: { title: string; rating: Rating | null }) {
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <h3 className={styles.name}>{title}</h3>
        {rating ? (
          <>
            <p>
              <RatingDisplay value={rating.score} label={showRatingLabels.stars(rating.score)} />{' '}
              <time dateTime={rating.created_at} className={styles.muted}>
                {staffDay(rating.created_at)}
              </time>
            </p>
            <p className={rating.feedback ? undefined : styles.muted}>
              {rating.feedback || showRatingLabels.noFeedback}
            </p>
          </>
        ) : (
          <p className={styles.muted}>{showRatingLabels.notYet}</p>
        )}
      </div>
    </li>
  );
}

/** An ended contract's two ratings: the client's of the freelancer and the freelancer's of the client. */
function Ratings({ view }: { view: StaffContractView }) {
  const titleId = useId();
  const client = view.client.name;
  const freelancer = view.freelancer.name;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {labels.ratingsTitle}
      </h2>
      <ul className={styles.rows} aria-labelledby={titleId}>
        <PartyRating title={labels.clientRating(client, freelancer)} rating={view.ratings.client} />
        <PartyRating title={labels.freelancerRating(freelancer, client)} rating={view.ratings.freelancer} />
      </ul>
    </section>
  );
}

function Conversation({ view }: { view: StaffContractView }) {
  const titleId = useId();
  const [sent, setSent] = useState<StaffThreadMessage[]>([]);
  // The conversation in /messages once there is one (the first message sent here opens it).
  const conversationId = view.conversation.id ?? sent[0]?.conversation_id;
  const shown = mergedThread(view.conversation.messages, sent);
  return (
    <section aria-labelledby={titleId} className={styles.thread}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {labels.conversationTitle}
      </h2>
      {conversationId === undefined ? null : (
        <p>
          <Link to={messagePaths.conversation(conversationId)} className={pageStyles.link}>
            {staffMessageLabels.openInMessages}
          </Link>
        </p>
      )}
      {view.conversation.has_more ? <p className={styles.muted}>{labels.olderNotShown}</p> : null}
      <StaffMessageList messages={shown} emptyText={labels.noMessages} aria-labelledby={titleId} />
      <VisuallyHidden>
        <p role="status">{sent.length > 0 ? labels.sent : ''}</p>
      </VisuallyHidden>
      <StaffComposer
        contractId={view.contract.id}
        onSent={(message) => {
          setSent((current) => [...current, message]);
        }}
      />
    </section>
  );
}

/**
 * The contract as last read. An answer to a payment request shows at once (the request's new
 * status and a banner that takes the focus, as /review-pay does), then the contract is read again
 * in the background for its milestones' and totals' new figures (kept as shown if that read fails).
 */
function ContractView({ view: loaded }: { view: StaffContractView }) {
  const api = useApi();
  const [view, setView] = useState(loaded);
  const reading = useRef<AbortController | null>(null);
  const [answered, setAnswered] = useState<ReviewPaymentOutput | null>(null);
  const [ended, setEnded] = useState(false);
  // The ending's answer is the contract as staff read it again (ended): shown in place.
  const onEnded = (output: StaffEndContractOutput) => {
    reading.current?.abort();
    setAnswered(null);
    setView(output.view);
    setEnded(true);
  };
  const onAnswered = (output: ReviewPaymentOutput) => {
    setEnded(false);
    setAnswered(output);
    setView((current) => withAnswer(current, output));
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    api.staffContract({ params: { id: loaded.contract.id }, signal: controller.signal }).then(
      (fresh) => {
        if (!controller.signal.aborted) setView(fresh);
      },
      () => undefined,
    );
  };
  const titleId = useId();
  const factsId = useId();
  const { contract } = view;
  const fixed = contract.job_pay_type === 'fixed';
  const active = contract.status === 'active';
  const canEnd = view.viewer.can_end && active;
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.intro}>
        <Back />
        <p className={styles.kicker}>{labels.kicker}</p>
        <h1 id={titleId} className={styles.title}>
          {contract.job.title}
        </h1>
        <p>
          <Badge tone={contractStatusTone[contract.status]}>{contractDetailsLabels.statuses[contract.status]}</Badge>
        </p>
        <p className={styles.lead}>
          {canEnd ? labels.endsContracts : view.viewer.can_answer_payments ? labels.answersPayments : labels.readOnly}
        </p>
        {canEnd ? (
          <div className={styles.badges}>
            <StaffEndContract
              contractId={contract.id}
              clientName={view.client.name}
              freelancerName={view.freelancer.name}
              milestones={view.milestones}
              onDone={onEnded}
            />
          </div>
        ) : null}
      </header>
      {ended ? (
        // Focus moves here: the button that had it is gone with the active contract.
        <div ref={focusAfterDialog} tabIndex={-1}>
          <Banner tone="success" title={labels.endedTitle}>
            {labels.endedText(view.client.name, view.freelancer.name)}
          </Banner>
        </div>
      ) : null}
      {answered ? (
        // Focus moves here: the buttons that had it are gone with the answered request.
        <div ref={focusOnMount} tabIndex={-1} key={answered.paymentRequest.id}>
          <Banner
            tone="success"
            title={answered.result === 'approved' ? reviewPayMessages.approvedTitle : reviewPayMessages.changesTitle}
          >
            {answered.result === 'approved'
              ? reviewPayMessages.approvedText(moneyText(answered.paymentRequest.released_cents), view.freelancer.name)
              : reviewPayMessages.changesText(view.freelancer.name)}
          </Banner>
        </div>
      ) : null}
      <section aria-labelledby={factsId}>
        <VisuallyHidden as="h2" id={factsId}>
          {labels.factsTitle}
        </VisuallyHidden>
        <dl className={styles.facts}>
          <Fact term={contractDetailsLabels.client} valueClassName={styles.party}>
            {view.client.name} <span className={styles.partyEmail}>{view.client.email}</span>
            {analyticsWithContracts ? (
              <Link
                to={staffClientAnalyticsPath(view.client.id)}
                className={pageStyles.link}
                aria-label={staffAnalyticsLabels.clientFiguresOf(view.client.name)}
              >
                {staffAnalyticsLabels.clientFigures}
              </Link>
            ) : null}
          </Fact>
          <Fact term={contractDetailsLabels.freelancer} valueClassName={styles.party}>
            {view.freelancer.name} <span className={styles.partyEmail}>{view.freelancer.email}</span>
          </Fact>
          <Fact term={contractDetailsLabels.payType}>{contractDetailsLabels.payTypes[contract.job_pay_type]}</Fact>
          <Fact term={fixed ? contractDetailsLabels.price : contractDetailsLabels.rate}>
            {contractAmountText(contract.amount_cents, contract.job_pay_type)}
          </Fact>
          <Fact term={contractDetailsLabels.started}>
            <time dateTime={contract.started_at}>{staffDay(contract.started_at)}</time>
          </Fact>
          {contract.ended_at ? (
            <Fact term={contractDetailsLabels.ended}>
              <time dateTime={contract.ended_at}>{staffDay(contract.ended_at)}</time>
            </Fact>
          ) : null}
          <Fact term={labels.released}>{contractAmountText(contract.released_cents, 'fixed')}</Fact>
        </dl>
      </section>
      {view.ended_by_staff ? <StaffEnding ending={view.ended_by_staff} /> : null}
      {active ? null : <Ratings view={view} />}
      <Milestones view={view} onAnswered={onAnswered} />
      <Conversation view={view} />
    </article>
  );
}

/**
 * /contract-details/:id of Coordinator and Support (issue 19; `GET /staff/contracts/{id}`): any
 * contract, read-only (its parties, terms, milestones with their payment requests, and its
 * conversation with each message's author), and a box that posts a message to both parties as
 * staff. A role holding `staff.payments.approve` (the Coordinator by default) answers the
 * requests waiting for the client on their behalf (`ReviewPayment` with the staff calls); a role
 * holding `staff.contracts.end` (the Coordinator by default) ends an active contract for the
 * client with a reason (`StaffEndContract`). An ended contract shows who of staff ended it, when
 * and why (if staff did), and the parties' ratings of each other. Staff never fund.
 */
/**
 * Whoever reads this page may read /analytics: both need the same permission (by default
 * `staff.contracts.view`), so the client's figures are linked without asking.
 */
const analyticsWithContracts =
  endpointPermissions.staffContract.permission === endpointPermissions.staffAnalytics.permission;

export function StaffContractPage() {
  const parsed = idParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const api = useApi();
  const { resource, retry } = useResource(`staff contract ${String(id)}`, (signal) =>
    id === null ? Promise.resolve(null) : api.staffContract({ params: { id }, signal }),
  );
  const view = resource.status === 'ready' ? resource.data : null;
  const notFound = isNotFound(resource, resource.status === 'ready' ? resource.data : undefined);
  usePageTitle(view?.contract.job.title ?? (notFound ? labels.notFoundTitle : labels.kicker));
  if (view) return <ContractView key={view.contract.id} view={view} />;
  return (
    <StaffDetailFallback
      resource={resource}
      retry={retry}
      labels={{
        title: labels.kicker,
        loading: labels.loading,
        loadFailedTitle: labels.loadFailed,
        retry: labels.retry,
        notFoundTitle: labels.notFoundTitle,
        notFoundMessage: labels.notFoundMessage,
      }}
      back={{ to: contractPaths.managerList, label: labels.back }}
    />
  );
}
