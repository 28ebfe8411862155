import {
  moneyText,
  paymentRequestStatuses,
  reviewPayLabels as labels,
  reviewPayMessages as messages,
  type PaymentRequestListItem,
  type PaymentRequestStatus,
} from '@cloudexperts/domain';
import { FeeBreakdown, ReviewPayment, useApi, type ReviewPaymentProps } from '@cloudexperts/flows';
import { Badge, Banner, EmptyState, Select } from '@cloudexperts/ui';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDay } from '../jobs/format.ts';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import { focusOnMount } from '../offers/focus.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { DownloadDocument } from './DownloadDocument.tsx';
import { pageFromQuery } from './paths.ts';
import * as styles from './payments.css.ts';

const ALL = 'all' as const;
const statusTone = { 'Payment Requested': 'warning', approved: 'success', changes_requested: 'neutral' } as const;
const filterItems = ([ALL, ...paymentRequestStatuses] as const).map((id) => ({ id, label: labels.filters[id] }));

const statusOf = (value: string | null): PaymentRequestStatus | undefined =>
  paymentRequestStatuses.find((status) => status === value);

/** The last answer, with whose request it was (the banner names them). */
interface Answered {
  output: Parameters<ReviewPaymentProps['onDone']>[0];
  freelancerName: string;
}

function RequestItem({
  request,
  onAnswered,
}: {
  request: PaymentRequestListItem;
  onAnswered: (answered: Answered) => void;
}) {
  const titleId = useId();
  const approved = request.status === 'approved';
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemMain}>
        <h2 id={titleId} className={styles.itemTitle}>
          {request.job_title}
        </h2>
        <p className={styles.muted}>
          {labels.milestone(request.milestone_description)} · {labels.from(request.freelancer_name)} ·{' '}
          {labels.requestedOn(formatDay(request.created_at))}
        </p>
        <p>
          <Badge tone={statusTone[request.status]}>{labels.statuses[request.status]}</Badge>
        </p>
        <FeeBreakdown
          title={null}
          posted={{
            amountCents: request.gross_cents,
            feeCents: request.service_fee_cents,
            receiveCents: request.receive_cents,
          }}
          amountLabel={approved ? labels.released : labels.gross}
          receiveLabel={labels.receives}
        />
        <h3 className={styles.partTitle}>{labels.message}</h3>
        <p className={styles.message}>{request.request_message}</p>
        {request.response_message ? (
          <>
            <h3 className={styles.partTitle}>{labels.yourAnswer}</h3>
            <p className={styles.message}>{request.response_message}</p>
          </>
        ) : null}
        {request.documents.length > 0 ? (
          <>
            <h3 className={styles.partTitle}>{labels.documents}</h3>
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
      {request.status === 'Payment Requested' ? (
        <div className={styles.actions}>
          <ReviewPayment
            requestId={request.id}
            requestedCents={request.amount_requested_cents}
            freelancerName={request.freelancer_name}
            onDone={(output) => onAnswered({ output, freelancerName: request.freelancer_name })}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * /review-pay (spec document 2, section 2, the Project Manager set; issue 17): the payment
 * requests on the manager's contracts (`GET /payments/requests`, ours), 'Payment Requested' first,
 * each with its fee breakdown and work documents; a requested one is approved (all or part) or
 * sent back with a message (`ReviewPayment`). Filter and page are in the query string.
 */
export function ReviewPayPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = pageFromQuery(params.get('page'));
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [reloads, setReloads] = useState(0);
  const top = useRef<HTMLUListElement>(null);
  const { resource, retry } = useResource(
    `payment requests ${status ?? ALL} ${String(page)} ${String(reloads)}`,
    (signal) => api.paymentRequests({ query: { page, ...(status ? { status } : {}) }, signal }),
  );
  const show = (next: { status: PaymentRequestStatus | undefined; page: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.muted}>{labels.lead}</p>
      </header>
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
      <div className={styles.toolbar}>
        <Select
          label={labels.filterLabel}
          items={filterItems}
          value={status ?? ALL}
          onChange={(key) => {
            show({ status: statusOf(String(key)), page: 1 });
          }}
        />
      </div>
      {resource.status !== 'ready' ? (
        <ListFallback resource={resource} retry={retry} labels={labels} />
      ) : resource.data.records.length === 0 ? (
        <EmptyState icon="bell" title={labels.emptyTitle} description={labels.emptyText} headingLevel={2} />
      ) : (
        <>
          <ul ref={top} className={styles.list} aria-label={labels.listLabel}>
            {resource.data.records.map((request) => (
              <RequestItem
                key={request.id}
                request={request}
                onAnswered={(next) => {
                  setAnswered(next);
                  setReloads((count) => count + 1);
                }}
              />
            ))}
          </ul>
          <ListPager
            label={labels.pagesLabel}
            pageCount={resource.data.total_pages}
            page={page}
            onPageChange={(next) => show({ status, page: next })}
            top={top}
          />
        </>
      )}
    </div>
  );
}
