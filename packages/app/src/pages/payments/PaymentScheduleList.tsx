import {
  contractRoutes,
  moneyText,
  paymentScheduleLabels as labels,
  paymentScheduleStages,
  type PaymentScheduleItem,
  type PaymentScheduleResponse,
  type PaymentScheduleStage,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, EmptyState, Select, VisuallyHidden } from '@cloudexperts/ui';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { Fact } from '../Fact.tsx';
import { formatCalendarDate, formatDay } from '../jobs/format.ts';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import * as pageStyles from '../pages.css.ts';
import { useResource } from '../useResource.ts';
import { reviewPayRequestedPath } from './paths.ts';
import * as styles from './payments.css.ts';

const ALL = 'all' as const;
const stageTone = { to_fund: 'neutral', funded: 'info', in_review: 'warning', changes_requested: 'danger' } as const;
const filterItems = ([ALL, ...paymentScheduleStages] as const).map((id) => ({ id, label: labels.filters[id] }));
const totalKeys = ['in_escrow_cents', 'to_fund_cents', 'in_review_cents', 'due_soon_cents'] as const;

export const stageOf = (value: string | null): PaymentScheduleStage | undefined =>
  paymentScheduleStages.find((stage) => stage === value);

/** What the reader can do about a milestone now, as a link to where it is done; null when it waits on the other party. */
function nextStep(item: PaymentScheduleItem, isFreelancer: boolean) {
  const contract = contractRoutes.details(item.contract_id);
  const description = item.milestone_description;
  if (isFreelancer) {
    if (item.stage === 'funded') return { to: contract, text: labels.submitWork(description) };
    if (item.stage === 'changes_requested') return { to: contract, text: labels.submitAgain(description) };
    return null;
  }
  if (item.stage === 'to_fund') return { to: contract, text: labels.fund(description) };
  if (item.stage === 'in_review') return { to: reviewPayRequestedPath, text: labels.review(description) };
  return null;
}

function ScheduleItem({
  item,
  today,
  isFreelancer,
}: {
  item: PaymentScheduleItem;
  today: string;
  isFreelancer: boolean;
}) {
  const titleId = useId();
  const due = formatCalendarDate(item.due_date);
  const overdue = item.due_date < today && (item.stage === 'to_fund' || item.stage === 'funded');
  const step = nextStep(item, isFreelancer);
  const request = item.request;
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemMain}>
        <h2 id={titleId} className={styles.itemTitle}>
          <Link to={contractRoutes.details(item.contract_id)} className={pageStyles.link}>
            {item.job_title}
          </Link>
        </h2>
        <p className={styles.muted}>
          {labels.milestone(item.milestone_description)} ·{' '}
          {isFreelancer ? labels.client(item.counterpart_name) : labels.freelancer(item.counterpart_name)}
        </p>
        <p>
          <Badge tone={stageTone[item.stage]}>{labels.stages[item.stage]}</Badge>
        </p>
        <dl className={styles.breakdown}>
          <Fact term={labels.dueDate}>{overdue ? labels.overdue(due) : due}</Fact>
          <Fact term={labels.amount} valueClassName={styles.amount}>
            {moneyText(item.amount_cents)}
          </Fact>
          {item.stage === 'to_fund' ? null : (
            <Fact term={labels.escrow} valueClassName={styles.amount}>
              {moneyText(item.escrow_cents)}
            </Fact>
          )}
          {request ? (
            <Fact term={labels.requested} valueClassName={styles.amount}>
              {moneyText(request.amount_cents)}
            </Fact>
          ) : null}
          {isFreelancer ? (
            <>
              <Fact term={labels.serviceFee} valueClassName={styles.amount}>
                {moneyText(item.service_fee_cents)}
              </Fact>
              <Fact term={labels.youReceive} valueClassName={styles.amount}>
                {moneyText(item.receive_cents)}
              </Fact>
            </>
          ) : null}
        </dl>
        {request ? (
          <p className={styles.muted}>
            {labels.requestedOn(formatDay(request.requested_at))}
            {request.auto_release_at
              ? ` ${(isFreelancer ? labels.autoReleaseFreelancer : labels.autoReleaseManager)(formatDay(request.auto_release_at))}`
              : ''}
          </p>
        ) : null}
        {request?.response_message ? (
          <>
            <h3 className={styles.partTitle}>{labels.clientMessage}</h3>
            <p className={styles.message}>{request.response_message}</p>
          </>
        ) : null}
      </div>
      {step ? (
        <div className={styles.actions}>
          <Link to={step.to} className={pageStyles.link}>
            {step.text}
          </Link>
        </div>
      ) : null}
    </li>
  );
}

function Totals({ schedule }: { schedule: PaymentScheduleResponse }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden>
        <h2 id={headingId}>{labels.totalsLabel}</h2>
      </VisuallyHidden>
      <dl className={styles.facts}>
        {totalKeys.map((key) => (
          <Fact key={key} term={labels.totals[key]} valueClassName={styles.amount}>
            {moneyText(schedule.totals[key])}
          </Fact>
        ))}
      </dl>
    </section>
  );
}

/**
 * The schedule of /payment-schedule (`GET /payments/schedule`, ours): the totals, a stage filter,
 * then the caller's milestones still to be paid by due date, each with what can be done about it
 * now (fund or review for the manager, submit work for the freelancer) as a link.
 */
export function PaymentScheduleList({
  isFreelancer,
  stage,
  page,
  onChange,
}: {
  isFreelancer: boolean;
  stage: PaymentScheduleStage | undefined;
  page: number;
  onChange: (next: { stage: PaymentScheduleStage | undefined; page: number }) => void;
}) {
  const api = useApi();
  const top = useRef<HTMLUListElement>(null);
  const { resource, retry } = useResource(`payment schedule ${stage ?? ALL} ${String(page)}`, (signal) =>
    api.paymentSchedule({ query: { page, ...(stage ? { stage } : {}) }, signal }),
  );
  const schedule = resource.status === 'ready' ? resource.data : null;
  return (
    <div className={styles.section}>
      {schedule ? <Totals schedule={schedule} /> : null}
      <div className={styles.toolbar}>
        <Select
          label={labels.filterLabel}
          items={filterItems}
          value={stage ?? ALL}
          onChange={(key) => {
            onChange({ stage: stageOf(String(key)), page: 1 });
          }}
        />
      </div>
      {resource.status !== 'ready' ? (
        <ListFallback resource={resource} retry={retry} labels={labels} />
      ) : resource.data.records.length === 0 ? (
        stage ? (
          <EmptyState
            icon="search"
            title={labels.emptyFilteredTitle}
            description={labels.emptyFilteredText}
            headingLevel={2}
          />
        ) : (
          <EmptyState
            icon="bell"
            title={labels.emptyTitle}
            description={isFreelancer ? labels.emptyFreelancer : labels.emptyManager}
            headingLevel={2}
          />
        )
      ) : (
        <>
          <ul ref={top} className={styles.list} aria-label={labels.listLabel}>
            {resource.data.records.map((item) => (
              <ScheduleItem
                key={item.milestone_id}
                item={item}
                today={resource.data.today}
                isFreelancer={isFreelancer}
              />
            ))}
          </ul>
          <ListPager
            label={labels.pagesLabel}
            pageCount={resource.data.total_pages}
            page={page}
            onPageChange={(next) => onChange({ stage, page: next })}
            top={top}
          />
        </>
      )}
    </div>
  );
}
