import { staffScheduleDashboardLabels as labels } from '@cloudexperts/domain';
import { Card, CardBody, CardHeader, CardTitle } from '@cloudexperts/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import * as pageStyles from '../../pages.css.ts';
import * as styles from '../staff.css.ts';
import { staffSchedulePaths } from './paths.ts';

/** The staff home's way to every client's interviews (/experts-schedule) and figures (/analytics). */
export function AcrossClientsCard() {
  const titleId = useId();
  const links = [
    { to: staffSchedulePaths.schedule, label: labels.schedule, help: labels.scheduleHelp },
    { to: staffSchedulePaths.analytics, label: labels.analytics, help: labels.analyticsHelp },
  ];
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
            <li key={link.to} className={styles.party}>
              <Link to={link.to} className={pageStyles.link}>
                {link.label}
              </Link>
              <span className={styles.partyEmail}>{link.help}</span>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
