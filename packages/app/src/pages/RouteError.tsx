import { Link } from 'react-router';
import * as styles from './pages.css.ts';

/**
 * A page that failed to render or whose code failed to load (a lost connection, or a new version
 * deployed since this tab opened). The header and footer stay; reloading fetches the current code.
 */
export function RouteError() {
  return (
    <section className={styles.section} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.heading}>
        This page could not be shown
      </h1>
      <p className={styles.lead}>Check your connection, then reload the page.</p>
      <p>
        <a href={window.location.href} className={styles.link}>
          Reload the page
        </a>{' '}
        or{' '}
        <Link to="/" className={styles.link}>
          go to the home page
        </Link>
        .
      </p>
    </section>
  );
}
