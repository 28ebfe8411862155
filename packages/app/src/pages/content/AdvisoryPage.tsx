import type { AdvisoryPageId } from '../../site/paths.ts';
import { TopExperts } from '../experts/TopExperts.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { advisoryPages, type AdvisoryContentPage } from './advisory.ts';
import { ContentHero, ContentSections, Highlights } from './ContentSections.tsx';
import * as styles from './content.css.ts';

/** The advisory page template: a platform's services, its top experts, the engagement and pricing. */
export function AdvisoryPage({ page }: { page: AdvisoryContentPage }) {
  usePageTitle(page.title);
  return (
    <article className={styles.page}>
      <ContentHero page={page} eyebrow="Advisory services" />
      {page.highlights?.length ? <Highlights items={page.highlights} /> : null}
      {page.platform ? <TopExperts platform={page.platform} /> : null}
      <ContentSections sections={page.sections} />
    </article>
  );
}

/** An advisory page of the route table, by content id. */
export function AdvisoryPageRoute({ id }: { id: AdvisoryPageId }) {
  return <AdvisoryPage page={advisoryPages[id]} />;
}
