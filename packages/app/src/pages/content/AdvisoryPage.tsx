import { useApi } from '@cloudexperts/flows';
import { ErrorState, SkeletonGroup } from '@cloudexperts/ui';
import type { AdvisoryPageId } from '../../site/paths.ts';
import { platformLabels, type Platform } from '../../site/platforms.ts';
import { ExpertCard, ExpertCardSkeleton } from '../experts/ExpertCard.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { advisoryPages, type AdvisoryContentPage } from './advisory.ts';
import { ContentHero, ContentSections, Highlights } from './ContentSections.tsx';
import * as styles from './content.css.ts';

/** The platform's best-rated experts, live from `GET /contact_experts`. */
function TopExperts({ platform }: { platform: Platform }) {
  const api = useApi();
  const { resource, retry } = useResource(platform, (signal) =>
    api.contactExperts({ query: { data: platform }, signal }),
  );
  const title = `Top ${platformLabels[platform]} experts`;
  if (resource.status === 'ready' && resource.data.experts.length === 0) return null;
  return (
    <section aria-labelledby="top-experts-title" className={styles.section}>
      <h2 id="top-experts-title" className={styles.sectionTitle}>
        {title}
      </h2>
      {resource.status === 'loading' ? (
        <SkeletonGroup label={`Loading ${title.toLowerCase()}…`} className={styles.experts}>
          <ExpertCardSkeleton />
          <ExpertCardSkeleton />
          <ExpertCardSkeleton />
        </SkeletonGroup>
      ) : resource.status === 'error' ? (
        <ErrorState
          headingLevel={3}
          title="The experts could not be loaded"
          message="Check your connection and try again."
          onRetry={retry}
          isRetrying={resource.isRetrying}
        />
      ) : (
        <ul className={styles.experts} aria-label={title}>
          {resource.data.experts.map((expert) => (
            <li key={expert.uuid}>
              <ExpertCard expert={expert} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
