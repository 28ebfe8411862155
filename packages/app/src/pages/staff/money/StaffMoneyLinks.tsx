import { staffMoneyLinks as labels } from '@cloudexperts/domain';
import { Card, CardBody, CardHeader, CardTitle } from '@cloudexperts/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import * as pageStyles from '../../pages.css.ts';
import { paymentPaths } from '../../payments/paths.ts';
import * as styles from '../staff.css.ts';

const links = [
  { to: paymentPaths.reviewPay, label: labels.reviewPay },
  { to: paymentPaths.transactions, label: labels.transactions },
  { to: paymentPaths.paymentSchedule, label: labels.paymentSchedule },
] as const;

/** The staff home's way to the money pages (the manager's pages have no header links either). */
export function StaffMoneyLinks() {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle level={2} id={titleId}>
          {labels.title}
        </CardTitle>
      </CardHeader>
      <CardBody>
        <ul className={styles.plainList} aria-labelledby={titleId}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={pageStyles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
