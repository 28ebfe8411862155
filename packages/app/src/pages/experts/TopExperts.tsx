import { TOP_EXPERTS_COUNT, topExpertsLabels as labels, type FreelancerCard } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { ErrorState, SkeletonGroup } from '@cloudexperts/ui';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useAuth } from '../../auth/AuthContext.tsx';
import type { Platform } from '../../site/platforms.ts';
import * as styles from '../content/content.css.ts';
import { useResource } from '../useResource.ts';
import { ExpertCard, ExpertCardSkeleton } from './ExpertCard.tsx';

// A manager's Save toggles load only for managers.
const SaveExpert = lazy(async () => ({ default: (await import('../FindExperts/ManagerTools.tsx')).SaveExpert }));

/**
 * A platform's best-rated experts, live from `GET /contact_experts?data=<platform>` (the advisory
 * and category pages): placeholders while they load, an error with Retry, and the cards. With none
 * to show, the section shows `empty`, or is left out without it. A signed-in Project Manager gets
 * the same experts from the signed-in search (`GET /find_freelancers`, the platform, best rated
 * first, as many: the same query, each card marked `favorited`) with a Save toggle on each.
 */
export function TopExperts({ platform, empty }: { platform: Platform; empty?: ReactNode }) {
  const api = useApi();
  const auth = useAuth();
  const isManager = auth.status === 'signedIn' && auth.claims.role === 'project_manager';
  const titleId = useId();
  const { resource, retry } = useResource<{ experts: Array<FreelancerCard & { favorited?: boolean }> }>(
    `${platform} ${String(isManager)}`,
    (signal) =>
      isManager
        ? api
            .findFreelancersSignedIn({
              query: { platform, sort_by: 'rating', per_page: TOP_EXPERTS_COUNT },
              signal,
            })
            .then((answer) => ({ experts: answer.records }))
        : api.contactExperts({ query: { data: platform }, signal }),
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
              <ExpertCard
                expert={expert}
                action={
                  isManager ? (
                    <Suspense fallback={null}>
                      <SaveExpert expert={expert} favorited={expert.favorited === true} />
                    </Suspense>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
