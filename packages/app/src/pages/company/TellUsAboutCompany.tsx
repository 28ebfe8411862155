import { companyEnquiryLabels as labels } from '@cloudexperts/domain';
import { ProjectEnquiryPanel } from '@cloudexperts/flows';
import { useId } from 'react';
import { paths } from '../../site/paths.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './TellUsAboutCompany.css.ts';

const sentLink = { href: paths.home, label: labels.backHome };

/**
 * /tell-us-about-company (spec document 1, section 2: a public route whose content the spec does not
 * show): a company that wants to hire says who it is and what it needs. The 'Tell us about your
 * Projects' flow (name, work email, optional phone, company, message, captcha; `POST
 * /talk_to_experts`) on the page instead of in its modal; once sent, its success message stays with
 * a link home instead of the modal's reload.
 */
export function TellUsAboutCompany() {
  usePageTitle(labels.title);
  const titleId = useId();
  const nextId = useId();
  return (
    <div className={styles.page}>
      <section aria-labelledby={titleId} className={styles.intro}>
        <h1 id={titleId} className={styles.title}>
          {labels.title}
        </h1>
        <p className={styles.lead}>{labels.lead}</p>
        <h2 id={nextId} className={styles.nextTitle}>
          {labels.nextTitle}
        </h2>
        <ol aria-labelledby={nextId} className={styles.steps}>
          {labels.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <ProjectEnquiryPanel sentLink={sentLink} />
    </div>
  );
}
