import { landingLabels } from '@cloudexperts/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { howItWorksViews, type HowItWorksView } from './content.ts';
import * as styles from './Landing.css.ts';

const views = Object.keys(howItWorksViews) as HowItWorksView[];

/**
 * How it Works (spec document 1, section 2): a toggle between the Client's steps (post a job,
 * collaborate, make payment by milestone) and the Cloud Expert's (describe yourself, get hired,
 * get paid). The toggle is two buttons, the pressed one showing its steps.
 */
export function HowItWorks() {
  const [view, setView] = useState<HowItWorksView>('client');
  const headingId = useId();
  const current = howItWorksViews[view];
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {landingLabels.howItWorks.title}
        </h2>
        <div role="group" aria-label="Show the steps for" className={styles.toggle}>
          {views.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.toggleButton}
              aria-pressed={option === view}
              onClick={() => {
                setView(option);
              }}
            >
              {howItWorksViews[option].label}
            </button>
          ))}
        </div>
      </div>
      <ol className={styles.steps} aria-label={`Steps for a ${current.label}`}>
        {current.steps.map((step, index) => (
          <li key={step.title} className={styles.tile}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.tileTitle}>{step.title}</h3>
            <p className={styles.tileText}>{step.text}</p>
          </li>
        ))}
      </ol>
      <p className={styles.asideText}>
        <Link to={current.more.to} className={styles.textLink}>
          {current.more.label}
        </Link>
      </p>
    </section>
  );
}
