import { roleLabels } from '@cloudexperts/domain';
import * as styles from './pages.css.ts';

/** The signed-out home page; the full landing page of the spec replaces its body (issue 6). */
export function Home() {
  return (
    <section className={styles.section} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.heading}>
        Hire vetted cloud experts
      </h1>
      <p className={styles.lead}>
        AWS, Microsoft Azure, Google Cloud, Oracle, Salesforce and AI/ML specialists. {roleLabels.projectManager}, or{' '}
        {roleLabels.freelancer.toLowerCase()}.
      </p>
    </section>
  );
}
