import { Link, useLocation } from 'react-router';
import * as styles from './pages.css.ts';

/** Shown for any path the route table does not know, including routes not built yet. */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <section className={styles.section} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.heading}>
        Page not found
      </h1>
      <p className={styles.lead}>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <Link to="/" className={styles.link}>
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
