import {
  findFreelancersLabels as labels,
  findFreelancersPath,
  findFreelancersTabs,
  type FindFreelancersTab,
} from '@cloudexperts/domain';
import { Link } from 'react-router';
import * as styles from './FindFreelancers.css.ts';

/**
 * The tabs of /find-freelancers/:tab for a Project Manager, as links: each tab is its own address
 * (Search is Find Experts at /find-freelancers/search), so Back and a shared link keep the tab.
 */
export function FindFreelancersNav({ current }: { current: FindFreelancersTab }) {
  return (
    <nav aria-label={labels.navLabel} className={styles.nav}>
      <ul className={styles.navList}>
        {findFreelancersTabs.map((tab) => (
          <li key={tab}>
            <Link
              to={findFreelancersPath(tab)}
              className={styles.navLink}
              aria-current={tab === current ? 'page' : undefined}
            >
              {labels.tabs[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
