import { analyticsLabels, staffAnalyticsLabels as labels, staffScheduleLimits } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Button, EmptyState, SearchField } from '@cloudexperts/ui';
import { useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ManagerFigures, PeriodToolbar, periodOf } from '../../analytics/AnalyticsPage.tsx';
import * as styles from '../../analytics/analytics.css.ts';
import { browserZone } from '../../availability/today.ts';
import { ListFallback } from '../../ListFallback.tsx';
import { usePageTitle } from '../../usePageTitle.ts';
import { useResource } from '../../useResource.ts';
import { filters } from '../staff.css.ts';

/** The client filter in the address (`?client=`), trimmed to what the API takes. */
const clientParam = (params: URLSearchParams) =>
  (params.get('client') ?? '').trim().slice(0, staffScheduleLimits.maxSearchLength);

export interface StaffAnalyticsPageProps {
  /** The zone months are counted in. @default the browser's */
  zone?: string;
}

/**
 * /analytics of Coordinator and Support (issue 19; `GET /staff/analytics`): the manager's figures
 * (spend, jobs posted, proposals received, hires, escrow) over every client, or over the clients
 * whose name, company or email the filter matches (`?client=`), over 6, 12 or 24 months (`?months=`).
 */
export function StaffAnalyticsPage({ zone = browserZone() }: StaffAnalyticsPageProps) {
  usePageTitle(analyticsLabels.title);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const months = periodOf(params.get('months'));
  const client = clientParam(params);
  const [draft, setDraft] = useState(client);
  const [shown, setShown] = useState(client);
  if (shown !== client) {
    setShown(client);
    setDraft(client);
  }
  const query = { months, zone, ...(client ? { client } : {}) };
  const { resource, retry } = useResource(`staff analytics ${JSON.stringify(query)}`, (signal) =>
    api.staffAnalytics({ query, signal }),
  );
  const filter = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('client', value);
        else next.delete('client');
        return next;
      },
      { preventScrollReset: true },
    );
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    filter(draft.trim());
  };
  const data = resource.status === 'ready' ? resource.data : null;
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{analyticsLabels.title}</h1>
        {data ? (
          <p className={styles.muted} role="status">
            {data.client === null ? labels.lead(data.clients) : labels.clientLead(data.clients)}
          </p>
        ) : null}
      </header>
      <form role="search" aria-label={labels.clientField} className={filters} onSubmit={onSubmit}>
        <SearchField
          label={labels.clientField}
          placeholder={labels.clientPlaceholder}
          value={draft}
          onChange={setDraft}
          onClear={() => {
            filter('');
          }}
          maxLength={staffScheduleLimits.maxSearchLength}
        />
        <Button type="submit">{labels.clientButton}</Button>
        {client ? (
          <Button
            variant="secondary"
            onPress={() => {
              filter('');
            }}
          >
            {labels.clearClient}
          </Button>
        ) : null}
      </form>
      <PeriodToolbar months={months} />
      <ListFallback resource={resource} retry={retry} labels={analyticsLabels} rowHeight="12rem" />
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
