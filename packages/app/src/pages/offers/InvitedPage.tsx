import { invitationPageLabels as labels, jobBudgetText, type Invitation, type Offer } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, EmptyState, Tab, TabList, TabPanel, Tabs } from '@cloudexperts/ui';
import { useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { formatDay } from '../jobs/format.ts';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource, type Resource } from '../useResource.ts';
import * as styles from './offers.css.ts';
import { invitationDetailsPath, offerDetailsPath } from './paths.ts';

type TabId = 'invitations' | 'offers';
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
};

interface Paged<T> {
  records: T[];
  total_pages: number;
}

/** One tab's list: loading, failed with Retry, empty, or the items with the pager. */
function PagedList<T>({
  resource,
  retry,
  empty,
  label,
  pagesLabel,
  page,
  onPage,
  item,
}: {
  resource: Resource<Paged<T>>;
  retry: () => void;
  empty: { title: string; description: string };
  label: string;
  pagesLabel: string;
  page: number;
  onPage: (page: number) => void;
  item: (record: T) => ReactNode;
}) {
  const top = useRef<HTMLUListElement>(null);
  if (resource.status !== 'ready') return <ListFallback resource={resource} retry={retry} labels={labels} />;
  if (resource.data.records.length === 0)
    return <EmptyState icon="bell" title={empty.title} description={empty.description} headingLevel={2} />;
  return (
    <>
      <ul ref={top} className={styles.list} aria-label={label}>
        {resource.data.records.map(item)}
      </ul>
      <ListPager label={pagesLabel} pageCount={resource.data.total_pages} page={page} onPageChange={onPage} top={top} />
    </>
  );
}

const invitationTone = { pending: 'warning', accepted: 'success', declined: 'neutral', withdrawal: 'neutral' } as const;
const offerTone = { pending: 'warning', Accepted: 'success', Declined: 'neutral' } as const;

interface TabProps {
  isFreelancer: boolean;
  page: number;
  onPage: (page: number) => void;
}

function InvitationsTab({ isFreelancer, page, onPage }: TabProps) {
  const api = useApi();
  const { resource, retry } = useResource(`invitations ${String(page)}`, (signal) =>
    api.invitations({ query: { page }, signal }),
  );
  return (
    <PagedList
      resource={resource}
      retry={retry}
      empty={{
        title: labels.noInvitationsTitle,
        description: isFreelancer ? labels.noInvitationsFreelancer : labels.noInvitationsManager,
      }}
      label={labels.invitationsLabel}
      pagesLabel={labels.invitationsPages}
      page={page}
      onPage={onPage}
      item={(invitation: Invitation) => (
        <li key={invitation.id} className={styles.item}>
          <div className={styles.itemMain}>
            <h2 className={styles.itemTitle}>
              <Link to={invitationDetailsPath(invitation.id)} className={pageStyles.link}>
                {invitation.job.title}
              </Link>
            </h2>
            <p className={styles.muted}>
              {isFreelancer ? labels.from(invitation.job.client_name) : labels.to(invitation.freelancer.display_name)} ·{' '}
              {labels.sentOn(formatDay(invitation.created_at))}
            </p>
          </div>
          <Badge tone={invitationTone[invitation.status]}>{labels.invitationStatuses[invitation.status]}</Badge>
        </li>
      )}
    />
  );
}

function OffersTab({ isFreelancer, page, onPage }: TabProps) {
  const api = useApi();
  const { resource, retry } = useResource(`offers ${String(page)}`, (signal) =>
    api.offers({ query: { page }, signal }),
  );
  return (
    <PagedList
      resource={resource}
      retry={retry}
      empty={{
        title: labels.noOffersTitle,
        description: isFreelancer ? labels.noOffersFreelancer : labels.noOffersManager,
      }}
      label={labels.offersLabel}
      pagesLabel={labels.offersPages}
      page={page}
      onPage={onPage}
      item={(offer: Offer) => (
        <li key={offer.id} className={styles.item}>
          <div className={styles.itemMain}>
            <h2 className={styles.itemTitle}>
              {isFreelancer ? (
                <Link to={offerDetailsPath(offer.id)} className={pageStyles.link}>
                  {offer.job.title}
                </Link>
              ) : (
                offer.job.title
              )}
            </h2>
            <p className={styles.muted}>
              {isFreelancer ? labels.from(offer.job.client_name) : labels.to(offer.freelancer.display_name)} ·{' '}
              {jobBudgetText(offer.amount_cents / 100, offer.job_pay_type)} ·{' '}
              {labels.sentOn(formatDay(offer.created_at))}
            </p>
          </div>
          <Badge tone={offerTone[offer.status]}>{labels.offerStatuses[offer.status]}</Badge>
        </li>
      )}
    />
  );
}

/**
 * /invited (spec document 2, section 2, in both the Freelancer and the Project Manager sets):
 * invitations (`GET /get_invites`) and offers (`GET /get_offers`), a tab each, only the open tab
 * loaded; the freelancer sees what they received, the manager what they sent. Tab and page are in
 * the query string. An invitation opens /invitation-details/:id; an offer opens /offer-details/:id
 * for the freelancer (the manager's offers have no page of their own yet).
 */
export function InvitedPage() {
  usePageTitle(labels.title);
  const auth = useAuth();
  const isFreelancer = auth.status === 'signedIn' && auth.claims.role === 'freelancer';
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'offers' ? 'offers' : 'invitations';
  const page = pageOf(params.get('page'));
  const show = (next: { tab: TabId; page: number }) => {
    const query = new URLSearchParams();
    if (next.tab === 'offers') query.set('tab', 'offers');
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.muted}>{isFreelancer ? labels.freelancerLead : labels.managerLead}</p>
      </header>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          show({ tab: key === 'offers' ? 'offers' : 'invitations', page: 1 });
        }}
      >
        <TabList aria-label={labels.tabsLabel}>
          <Tab id="invitations">{labels.invitationsTab}</Tab>
          <Tab id="offers">{labels.offersTab}</Tab>
        </TabList>
        <TabPanel id="invitations">
          {tab === 'invitations' ? (
            <InvitationsTab isFreelancer={isFreelancer} page={page} onPage={(next) => show({ tab, page: next })} />
          ) : null}
        </TabPanel>
        <TabPanel id="offers">
          {tab === 'offers' ? (
            <OffersTab isFreelancer={isFreelancer} page={page} onPage={(next) => show({ tab, page: next })} />
          ) : null}
        </TabPanel>
      </Tabs>
    </div>
  );
}
