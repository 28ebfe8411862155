import {
  bidText,
  myProposalsLabels as labels,
  myProposalsTabs,
  proposalDetailsPath,
  proposalLimits,
  type Proposal,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@cloudexperts/ui';
import { useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { primaryAction } from '../content/content.css.ts';
import { formatDay } from '../jobs/format.ts';
import { ListPager } from '../ListPager.tsx';
import { jobPaths } from '../jobs/paths.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { myProposalsQuery, myProposalsStateOf, type MyProposalsTab } from './myProposalsState.ts';
import * as styles from './Proposals.css.ts';
import { loadFailureMessage } from '../account/failureMessage.ts';

function ProposalItem({ proposal }: { proposal: Proposal }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className={styles.itemTitle}>
          <Link to={proposalDetailsPath(proposal.id)}>{proposal.job.title}</Link>
        </h2>
      </CardHeader>
      <CardBody>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>{labels.client}</dt>
            <dd className={styles.value}>{proposal.job.client_name}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{labels.bid}</dt>
            <dd className={styles.value}>{bidText(proposal.bid_cents, proposal.job.job_pay_type)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{labels.sent}</dt>
            <dd className={styles.value}>
              <time dateTime={proposal.created_at}>{formatDay(proposal.created_at)}</time>
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}

/** One tab's page of proposals: loading, failed with Retry, empty, or the list with its pages. */
function ProposalsTab({ tab, page, onPage }: { tab: MyProposalsTab; page: number; onPage: (page: number) => void }) {
  const api = useApi();
  const top = useRef<HTMLParagraphElement>(null);
  const { resource, retry } = useResource(`proposals ${tab} ${String(page)}`, (signal) =>
    api.proposalsByStatus({ query: { status: tab, page, per_page: proposalLimits.pageSize }, signal }),
  );
  if (resource.status === 'loading') {
    return (
      <SkeletonGroup label={labels.loading}>
        <Skeleton shape="rectangle" height="7rem" />
        <Skeleton shape="rectangle" height="7rem" />
      </SkeletonGroup>
    );
  }
  if (resource.status === 'error') {
    return (
      <ErrorState
        title={labels.loadFailedTitle}
        message={loadFailureMessage(resource.error, labels.loadFailedMessage)}
        onRetry={retry}
        retryLabel={labels.retry}
        isRetrying={resource.isRetrying}
      />
    );
  }
  const { records, total_count: total, total_pages: pages } = resource.data;
  if (records.length === 0) {
    return (
      <EmptyState
        title={labels.emptyTitle(tab)}
        description={labels.emptyDescription}
        headingLevel={2}
        action={
          <Link to={jobPaths.findWork} className={primaryAction}>
            {labels.findWork}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p role="status" className={styles.paragraph} ref={top}>
        {labels.count(total)}
      </p>
      <ul className={styles.list} aria-label={labels.listLabel(tab)}>
        {records.map((proposal) => (
          <li key={proposal.id}>
            <ProposalItem proposal={proposal} />
          </li>
        ))}
      </ul>
      <ListPager label={labels.pages} pageCount={pages} page={page} onPageChange={onPage} top={top} />
    </>
  );
}

/**
 * /my-proposals (spec document 2, sections 2 and 7): the freelancer's proposals by state, one tab
 * each with its count (`GET /proposal_tabs_count`), a page at a time (`GET
 * /proposal_based_on_status`). The tab and page live in the query, so a link or Back restores them.
 */
export function MyProposalsPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const { tab, page } = myProposalsStateOf(params);
  const counts = useResource('proposal tabs count', (signal) => api.proposalTabsCount({ signal }));
  const count = (status: MyProposalsTab) =>
    counts.resource.status === 'ready' ? counts.resource.data.counts[status] : undefined;
  const go = (nextTab: MyProposalsTab, nextPage: number) =>
    setParams(new URLSearchParams(myProposalsQuery(nextTab, nextPage)), { preventScrollReset: true });
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className={styles.page}>
      <h1 id={titleId} className={styles.title}>
        {labels.title}
      </h1>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          const next = myProposalsTabs.find((candidate) => candidate === key);
          if (next) go(next, 1);
        }}
      >
        <TabList aria-label={labels.tabsLabel}>
          {myProposalsTabs.map((status) => (
            <Tab key={status} id={status}>
              {labels.tab(status, count(status))}
            </Tab>
          ))}
        </TabList>
        {myProposalsTabs.map((status) => (
          <TabPanel key={status} id={status} className={styles.panel}>
            <ProposalsTab tab={status} page={page} onPage={(next) => go(status, next)} />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
