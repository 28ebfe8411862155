import {
  accountStatuses,
  accountStatusLabels,
  adminFreelancerListLabels as labels,
  adminFreelancerPath,
  codingTestResult,
  profileStatuses,
  profileStatusLabels,
  type AccountStatus,
  type AdminFreelancerRow,
  type ProfileStatus,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Button, EmptyState, SearchField, Select, VisuallyHidden } from '@cloudexperts/ui';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { usePlatforms } from '../../site/usePlatforms.ts';
import * as styles from './admin.css.ts';
import { pageParam, searchParam } from './AdminListShell.tsx';
import { useListFilters, type ListFilters } from './useListFilters.ts';

const ANY = 'any';
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface Filters extends ListFilters {
  status: ProfileStatus | undefined;
  account: AccountStatus | undefined;
}

/** The filters and page from the URL's query (anything unknown reads as unset). */
export function readFilters(params: URLSearchParams): Filters {
  return {
    search: searchParam(params),
    status: profileStatuses.find((status) => status === params.get('status')),
    account: accountStatuses.find((status) => status === params.get('account')),
    page: pageParam(params),
  };
}

const accountTone = { active: 'success', banned: 'danger', deactivated: 'neutral' } as const;
const statusTone = { draft: 'neutral', submitted: 'warning', approved: 'success', rejected: 'danger' } as const;

function FreelancerRow({ freelancer }: { freelancer: AdminFreelancerRow }) {
  const name = `${freelancer.first_name} ${freelancer.last_name}`;
  const platforms = usePlatforms();
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <Link to={adminFreelancerPath(freelancer.uuid)} className={pageStyles.link}>
            {name}
          </Link>
        </p>
        <p className={styles.muted}>{freelancer.email}</p>
        <p className={styles.muted}>
          {freelancer.current_job_title} · {platforms.label(freelancer.primary_platform)}
        </p>
      </div>
      <div className={styles.who}>
        <p className={styles.muted}>
          {labels.applied}:{' '}
          {freelancer.submitted_at ? dateFormat.format(new Date(freelancer.submitted_at)) : profileStatusLabels.draft}
        </p>
        <p className={styles.muted}>
          {labels.codingTest}: {freelancer.coding_test ? codingTestResult(freelancer.coding_test) : '—'}
        </p>
      </div>
      <div className={styles.badges}>
        <Badge tone={statusTone[freelancer.status]}>{profileStatusLabels[freelancer.status]}</Badge>
        {freelancer.resubmissions > 0 ? (
          <Badge tone="neutral">{labels.resubmitted(freelancer.resubmissions)}</Badge>
        ) : null}
        <Badge tone={accountTone[freelancer.account_status]}>{accountStatusLabels[freelancer.account_status]}</Badge>
      </div>
    </li>
  );
}

/**
 * /all-freelancers (`GET /freelancer_index`: every profile, by review status) and /cloud-experts
 * (`GET /admins/find_freelancers`: the approved experts), for the Admin (spec document 2,
 * sections 2 and 7): a term, the account status (and the review status on the first), a page at
 * a time, each row leading to the freelancer's review page. The filters live in the URL's query.
 */
export function AdminFreelancersPage({ list }: { list: 'all' | 'experts' }) {
  const words = labels[list];
  usePageTitle(words.title);
  const api = useApi();
  const { current, show: showFilters } = useListFilters(readFilters);
  const status = list === 'all' ? current.status : undefined;
  const resultsId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const [draft, setDraft] = useState(current.search);
  const [shownSearch, setShownSearch] = useState(current.search);
  if (shownSearch !== current.search) {
    setShownSearch(current.search);
    setDraft(current.search);
  }

  const query = {
    page: current.page,
    ...(current.search ? { search: current.search } : {}),
    ...(current.account ? { account_status: current.account } : {}),
  };
  const { resource, retry } = useResource(`${list} ${JSON.stringify({ ...query, status })}`, (signal) =>
    list === 'all'
      ? api.freelancerIndex({ query: { ...query, ...(status ? { status } : {}) }, signal })
      : api.adminFindFreelancers({ query, signal }),
  );

  const [pages, setPages] = useState(0);
  if (resource.status === 'ready' && resource.data.total_pages !== pages) setPages(resource.data.total_pages);

  const show = (next: Partial<Filters>) => {
    showFilters({ status, ...next });
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ search: draft.trim() });
  };
  const filtered = Boolean(current.search || status || current.account);

  let content;
  if (resource.status !== 'ready') {
    content = (
      <ListFallback
        resource={resource}
        retry={retry}
        labels={{ loading: labels.loading, loadFailed: labels.loadFailed, retry: labels.retry }}
      />
    );
  } else if (resource.data.records.length === 0) {
    content = filtered ? (
      <EmptyState
        icon="search"
        title={labels.noMatch}
        headingLevel={3}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              show({ search: '', status: undefined, account: undefined });
              searchRef.current?.focus();
            }}
          >
            {labels.clearFilters}
          </Button>
        }
      />
    ) : (
      <EmptyState icon="search" title={words.empty} headingLevel={3} />
    );
  } else {
    content = (
      <ul className={styles.rows} aria-labelledby={resultsId}>
        {resource.data.records.map((freelancer) => (
          <FreelancerRow key={freelancer.uuid} freelancer={freelancer} />
        ))}
      </ul>
    );
  }

  const statusItems = [
    { id: ANY, label: labels.anyStatus },
    ...profileStatuses.map((value) => ({ id: value, label: profileStatusLabels[value] })),
  ];
  const accountItems = [
    { id: ANY, label: labels.anyStatus },
    ...accountStatuses.map((value) => ({ id: value, label: accountStatusLabels[value] })),
  ];

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{words.title}</h1>
        <p className={styles.lead}>{words.lead}</p>
      </div>

      <form role="search" aria-label={labels.filters} className={styles.filters} onSubmit={onSubmit}>
        <SearchField
          ref={searchRef}
          label={labels.searchField}
          placeholder={labels.searchPlaceholder}
          value={draft}
          onChange={setDraft}
          onClear={() => {
            show({ search: '' });
          }}
          maxLength={100}
        />
        {list === 'all' ? (
          <Select
            label={labels.statusField}
            items={statusItems}
            value={status ?? ANY}
            onChange={(key) => {
              show({ status: profileStatuses.find((value) => value === key) });
            }}
          />
        ) : null}
        <Select
          label={labels.accountField}
          items={accountItems}
          value={current.account ?? ANY}
          onChange={(key) => {
            show({ account: accountStatuses.find((value) => value === key) });
          }}
        />
        <Button type="submit">{labels.searchButton}</Button>
      </form>

      <section aria-labelledby={resultsId} className={styles.results}>
        <VisuallyHidden as="h2" id={resultsId}>
          {labels.results}
        </VisuallyHidden>
        <p ref={summaryRef} role="status" className={styles.summary}>
          {resource.status === 'ready' ? labels.found(resource.data.total_count) : ''}
        </p>
        {content}
        {resource.status === 'error' ? null : (
          <ListPager
            label={labels.pages}
            pageCount={pages}
            page={current.page}
            onPageChange={(page) => {
              show({ page });
            }}
            top={summaryRef}
          />
        )}
      </section>
    </div>
  );
}

export function AllFreelancersPage() {
  return <AdminFreelancersPage list="all" />;
}

export function CloudExpertsPage() {
  return <AdminFreelancersPage list="experts" />;
}
