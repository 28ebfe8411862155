import {
  contractDetailsLabels,
  contractRoutes,
  staffContractListLabels as labels,
  type StaffContractSummary,
} from '@cloudexperts/domain';
import { Badge } from '@cloudexperts/ui';
import { Link } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import { staffAmount, staffDay } from './format.ts';
import * as styles from './staff.css.ts';

export const contractStatusTone = { active: 'success', completed: 'neutral' } as const;

/** One contract of the staff lists: its job (the link to the staff view), its two parties, its terms and status. */
export function StaffContractRow({ contract }: { contract: StaffContractSummary }) {
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <Link to={contractRoutes.details(contract.id)} className={pageStyles.link}>
            {contract.job.title}
          </Link>
        </p>
        <p className={styles.muted}>{labels.client(contract.client.name)}</p>
        <p className={styles.muted}>{labels.freelancer(contract.freelancer.name)}</p>
      </div>
      <div className={styles.who}>
        <p className={styles.muted}>{staffAmount(contract)}</p>
        <p className={styles.muted}>{labels.started(staffDay(contract.started_at))}</p>
      </div>
      <div className={styles.badges}>
        <Badge tone={contractStatusTone[contract.status]}>{contractDetailsLabels.statuses[contract.status]}</Badge>
      </div>
    </li>
  );
}
