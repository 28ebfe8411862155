import * as styles from './pages.css.ts';

/** Shown in the main area while a page's code loads on the first visit. */
export function PageLoading() {
  return (
    <p role="status" className={styles.loading}>
      Loading…
    </p>
  );
}
