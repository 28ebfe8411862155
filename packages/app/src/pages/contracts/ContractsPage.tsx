import {
  contractAmountText,
  contractListLabels as labels,
  contractPaths,
  contractRoutes,
  contractTabs,
  type Contract,
  type ContractTab,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Button, EmptyState, SearchField, Tab, TabList, TabPanel, Tabs } from '@cloudexperts/ui';
import { useRef, useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { formatDay } from '../jobs/format.ts';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import { NotFound } from '../NotFound.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './contracts.css.ts';
import { contractTabOf } from './paths.ts';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
};

const statusTone = { active: 'success', completed: 'neutral' } as const;

interface ListProps {
  isFreelancer: boolean;
  tab: ContractTab;
  page: number;
  search: string;
  onPage: (page: number) => void;
}

function ContractList({ isFreelancer, tab, page, search, onPage }: ListProps) {
  const api = useApi();
  const top = useRef<HTMLUListElement>(null);
  const query = { page, 'filter[status]': tab, ...(search ? { search } : {}) } as const;
  const { resource, retry } = useResource(`contracts ${tab} ${String(page)} ${search}`, (signal) =>
    isFreelancer ? api.activeContracts({ query, signal }) : api.managerActiveContracts({ query, signal }),
  );
  if (resource.status !== 'ready') return <ListFallback resource={resource} retry={retry} labels={labels} />;
  if (resource.data.records.length === 0) {
    return search ? (
      <EmptyState
        icon="search"
        title={labels.noMatchesTitle}
        description={labels.noMatchesText(search)}
        headingLevel={2}
      />
    ) : (
      <EmptyState
        icon="bell"
        title={labels.emptyTitle[tab]}
        description={(isFreelancer ? labels.emptyFreelancer : labels.emptyManager)[tab]}
        headingLevel={2}
      />
    );
  }
  return (
    <>
      <ul ref={top} className={styles.list} aria-label={labels.listLabel(labels.tabs[tab])}>
        {resource.data.records.map((contract: Contract) => (
          <li key={contract.id} className={styles.item}>
            <div className={styles.itemMain}>
              <h2 className={styles.itemTitle}>
                <Link to={contractRoutes.details(contract.id)} className={pageStyles.link}>
                  {contract.job.title}
                </Link>
              </h2>
              <p className={styles.muted}>
                {isFreelancer
                  ? labels.client(contract.job.client_name)
                  : labels.freelancer(contract.freelancer.display_name)}{' '}
                · {labels.started(formatDay(contract.started_at))}
                {contract.ended_at ? ` · ${labels.ended(formatDay(contract.ended_at))}` : ''}
              </p>
            </div>
            <div className={styles.itemSide}>
              <span className={styles.amount}>{contractAmountText(contract.amount_cents, contract.job_pay_type)}</span>
              <Badge tone={statusTone[contract.status]}>{labels.tabs[contract.status]}</Badge>
            </div>
          </li>
        ))}
      </ul>
      <ListPager
        label={labels.pages}
        pageCount={resource.data.total_pages}
        page={page}
        onPageChange={onPage}
        top={top}
      />
    </>
  );
}

/**
 * The freelancer's /all-contracts/:tab and the manager's /all-contracts (spec document 2, section
 * 2: the manager's path has no tab, so theirs is in the query): `GET /active_contracts` or
 * `GET /manager_active_contracts` with `filter[status]` the tab, a search (the job title and the
 * other party's name) and the page in the query string. A tab that does not exist is not found.
 */
export function ContractsPage() {
  usePageTitle(labels.title);
  const auth = useAuth();
  const isFreelancer = auth.status === 'signedIn' && auth.claims.role === 'freelancer';
  const routeTab = useParams().tab;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = isFreelancer ? contractTabOf(routeTab) : (contractTabOf(params.get('tab')) ?? 'active');
  const page = pageOf(params.get('page'));
  const search = (params.get('search') ?? '').trim().slice(0, 100);
  const [draft, setDraft] = useState(search);
  if (!tab) return <NotFound />;

  const go = (next: { tab: ContractTab; page: number; search: string }) => {
    const query = new URLSearchParams();
    if (!isFreelancer && next.tab !== 'active') query.set('tab', next.tab);
    if (next.search) query.set('search', next.search);
    if (next.page > 1) query.set('page', String(next.page));
    const text = query.toString();
    const path = isFreelancer ? contractRoutes.freelancerList(next.tab) : contractPaths.managerList;
    void navigate(`${path}${text ? `?${text}` : ''}`);
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ tab, page: 1, search: draft.trim() });
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.muted}>{isFreelancer ? labels.freelancerLead : labels.managerLead}</p>
      </header>
      <form role="search" aria-label={labels.searchLabel} className={styles.searchForm} onSubmit={onSubmit}>
        <SearchField
          className={styles.searchField}
          label={labels.searchLabel}
          description={isFreelancer ? labels.freelancerSearchHint : labels.managerSearchHint}
          value={draft}
          onChange={setDraft}
          onClear={() => {
            go({ tab, page: 1, search: '' });
          }}
          maxLength={100}
        />
        <Button type="submit">{labels.search}</Button>
      </form>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          go({ tab: contractTabOf(String(key)) ?? 'active', page: 1, search });
        }}
      >
        <TabList aria-label={labels.tabsLabel}>
          {contractTabs.map((id) => (
            <Tab key={id} id={id}>
              {labels.tabs[id]}
            </Tab>
          ))}
        </TabList>
        {contractTabs.map((id) => (
          <TabPanel key={id} id={id}>
            {id === tab ? (
              <ContractList
                isFreelancer={isFreelancer}
                tab={tab}
                page={page}
                search={search}
                onPage={(next) => go({ tab, page: next, search })}
              />
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
