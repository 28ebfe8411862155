import {
  contractDetailsLabels,
  contractPaths,
  contractRoutes,
  staffActionLabels,
  staffDashboardLabels as labels,
  type StaffDashboard as Figures,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Card, CardBody, CardHeader, CardTitle, Stat } from '@cloudexperts/ui';
import { Link } from 'react-router';
import { ListFallback } from '../ListFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { useResource } from '../useResource.ts';
import { staffTime } from './format.ts';
import * as styles from './staff.css.ts';
import { staffJobPath } from './paths.ts';
import { StaffContractRow } from './StaffContractRow.tsx';
import { StaffMoneyLinks } from './money/StaffMoneyLinks.tsx';
import { AcrossClientsCard } from './schedule/AcrossClientsCard.tsx';

function Dashboard({ data }: { data: Figures }) {
  return (
    <div className={styles.cards}>
      <Card as="section" aria-labelledby="staff-by-status">
        <CardHeader>
          <CardTitle level={2} id="staff-by-status">
            {labels.byStatusTitle}
          </CardTitle>
        </CardHeader>
        <CardBody>
          <div className={styles.statusCounts}>
            {data.by_status.map((row) => (
              <Stat key={row.status} label={contractDetailsLabels.statuses[row.status]} value={String(row.count)} />
            ))}
          </div>
        </CardBody>
      </Card>
      <AcrossClientsCard />
      <Card as="section" aria-labelledby="staff-recent">
        <CardHeader>
          <CardTitle level={2} id="staff-recent">
            {labels.recentTitle}
          </CardTitle>
        </CardHeader>
        <CardBody>
          {data.recent.length === 0 ? (
            <p className={styles.muted}>{labels.noContracts}</p>
          ) : (
            <ul className={styles.rows} aria-labelledby="staff-recent">
              {data.recent.map((contract) => (
                <StaffContractRow key={contract.id} contract={contract} />
              ))}
            </ul>
          )}
          <p>
            <Link to={contractPaths.managerList} className={pageStyles.link}>
              {labels.allContracts}
            </Link>
          </p>
        </CardBody>
      </Card>
      <StaffMoneyLinks />
      <Card as="section" aria-labelledby="staff-actions">
        <CardHeader>
          <CardTitle level={2} id="staff-actions">
            {labels.myActionsTitle}
          </CardTitle>
        </CardHeader>
        <CardBody>
          {data.my_actions.length === 0 ? (
            <p className={styles.muted}>{labels.noActions}</p>
          ) : (
            <ul className={styles.plainList} aria-labelledby="staff-actions">
              {data.my_actions.map((action) => (
                <li key={action.id}>
                  {staffActionLabels[action.action]}:{' '}
                  {action.object.type === 'job' ? (
                    <Link to={staffJobPath(action.object.id)} className={pageStyles.link}>
                      {labels.onJob(action.object.id, action.client?.name ?? '—')}
                    </Link>
                  ) : (
                    <Link to={contractRoutes.details(action.object.id)} className={pageStyles.link}>
                      {labels.onContract(action.object.id, action.client?.name ?? '—')}
                    </Link>
                  )}
                  <span className={styles.muted}> · {staffTime(action.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

/**
 * The home (`/`) of Coordinator and Support (issue 19; `GET /staff/dashboard`): every contract by
 * status, the most recent contracts (each to its staff view) and the staff member's own latest
 * actions.
 */
export default function StaffDashboard() {
  const api = useApi();
  const { resource, retry } = useResource('staff dashboard', (signal) => api.staffDashboard({ signal }));
  if (resource.status !== 'ready') {
    return <ListFallback resource={resource} retry={retry} labels={labels} />;
  }
  return <Dashboard data={resource.data} />;
}
