import { Link } from 'react-router';
import { helpPaths, type HelpPageId } from '../../site/paths.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { ContentHero, ContentSections } from './ContentSections.tsx';
import * as styles from './content.css.ts';
import { helpPages } from './help.ts';
import type { HelpContentPage } from './types.ts';

function Breadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.breadcrumbs}>
        <li className={styles.crumb}>
          <Link to={helpPaths.helpCenter} className={styles.inlineLink}>
            {helpPages.helpCenter.title}
          </Link>
        </li>
        <li className={styles.crumb}>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

/** A list of the page's sections, linking to their anchors (no search, by design). */
function TableOfContents({ page }: { page: HelpContentPage }) {
  return (
    <nav aria-labelledby="toc-title" className={styles.toc}>
      <h2 id="toc-title" className={styles.tocTitle}>
        On this page
      </h2>
      <ul className={styles.tocList}>
        {page.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.inlineLink}>
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The help page template: a trail back to the Help Center, a table of contents and the sections. */
export function HelpPage({ page, isHelpCenter = false }: { page: HelpContentPage; isHelpCenter?: boolean }) {
  usePageTitle(page.title);
  return (
    <article className={styles.page}>
      {isHelpCenter ? null : <Breadcrumbs current={page.title} />}
      <ContentHero page={page} eyebrow={isHelpCenter ? undefined : `Help for ${page.audience.toLowerCase()}`} />
      <div className={styles.withToc}>
        <TableOfContents page={page} />
        <ContentSections sections={page.sections} />
      </div>
    </article>
  );
}

/** A help page of the route table, by content id. */
export function HelpPageRoute({ id }: { id: HelpPageId }) {
  return <HelpPage page={helpPages[id]} isHelpCenter={id === 'helpCenter'} />;
}
