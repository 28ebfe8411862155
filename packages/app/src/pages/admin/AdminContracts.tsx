import {
  adminContractLabels as labels,
  adminFreelancerPath,
  adminJobPath,
  moneyText,
  type AdminContract,
} from '@cloudexperts/domain';
import { Badge } from '@cloudexperts/ui';
import { Link } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import * as styles from './admin.css.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Contracts as the admin's job and client pages list them: who, what, status and the money. */
export function AdminContracts({
  contracts,
  labelledBy,
  showJob,
  freelancerPath = adminFreelancerPath,
}: {
  contracts: AdminContract[];
  /** The id of the heading that names the table (the page's Contracts section). */
  labelledBy: string;
  showJob: boolean;
  /**
   * Where a freelancer's name leads, by their profile's uuid.
   * @default adminFreelancerPath (the admin's review page)
   */
  freelancerPath?: (profileUuid: string) => string;
}) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{labels.freelancer}</th>
            {showJob ? <th scope="col">{labels.job}</th> : null}
            <th scope="col">{labels.status}</th>
            <th scope="col">{labels.amount}</th>
            <th scope="col">{labels.paid}</th>
            <th scope="col">{labels.escrow}</th>
            <th scope="col">{labels.started}</th>
            <th scope="col">{labels.ended}</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => {
            const name = `${contract.freelancer.first_name} ${contract.freelancer.last_name}`;
            return (
              <tr key={contract.id}>
                <th scope="row">
                  {contract.freelancer.profile_uuid ? (
                    <Link to={freelancerPath(contract.freelancer.profile_uuid)} className={pageStyles.link}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </th>
                {showJob ? (
                  <td>
                    <Link to={adminJobPath(contract.job.id)} className={pageStyles.link}>
                      {contract.job.title}
                    </Link>
                  </td>
                ) : null}
                <td>
                  <Badge tone={contract.status === 'active' ? 'success' : 'neutral'}>{labels[contract.status]}</Badge>
                </td>
                <td>
                  {moneyText(contract.amount_cents)}
                  {contract.job_pay_type === 'hourly' ? labels.perHour : ''}
                </td>
                <td>{moneyText(contract.paid_cents)}</td>
                <td>{moneyText(contract.escrow_cents)}</td>
                <td>{dateFormat.format(new Date(contract.started_at))}</td>
                <td>{contract.ended_at ? dateFormat.format(new Date(contract.ended_at)) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
