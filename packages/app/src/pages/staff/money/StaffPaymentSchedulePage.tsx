import {
  contractRoutes,
  moneyText,
  paymentScheduleLabels,
  paymentScheduleStages,
  staffPaymentScheduleLabels as labels,
  type PaymentScheduleStage,
  type StaffPaymentSchedule,
  type StaffPaymentScheduleItem,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Select, VisuallyHidden } from '@cloudexperts/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminListShell, pageParam, searchParam } from '../../admin/AdminListShell.tsx';
import { useListFilters, type ListFilters } from '../../admin/useListFilters.ts';
import { Fact } from '../../Fact.tsx';
import { formatCalendarDate } from '../../jobs/format.ts';
import * as pageStyles from '../../pages.css.ts';
import * as paymentStyles from '../../payments/payments.css.ts';
import { usePageTitle } from '../../usePageTitle.ts';
import { useResource } from '../../useResource.ts';
import * as styles from '../staff.css.ts';

const ALL = 'all';
const stageTone = { to_fund: 'neutral', funded: 'info', in_review: 'warning', changes_requested: 'danger' } as const;
const totalKeys = ['in_escrow_cents', 'to_fund_cents', 'in_review_cents', 'due_soon_cents'] as const;

interface Filters extends ListFilters {
  stage: PaymentScheduleStage | undefined;
}

function ScheduleRow({ item, today }: { item: StaffPaymentScheduleItem; today: string }) {
  const due = formatCalendarDate(item.due_date);
  const overdue = item.due_date < today && (item.stage === 'to_fund' || item.stage === 'funded');
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <Link to={contractRoutes.details(item.contract_id)} className={pageStyles.link}>
            {item.job_title}
          </Link>
        </p>
        <p className={styles.muted}>{paymentScheduleLabels.milestone(item.milestone_description)}</p>
        <p className={styles.muted}>{labels.client(item.client.name)}</p>
        <p className={styles.muted}>{labels.freelancer(item.freelancer.name)}</p>
        <dl className={paymentStyles.breakdown}>
          <Fact term={paymentScheduleLabels.dueDate}>{overdue ? paymentScheduleLabels.overdue(due) : due}</Fact>
          <Fact term={paymentScheduleLabels.amount} valueClassName={paymentStyles.amount}>
            {moneyText(item.amount_cents)}
          </Fact>
          {item.stage === 'to_fund' ? null : (
            <Fact term={paymentScheduleLabels.escrow} valueClassName={paymentStyles.amount}>
              {moneyText(item.escrow_cents)}
            </Fact>
          )}
          {item.request ? (
            <Fact term={paymentScheduleLabels.requested} valueClassName={paymentStyles.amount}>
              {moneyText(item.request.amount_cents)}
            </Fact>
          ) : null}
        </dl>
      </div>
      <div className={styles.badges}>
        <Badge tone={stageTone[item.stage]}>{paymentScheduleLabels.stages[item.stage]}</Badge>
      </div>
    </li>
  );
}

function Totals({ schedule }: { schedule: StaffPaymentSchedule }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden>
        <h2 id={headingId}>{labels.totalsLabel}</h2>
      </VisuallyHidden>
      <dl className={styles.facts}>
        {totalKeys.map((key) => (
          <Fact key={key} term={paymentScheduleLabels.totals[key]} valueClassName={paymentStyles.amount}>
            {moneyText(schedule.totals[key])}
          </Fact>
        ))}
      </dl>
    </section>
  );
}

/**
 * /payment-schedule of Coordinator and Support (issue 19; `GET /staff/payments/schedule`): every
 * client's milestones still to be paid, the earliest due date first, by the client's name or
 * company and the stage, in pages, with the totals of what the search selects. Each leads to the
 * staff view of its contract. Read-only.
 */
export function StaffPaymentSchedulePage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { current, show } = useListFilters((params): Filters => ({
    search: searchParam(params),
    stage: paymentScheduleStages.find((stage) => stage === params.get('stage')),
    page: pageParam(params),
  }));
  const query = {
    page: current.page,
    ...(current.search ? { search: current.search } : {}),
    ...(current.stage ? { stage: current.stage } : {}),
  };
  const { resource, retry } = useResource(`staff payment schedule ${JSON.stringify(query)}`, (signal) =>
    api.staffPaymentSchedule({ query, signal }),
  );
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
      </div>
      {resource.status === 'ready' ? <Totals schedule={resource.data} /> : null}
      <AdminListShell
        words={labels}
        resource={resource}
        retry={retry}
        search={current.search}
        page={current.page}
        filtered={Boolean(current.search || current.stage)}
        onSearch={(search) => {
          show({ search });
        }}
        onClear={() => {
          show({ search: '', stage: undefined });
        }}
        onPage={(page) => {
          show({ page });
        }}
        filters={
          <Select
            label={labels.stageField}
            items={([ALL, ...paymentScheduleStages] as const).map((id) => ({
              id,
              label: paymentScheduleLabels.filters[id],
            }))}
            value={current.stage ?? ALL}
            onChange={(key) => {
              show({ stage: paymentScheduleStages.find((stage) => stage === key) });
            }}
          />
        }
      >
        {(data) => data.records.map((item) => <ScheduleRow key={item.milestone_id} item={item} today={data.today} />)}
      </AdminListShell>
    </div>
  );
}
