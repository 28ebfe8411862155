import {
  contractRoutes,
  moneyText,
  paymentRequestStatuses,
  reviewPayLabels,
  reviewPayMessages as messages,
  staffReviewPayLabels as labels,
  type PaymentRequestStatus,
  type StaffPaymentRequestListItem,
} from '@cloudexperts/domain';
import { FeeBreakdown, ReviewPayment, useApi, type ReviewPaymentOutput } from '@cloudexperts/flows';
import { Badge, Banner, Select } from '@cloudexperts/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminListShell, pageParam, searchParam } from '../../admin/AdminListShell.tsx';
import { useListFilters, type ListFilters } from '../../admin/useListFilters.ts';
import { focusOnMount } from '../../offers/focus.ts';
import * as pageStyles from '../../pages.css.ts';
import { usePageTitle } from '../../usePageTitle.ts';
import { useResource } from '../../useResource.ts';
import { staffDay } from '../format.ts';
import * as styles from '../staff.css.ts';

const ANY = 'any';
const statusTone = { 'Payment Requested': 'warning', approved: 'success', changes_requested: 'neutral' } as const;

interface Filters extends ListFilters {
  status: PaymentRequestStatus | undefined;
}

/** The last answer, with whose request it was (the banner names them). */
interface Answered {
  output: ReviewPaymentOutput;
  freelancerName: string;
}

function RequestRow({
  request,
  canAnswer,
  onAnswered,
}: {
  request: StaffPaymentRequestListItem;
  canAnswer: boolean;
  onAnswered: (answered: Answered) => void;
}) {
  const approved = request.status === 'approved';
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <Link to={contractRoutes.details(request.contract_id)} className={pageStyles.link}>
            {request.job_title}
          </Link>
        </p>
        <p className={styles.muted}>{labels.client(request.client.name)}</p>
        <p className={styles.muted}>{labels.freelancer(request.freelancer_name)}</p>
        <p className={styles.muted}>
          {labels.milestone(request.milestone_description)} · {labels.requestedOn(staffDay(request.created_at))}
        </p>
        <FeeBreakdown
          title={null}
          posted={{
            amountCents: request.gross_cents,
            feeCents: request.service_fee_cents,
            receiveCents: request.receive_cents,
          }}
          amountLabel={approved ? reviewPayLabels.released : reviewPayLabels.gross}
          receiveLabel={reviewPayLabels.receives}
        />
        {canAnswer && request.status === 'Payment Requested' ? (
          <div role="group" aria-label={labels.answerFor(request.job_title)} className={styles.badges}>
            <ReviewPayment
              requestId={request.id}
              requestedCents={request.amount_requested_cents}
              freelancerName={request.freelancer_name}
              onDone={(output) => {
                onAnswered({ output, freelancerName: request.freelancer_name });
              }}
              onBehalfOfClient
            />
          </div>
        ) : null}
      </div>
      <div className={styles.badges}>
        <Badge tone={statusTone[request.status]}>{reviewPayLabels.statuses[request.status]}</Badge>
      </div>
    </li>
  );
}

/**
 * /review-pay of Coordinator and Support (issue 19; `GET /staff/payment_requests`): every client's
 * payment requests, those waiting first then the newest, by the client's name or company and the
 * status, in pages (the admin lists' frame). Each leads to the staff view of its contract; a staff
 * member whose role holds `staff.payments.approve` answers a waiting one here too, on the client's
 * behalf (the contract page's `ReviewPayment`).
 */
export function StaffReviewPayPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { current, show } = useListFilters((params): Filters => ({
    search: searchParam(params),
    status: paymentRequestStatuses.find((status) => status === params.get('status')),
    page: pageParam(params),
  }));
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [reloads, setReloads] = useState(0);
  const query = {
    page: current.page,
    ...(current.search ? { search: current.search } : {}),
    ...(current.status ? { status: current.status } : {}),
  };
  const { resource, retry } = useResource(
    `staff payment requests ${JSON.stringify(query)} ${String(reloads)}`,
    (signal) => api.staffPaymentRequests({ query, signal }),
  );
  const canAnswer = resource.status === 'ready' && resource.data.can_answer;
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
        {canAnswer ? <p className={styles.muted}>{labels.onBehalf}</p> : null}
      </div>
      {answered ? (
        // Focus moves here: the buttons that had it are gone with the answered request.
        <div ref={focusOnMount} tabIndex={-1} key={answered.output.paymentRequest.id}>
          <Banner
            tone="success"
            title={answered.output.result === 'approved' ? messages.approvedTitle : messages.changesTitle}
          >
            {answered.output.result === 'approved'
              ? messages.approvedText(moneyText(answered.output.paymentRequest.released_cents), answered.freelancerName)
              : messages.changesText(answered.freelancerName)}
          </Banner>
        </div>
      ) : null}
      <AdminListShell
        words={labels}
        resource={resource}
        retry={retry}
        search={current.search}
        page={current.page}
        filtered={Boolean(current.search || current.status)}
        onSearch={(search) => {
          show({ search });
        }}
        onClear={() => {
          show({ search: '', status: undefined });
        }}
        onPage={(page) => {
          show({ page });
        }}
        filters={
          <Select
            label={labels.statusField}
            items={[
              { id: ANY, label: labels.anyStatus },
              ...paymentRequestStatuses.map((status) => ({ id: status, label: reviewPayLabels.statuses[status] })),
            ]}
            value={current.status ?? ANY}
            onChange={(key) => {
              show({ status: paymentRequestStatuses.find((status) => status === key) });
            }}
          />
        }
      >
        {(data) =>
          data.records.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              canAnswer={data.can_answer}
              onAnswered={(next) => {
                setAnswered(next);
                setReloads((count) => count + 1);
              }}
            />
          ))
        }
      </AdminListShell>
    </div>
  );
}
