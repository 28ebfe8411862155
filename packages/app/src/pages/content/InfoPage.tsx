import type { InfoPageId } from '../../site/paths.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { ContentHero, ContentSections, Highlights } from './ContentSections.tsx';
import * as styles from './content.css.ts';
import { infoPages } from './info.ts';
import type { ContentPage } from './types.ts';

/** The information page template: heading, lead, calls to action, figures and sections. */
export function InfoPage({ page }: { page: ContentPage }) {
  usePageTitle(page.title);
  return (
    <article className={styles.page}>
      <ContentHero page={page} />
      {page.highlights?.length ? <Highlights items={page.highlights} /> : null}
      <ContentSections sections={page.sections} />
    </article>
  );
}

/** An information page of the route table, by content id. */
export function InfoPageRoute({ id }: { id: InfoPageId }) {
  return <InfoPage page={infoPages[id]} />;
}
