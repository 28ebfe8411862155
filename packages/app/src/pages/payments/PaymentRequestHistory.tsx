import {
  moneyText,
  paymentRequestStatuses,
  paymentScheduleLabels as labels,
  reviewPayLabels,
  type PaymentRequestListItem,
  type PaymentRequestStatus,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, EmptyState, Select } from '@cloudexperts/ui';
import { useId, useRef } from 'react';
import { Fact } from '../Fact.tsx';
import { formatDay } from '../jobs/format.ts';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import { useResource } from '../useResource.ts';
import { DownloadDocument } from './DownloadDocument.tsx';
import * as styles from './payments.css.ts';

const ALL = 'all' as const;
const statusTone = { 'Payment Requested': 'warning', approved: 'success', changes_requested: 'danger' } as const;
const filterItems = ([ALL, ...paymentRequestStatuses] as const).map((id) => ({
  id,
  label: labels.requestsFilters[id],
}));
const fallbackLabels = { loading: labels.requestsLoading, loadFailed: labels.requestsLoadFailed, retry: labels.retry };

export const requestStatusOf = (value: string | null): PaymentRequestStatus | undefined =>
  paymentRequestStatuses.find((status) => status === value);

function RequestItem({ request }: { request: PaymentRequestListItem }) {
  const titleId = useId();
  const approved = request.status === 'approved';
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemMain}>
        <h2 id={titleId} className={styles.itemTitle}>
          {request.job_title}
        </h2>
        <p className={styles.muted}>
          {labels.milestone(request.milestone_description)} · {labels.toClient(request.manager_name)} ·{' '}
          {labels.requestedOn(formatDay(request.created_at))}
        </p>
        <p>
          <Badge tone={statusTone[request.status]}>{reviewPayLabels.statuses[request.status]}</Badge>
        </p>
        <dl className={styles.breakdown}>
          <Fact term={approved ? labels.released : labels.gross} valueClassName={styles.amount}>
            {moneyText(request.gross_cents)}
          </Fact>
          <Fact term={labels.serviceFee} valueClassName={styles.amount}>
            {moneyText(request.service_fee_cents)}
          </Fact>
          <Fact term={labels.youReceive} valueClassName={styles.amount}>
            {moneyText(request.receive_cents)}
          </Fact>
        </dl>
        <h3 className={styles.partTitle}>{labels.yourMessage}</h3>
        <p className={styles.message}>{request.request_message}</p>
        {request.response_message ? (
          <>
            <h3 className={styles.partTitle}>{labels.clientAnswer}</h3>
            <p className={styles.message}>{request.response_message}</p>
          </>
        ) : null}
        {request.answered_at ? (
          <p className={styles.muted}>{labels.answeredOn(formatDay(request.answered_at))}</p>
        ) : null}
        {request.documents.length > 0 ? (
          <>
            <h3 className={styles.partTitle}>{reviewPayLabels.documents}</h3>
            <ul className={styles.documents}>
              {request.documents.map((document) => (
                <li key={document.id}>
                  <DownloadDocument id={document.id} name={document.name} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The freelancer's own payment requests on /payment-schedule (`GET /payments/requests`): each with
 * its status, what they receive after the service fee, their message and the client's answer;
 * waiting ones first, then newest; a status filter and pages.
 */
export function PaymentRequestHistory({
  status,
  page,
  onChange,
}: {
  status: PaymentRequestStatus | undefined;
  page: number;
  onChange: (next: { status: PaymentRequestStatus | undefined; page: number }) => void;
}) {
  const api = useApi();
  const top = useRef<HTMLUListElement>(null);
  const { resource, retry } = useResource(`own payment requests ${status ?? ALL} ${String(page)}`, (signal) =>
    api.paymentRequests({ query: { page, ...(status ? { status } : {}) }, signal }),
  );
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <Select
          label={labels.filterLabel}
          items={filterItems}
          value={status ?? ALL}
          onChange={(key) => {
            onChange({ status: requestStatusOf(String(key)), page: 1 });
          }}
        />
      </div>
      {resource.status !== 'ready' ? (
        <ListFallback resource={resource} retry={retry} labels={fallbackLabels} />
      ) : resource.data.records.length === 0 ? (
        <EmptyState
          icon="bell"
          title={labels.requestsEmptyTitle}
          description={labels.requestsEmptyText}
          headingLevel={2}
        />
      ) : (
        <>
          <ul ref={top} className={styles.list} aria-label={labels.requestsListLabel}>
            {resource.data.records.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
          <ListPager
            label={labels.requestsPagesLabel}
            pageCount={resource.data.total_pages}
            page={page}
            onPageChange={(next) => onChange({ status, page: next })}
            top={top}
          />
        </>
      )}
    </div>
  );
}
