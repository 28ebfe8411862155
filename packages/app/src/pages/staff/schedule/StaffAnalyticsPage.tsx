import { analyticsLabels, staffAnalyticsLabels as labels, staffScheduleLimits } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Button, EmptyState } from '@cloudexperts/ui';
import { useSearchParams } from 'react-router';
import { ManagerFigures, PeriodToolbar, periodOf } from '../../analytics/AnalyticsPage.tsx';
import * as styles from '../../analytics/analytics.css.ts';
import { browserZone } from '../../availability/today.ts';
import { isNotFound } from '../../DetailFallback.tsx';
import { ListFallback } from '../../ListFallback.tsx';
import { usePageTitle } from '../../usePageTitle.ts';
import { useResource } from '../../useResource.ts';
import { filters } from '../staff.css.ts';
import { AnalyticsClientPicker } from './AnalyticsClientPicker.tsx';
import { clientIdParam } from './paths.ts';

/** The client filter in the address (`?client=`), trimmed to what the API takes. */
const clientParam = (params: URLSearchParams) =>
  (params.get('client') ?? '').trim().slice(0, staffScheduleLimits.maxSearchLength);

export interface StaffAnalyticsPageProps {
  /** The zone months are counted in. @default the browser's */
  zone?: string;
}

/**
 * /analytics of Coordinator and Support (issue 19; `GET /staff/analytics`): the manager's figures
 * (spend, jobs posted, proposals received, hires, escrow) over every client, or over one client
 * picked by name, company or email (`?client_id=`; the picker is `GET /staff/analytics/clients`),
 * over 6, 12 or 24 months (`?months=`). An address with a term (`?client=`, every client it
 * matches, summed) is still read; an id no client has is "Client not found".
 */
export function StaffAnalyticsPage({ zone = browserZone() }: StaffAnalyticsPageProps) {
  usePageTitle(analyticsLabels.title);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const months = periodOf(params.get('months'));
  const clientId = clientIdParam(params);
  const client = clientId === undefined ? clientParam(params) : '';
  const query = {
    months,
    zone,
    ...(typeof clientId === 'number' ? { client_id: clientId } : {}),
    ...(client ? { client } : {}),
  };
  const { resource, retry } = useResource(`staff analytics ${JSON.stringify(query)}`, (signal) =>
    clientId === null ? Promise.resolve(null) : api.staffAnalytics({ query, signal }),
  );
  /** Shows one client (by id), or every client (none). */
  const show = (id: number | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('client');
        if (id === null) next.delete('client_id');
        else next.set('client_id', String(id));
        return next;
      },
      { preventScrollReset: true },
    );
  };
  const allClients = (
    <Button
      variant="secondary"
      onPress={() => {
        show(null);
      }}
    >
      {labels.clearClient}
    </Button>
  );
  const data = resource.status === 'ready' ? resource.data : null;
  const notFound = isNotFound(resource, data);
  const account = data?.client_account ?? null;
  let lead = null;
  if (account) lead = labels.chosenLead(labels.clientName(account.name, account.company_name));
  else if (data) lead = data.client === null ? labels.lead(data.clients) : labels.clientLead(data.clients);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{analyticsLabels.title}</h1>
        {lead ? (
          <p className={styles.muted} role="status">
            {lead}
          </p>
        ) : null}
      </header>
      <div className={filters}>
        <AnalyticsClientPicker chosen={clientId ?? undefined} onChoose={show} />
        {clientId !== undefined || client ? allClients : null}
      </div>
      <PeriodToolbar months={months} />
      {notFound ? (
        <EmptyState
          icon="search"
          title={labels.clientNotFound}
          description={labels.clientNotFoundText}
          headingLevel={2}
        />
      ) : (
        <ListFallback resource={resource} retry={retry} labels={analyticsLabels} rowHeight="12rem" />
      )}
      {data ? (
        data.clients === 0 ? (
          <EmptyState icon="search" title={labels.noClient} headingLevel={2} />
        ) : (
          <ManagerFigures data={data} months={months} />
        )
      ) : null}
    </div>
  );
}
