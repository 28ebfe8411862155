import {
  findFreelancersPaths,
  managerProposalListLabels as labels,
  myProposalsTabs,
  proposalLimits,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Tab, TabList, TabPanel, Tabs } from '@cloudexperts/ui';
import { Link, useSearchParams } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import { myProposalsQuery, myProposalsStateOf, type MyProposalsTab } from '../proposals/myProposalsState.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { ManagerProposalList } from './ManagerProposalList.tsx';
import * as styles from './managerProposals.css.ts';
import { useKeptResource } from './useKeptResource.ts';

/** One tab: a page of the proposals of one state on all the manager's jobs (archive left out). */
function ProposalsTab({
  tab,
  page,
  onPage,
  onChanged,
}: {
  tab: MyProposalsTab;
  page: number;
  onPage: (page: number) => void;
  onChanged: () => void;
}) {
  const api = useApi();
  const { resource, retry } = useKeptResource(`manager proposals ${tab} ${String(page)}`, (signal) =>
    api.proposalsByStatus({ query: { status: tab, page, per_page: proposalLimits.pageSize }, signal }),
  );
  return (
    <ManagerProposalList
      resource={resource}
      retry={retry}
      onChanged={onChanged}
      page={page}
      onPage={onPage}
      listLabel={labels.listLabel(tab)}
      empty={{ title: labels.emptyTitle(tab), description: labels.emptyDescription }}
    />
  );
}

/**
 * /my-proposals for a Project Manager (spec document 2, sections 2 and 7): the proposals received
 * on all their jobs, one tab per state with its count (`GET /proposal_tabs_count`), a page at a
 * time (`GET /proposal_based_on_status`), the tab and page in the query. Each card names its job
 * and links to /freelancer-proposal/:id/:jobId; archived proposals are on /archived.
 */
export function ManagerMyProposalsPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const { tab, page } = myProposalsStateOf(params);
  const counts = useResource('manager proposal tabs count', (signal) => api.proposalTabsCount({ signal }));
  const count = (status: MyProposalsTab) =>
    counts.resource.status === 'ready' ? counts.resource.data.counts[status] : undefined;
  const go = (nextTab: MyProposalsTab, nextPage: number) =>
    setParams(new URLSearchParams(myProposalsQuery(nextTab, nextPage)), { preventScrollReset: true });

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{labels.title}</h1>
          <p className={styles.meta}>{labels.lead}</p>
        </div>
        <Link to={findFreelancersPaths.archived} className={pageStyles.link}>
          {labels.archivedLink}
        </Link>
      </div>
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
            {status === tab ? (
              <ProposalsTab tab={status} page={page} onPage={(next) => go(status, next)} onChanged={counts.retry} />
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
