import { topExpertsLabels as labels } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { ErrorState, SkeletonGroup } from '@cloudexperts/ui';
import { useId, type ReactNode } from 'react';
import type { Platform } from '../../site/platforms.ts';
import * as styles from '../content/content.css.ts';
import { useResource } from '../useResource.ts';
import { ExpertCard, ExpertCardSkeleton } from './ExpertCard.tsx';

/**
 * A platform's best-rated experts, live from `GET /contact_experts?data=<platform>` (the advisory
 * and category pages): placeholders while they load, an error with Retry, and the cards. With none
 * to show, the section shows `empty`, or is left out without it.
 */
export function TopExperts({ platform, empty }: { platform: Platform; empty?: ReactNode }) {
  const api = useApi();
  const titleId = useId();
  const { resource, retry } = useResource(platform, (signal) =>
    api.contactExperts({ query: { data: platform }, signal }),
  );
  const none = resource.status === 'ready' && resource.data.experts.length === 0;
  if (none && empty === undefined) return null;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {labels.title(platform)}
      </h2>
      {resource.status === 'loading' ? (
        <SkeletonGroup label={labels.loading(platform)} className={styles.experts}>
          <ExpertCardSkeleton />
          <ExpertCardSkeleton />
          <ExpertCardSkeleton />
        </SkeletonGroup>
      ) : resource.status === 'error' ? (
        <ErrorState
          headingLevel={3}
          title={labels.failedTitle}
          message={labels.failedMessage}
          onRetry={retry}
          isRetrying={resource.isRetrying}
        />
      ) : none ? (
        empty
      ) : (
        <ul className={styles.experts} aria-label={labels.title(platform)}>
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
