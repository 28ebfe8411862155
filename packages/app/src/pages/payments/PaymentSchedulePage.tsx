import { paymentScheduleLabels as labels, paymentScheduleTabs, type PaymentScheduleTab } from '@cloudexperts/domain';
import { Tab, TabList, TabPanel, Tabs } from '@cloudexperts/ui';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { PaymentRequestHistory, requestStatusOf } from './PaymentRequestHistory.tsx';
import { PaymentScheduleList, stageOf } from './PaymentScheduleList.tsx';
import { pageFromQuery } from './paths.ts';
import * as styles from './payments.css.ts';

const tabOf = (value: string | null): PaymentScheduleTab =>
  paymentScheduleTabs.find((tab) => tab === value) ?? 'upcoming';

/**
 * /payment-schedule (spec document 2, section 2: in the Freelancer and the Project Manager sets;
 * the spec says nothing more; issue 17). The manager sees their schedule: milestones to fund,
 * money in escrow, requests waiting for their answer (to /review-pay). The freelancer has two
 * tabs: Upcoming (the same schedule from their side, with what they receive after the service
 * fee) and Payment requests (their own, with the client's answer). Tab, filter and page are in the
 * query string.
 */
export function PaymentSchedulePage() {
  usePageTitle(labels.title);
  const auth = useAuth();
  const isFreelancer = auth.status === 'signedIn' && auth.claims.role === 'freelancer';
  const [params, setParams] = useSearchParams();
  const tab = isFreelancer ? tabOf(params.get('tab')) : 'upcoming';
  const page = pageFromQuery(params.get('page'));
  const stage = stageOf(params.get('stage'));
  const status = requestStatusOf(params.get('status'));
  const show = (next: { tab: PaymentScheduleTab; filter?: [string, string | undefined]; page: number }) => {
    const query = new URLSearchParams();
    if (next.tab !== 'upcoming') query.set('tab', next.tab);
    const [key, value] = next.filter ?? [];
    if (key && value) query.set(key, value);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  const schedule = (
    <PaymentScheduleList
      isFreelancer={isFreelancer}
      stage={stage}
      page={page}
      onChange={(next) => {
        show({ tab: 'upcoming', filter: ['stage', next.stage], page: next.page });
      }}
    />
  );

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.muted}>{isFreelancer ? labels.freelancerLead : labels.managerLead}</p>
      </header>
      {isFreelancer ? (
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => {
            show({ tab: tabOf(String(key)), page: 1 });
          }}
        >
          <TabList aria-label={labels.tabsLabel}>
            {paymentScheduleTabs.map((id) => (
              <Tab key={id} id={id}>
                {labels.tabs[id]}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="upcoming">{tab === 'upcoming' ? schedule : null}</TabPanel>
          <TabPanel id="requests">
            {tab === 'requests' ? (
              <PaymentRequestHistory
                status={status}
                page={page}
                onChange={(next) => {
                  show({ tab: 'requests', filter: ['status', next.status], page: next.page });
                }}
              />
            ) : null}
          </TabPanel>
        </Tabs>
      ) : (
        schedule
      )}
    </div>
  );
}
