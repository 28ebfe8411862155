import { Accordion, Disclosure } from '@cloudexperts/ui';
import { Link } from 'react-router';
import * as styles from './content.css.ts';
import type { ContentHighlight, ContentLink, ContentPage, ContentSection } from './types.ts';

/** The page's heading, lead, calls to action and figures. */
export function ContentHero({ page, eyebrow }: { page: ContentPage; eyebrow?: string }) {
  return (
    <header className={styles.hero}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.lead}>{page.lead}</p>
      {page.actions?.length ? <Actions actions={page.actions} /> : null}
    </header>
  );
}

function Actions({ actions }: { actions: readonly ContentLink[] }) {
  return (
    <div className={styles.actions}>
      {actions.map((action, index) => (
        <Link key={action.to} to={action.to} className={index === 0 ? styles.primaryAction : styles.secondaryAction}>
          {action.label}
        </Link>
      ))}
    </div>
  );
}

/** Figures as a description list: the caption is the term, the figure its description. */
export function Highlights({ items }: { items: readonly ContentHighlight[] }) {
  return (
    <dl className={styles.highlights}>
      {items.map((item) => (
        <div key={item.label} className={styles.highlight}>
          <dt className={styles.highlightLabel}>{item.label}</dt>
          <dd className={styles.highlightValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ section }: { section: ContentSection }) {
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {section.title}
      </h2>
      {section.paragraphs?.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
      {section.points?.length ? (
        <ul className={styles.points}>
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {section.steps?.length ? (
        <ol className={styles.steps}>
          {section.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {section.faqs?.length ? (
        <Accordion allowsMultipleExpanded>
          {section.faqs.map((faq) => (
            <Disclosure key={faq.question} id={faq.question} title={faq.question} headingLevel={3}>
              <p className={styles.paragraph}>{faq.answer}</p>
            </Disclosure>
          ))}
        </Accordion>
      ) : null}
      {section.links?.length ? (
        <ul className={styles.linkGrid}>
          {section.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.linkCard}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The sections of a written page, each a region named by its heading. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </div>
  );
}
