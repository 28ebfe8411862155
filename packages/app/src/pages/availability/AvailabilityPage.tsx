import {
  availabilityLabels as labels,
  availabilityMessages as messages,
  type ResponseOf,
  type TimeOff,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Banner, Tab, TabList, TabPanel, Tabs } from '@cloudexperts/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ListFallback } from '../ListFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './availability.css.ts';
import { availabilityPaths } from './paths.ts';
import { TimeOffForm } from './TimeOffForm.tsx';
import { browserToday, browserZone } from './today.ts';
import { WeekEditor } from './WeekEditor.tsx';

type TabId = 'manage' | 'time-off';

export interface AvailabilityPageProps {
  /** Today in the freelancer's zone. @default the browser's */
  today?: string;
  /** The zone a first save puts the week in. @default the browser's */
  zone?: string;
}

/**
 * /availablitytabs (spec document 2, sections 2 and 3): the tabs Manage Availability and Request
 * Time Off, the tab in the query (`?tab=time-off`, `&edit=<id>` to edit an entry from the calendar).
 */
export function AvailabilityPage({ today = browserToday(), zone = browserZone() }: AvailabilityPageProps) {
  usePageTitle(labels.pageTitle);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab: TabId = params.get('tab') === 'time-off' ? 'time-off' : 'manage';
  const editId = Number(params.get('edit'));
  const [done, setDone] = useState<string | undefined>();

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.pageTitle}</h1>
        <p className={styles.muted}>
          <Link to={availabilityPaths.schedule} className={pageStyles.link}>
            {labels.seeCalendar}
          </Link>
        </p>
      </header>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(next) => {
          setDone(undefined);
          setParams(next === 'time-off' ? { tab: 'time-off' } : {});
        }}
      >
        <TabList aria-label={labels.pageTitle}>
          <Tab id="manage">{labels.manageTab}</Tab>
          <Tab id="time-off">{labels.timeOffTab}</Tab>
        </TabList>
        <TabPanel id="manage">{tab === 'manage' ? <ManageTab today={today} zone={zone} /> : null}</TabPanel>
        <TabPanel id="time-off">
          {tab === 'time-off' ? (
            <>
              {done ? (
                <Banner tone="success" title={done}>
                  <Link to={availabilityPaths.schedule} className={pageStyles.link}>
                    {labels.seeCalendar}
                  </Link>
                </Banner>
              ) : null}
              {Number.isInteger(editId) && editId > 0 ? (
                <EditTimeOff
                  id={editId}
                  today={today}
                  onDone={() => {
                    void navigate(availabilityPaths.schedule);
                  }}
                  onCancel={() => {
                    void navigate(availabilityPaths.schedule);
                  }}
                />
              ) : (
                <TimeOffForm
                  key={done ?? 'new'}
                  today={today}
                  onDone={() => {
                    setDone(labels.timeOffRequested);
                  }}
                />
              )}
            </>
          ) : null}
        </TabPanel>
      </Tabs>
    </div>
  );
}

function ManageTab({ today, zone }: { today: string; zone: string }) {
  const api = useApi();
  const { resource, retry } = useResource<ResponseOf<'availability'>>('availability', (signal) =>
    api.availability({ signal }),
  );
  if (resource.status !== 'ready') {
    return (
      <ListFallback
        resource={resource}
        retry={retry}
        labels={{ loading: labels.loading, loadFailed: labels.loadFailed, retry: labels.retry }}
      />
    );
  }
  return <WeekEditor saved={resource.data} today={today} zone={zone} />;
}

/** The entry to edit, found among the freelancer's time off from today on. */
function EditTimeOff({
  id,
  today,
  onDone,
  onCancel,
}: {
  id: number;
  today: string;
  onDone: (timeOff: TimeOff) => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const { resource, retry } = useResource<TimeOff | null>(`time off ${String(id)}`, async (signal) => {
    const page = await api.timeOffs({ query: { from: today, per_page: 50 }, signal });
    return page.records.find((entry) => entry.id === id) ?? null;
  });
  if (resource.status !== 'ready') {
    return (
      <ListFallback
        resource={resource}
        retry={retry}
        labels={{ loading: labels.loading, loadFailed: labels.timeOffLoadFailed, retry: labels.retry }}
      />
    );
  }
  if (!resource.data) return <Banner tone="warning" title={messages.timeOffNotFound} />;
  return <TimeOffForm today={today} editing={resource.data} onDone={onDone} onCancel={onCancel} />;
}
