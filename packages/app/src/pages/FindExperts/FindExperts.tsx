import {
  freelancerSortOptions,
  landing,
  platformListLabels,
  platformOptions,
  publicSiteLabels,
  type FreelancerCard,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Button,
  DialogTrigger,
  EmptyState,
  ErrorState,
  Modal,
  SearchField,
  Select,
  SkeletonGroup,
} from '@cloudexperts/ui';
import { lazy, Suspense, useRef, useState, type SubmitEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { ListPager } from '../ListPager.tsx';
import { platformSelectItems } from '../../site/platformList.ts';
import { usePlatforms } from '../../site/usePlatforms.ts';
import { ExpertCard, ExpertCardSkeleton } from '../experts/ExpertCard.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { CatalogPopup, type CatalogPopupType } from './CatalogPopup.tsx';
import * as styles from './FindExperts.css.ts';
import {
  changeSearch,
  defaultSearch,
  readExpertSearch,
  readStateTerm,
  sortLabels,
  toFindFreelancersQuery,
  writeExpertSearch,
  type ExpertSearch,
} from './searchState.ts';

const ALL_PLATFORMS = 'all';
const sortItems = freelancerSortOptions.map((sort) => ({ id: sort, label: sortLabels[sort] }));

function CatalogButton({ type, label }: { type: CatalogPopupType; label: string }) {
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm">
        {label}
      </Button>
      <Modal size="lg">
        <CatalogPopup type={type} />
      </Modal>
    </DialogTrigger>
  );
}

function describeResults(total: number, search: ExpertSearch) {
  const count = `${total.toLocaleString('en-US')} ${total === 1 ? 'expert' : 'experts'}`;
  return search.search ? `${count} found for “${search.search}”` : `${count} found`;
}

// A manager's tabs and Save toggles load only for managers (the nav, rendered first, fetches them
// while the search answers).
const ManagerNav = lazy(async () => ({ default: (await import('./ManagerTools.tsx')).ManagerNav }));
const SaveExpert = lazy(async () => ({ default: (await import('./ManagerTools.tsx')).SaveExpert }));

type ExpertResults = {
  records: Array<FreelancerCard & { favorited?: boolean }>;
  total_count: number;
  total_pages: number;
};

/**
 * Find Experts (/freelancer-search, and /find-freelancers/search with a term in navigation state):
 * the public listing of approved experts, searched, filtered by platform, sorted and paged, with
 * the search kept in the URL. A signed-in Project Manager searches through `GET /find_freelancers`
 * (the same search, each card marked `favorited`) and gets a Save toggle on every card and the
 * way to their saved freelancers; visitors and other roles see neither.
 */
export function FindExperts() {
  const title = publicSiteLabels.header.findExperts;
  usePageTitle(title);
  const api = useApi();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const current = readExpertSearch(params, readStateTerm(location.state));

  // The field's text follows the search whenever the search changes from outside the field.
  const [draft, setDraft] = useState(current.search);
  const [shownSearch, setShownSearch] = useState(current.search);
  if (shownSearch !== current.search) {
    setShownSearch(current.search);
    setDraft(current.search);
  }

  // The admin's labels and order (GET /platforms); not-offered platforms stay, marked, for older profiles.
  const platformItems = platformSelectItems(usePlatforms(), {
    id: ALL_PLATFORMS,
    label: platformListLabels.allPlatforms,
  });

  const auth = useAuth();
  const isManager = auth.status === 'signedIn' && auth.claims.role === 'project_manager';
  const query = toFindFreelancersQuery(current);
  const { resource, retry } = useResource<ExpertResults>(`${String(isManager)} ${JSON.stringify(query)}`, (signal) =>
    isManager ? api.findFreelancersSignedIn({ query, signal }) : api.findFreelancers({ query, signal }),
  );

  // The pager stays in place (and keeps focus) while the next page loads.
  const [pageCount, setPageCount] = useState(0);
  if (resource.status === 'ready' && resource.data.total_pages !== pageCount) setPageCount(resource.data.total_pages);

  const summaryRef = useRef<HTMLParagraphElement>(null);
  const apply = (change: Partial<ExpertSearch>) => {
    setParams(writeExpertSearch(changeSearch(current, change)), { preventScrollReset: true });
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ search: draft.trim() });
  };

  let summary = 'Searching…';
  if (resource.status === 'ready') summary = describeResults(resource.data.total_count, current);
  if (resource.status === 'error') summary = '';

  return (
    <div className={styles.page}>
      {isManager ? (
        <Suspense fallback={null}>
          <ManagerNav />
        </Suspense>
      ) : null}
      <div className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          {landing.stats.experts} vetted cloud experts, rated {landing.stats.averageRating} on average. Search by name,
          title or skill.
        </p>
      </div>

      <form role="search" aria-label="Experts" className={styles.filters} onSubmit={onSubmit}>
        <SearchField
          label="Search experts"
          placeholder="Name, title or skill"
          value={draft}
          onChange={setDraft}
          onClear={() => {
            apply({ search: '' });
          }}
          maxLength={100}
        />
        <Button type="submit">Search</Button>
        <Select
          label="Platform"
          items={platformItems}
          value={current.platform ?? ALL_PLATFORMS}
          onChange={(key) => {
            const platform = platformOptions.find((option) => option === key) ?? null;
            apply({ platform });
          }}
        />
        <Select
          label="Sort by"
          items={sortItems}
          value={current.sort}
          onChange={(key) => {
            apply({ sort: freelancerSortOptions.find((option) => option === key) ?? defaultSearch.sort });
          }}
        />
      </form>

      <div className={styles.browse}>
        <p className={styles.browseLabel}>Not sure what to search for?</p>
        <CatalogButton type="SEE_MORE_ROLES_POPUP" label="See all roles" />
        <CatalogButton type="SEE_MORE_SKILLS_POPUP" label="See all skills" />
      </div>

      <p ref={summaryRef} role="status" className={styles.summary}>
        {summary}
      </p>

      {resource.status === 'loading' ? (
        <SkeletonGroup label="Loading experts…" className={styles.results}>
          {Array.from({ length: 6 }, (_, index) => (
            <ExpertCardSkeleton key={index} />
          ))}
        </SkeletonGroup>
      ) : resource.status === 'error' ? (
        <ErrorState
          title="The experts could not be loaded"
          message="Check your connection and try again."
          onRetry={retry}
          isRetrying={resource.isRetrying}
        />
      ) : resource.data.records.length === 0 ? (
        <EmptyState
          icon="search"
          title="No experts match your search"
          description="Try fewer words or another platform, or browse the experts by role or skill."
          action={
            <Button
              variant="secondary"
              onPress={() => {
                setParams(new URLSearchParams(), { preventScrollReset: true });
              }}
            >
              Clear search and filters
            </Button>
          }
        />
      ) : (
        <ul className={styles.results} aria-label="Experts">
          {resource.data.records.map((expert) => (
            <li key={expert.uuid}>
              <ExpertCard
                expert={expert}
                headingLevel={2}
                action={
                  isManager ? (
                    <Suspense fallback={null}>
                      <SaveExpert expert={expert} favorited={expert.favorited === true} />
                    </Suspense>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}

      {resource.status === 'error' ? null : (
        <ListPager
          label="Pages of experts"
          pageCount={pageCount}
          page={current.page}
          onPageChange={(page) => {
            apply({ page });
          }}
          top={summaryRef}
        />
      )}
    </div>
  );
}
