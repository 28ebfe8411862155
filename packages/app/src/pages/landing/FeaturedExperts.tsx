import { useApi } from '@cloudexperts/flows';
import { EmptyState, ErrorState, SkeletonGroup } from '@cloudexperts/ui';
import { Link } from 'react-router';
import { paths } from '../../site/paths.ts';
import { ExpertCard, ExpertCardSkeleton } from '../experts/ExpertCard.tsx';
import { useResource } from '../useResource.ts';
import * as styles from './LandingParts.css.ts';

/** How many placeholders hold the grid's place while it loads (the API sends 8 profiles). */
const PLACEHOLDERS = 4;

/**
 * The featured-architect grid (spec document 1, sections 2 and 7: `GET /profiles/sample_profiles`),
 * with placeholders while it loads, an error with Retry, and a way on when there is nobody to show.
 */
export function FeaturedExperts() {
  const api = useApi();
  const { resource, retry } = useResource(
    'sampleProfiles',
    async (signal) => (await api.sampleProfiles({ signal })).profiles,
  );

  if (resource.status === 'loading') {
    return (
      <SkeletonGroup label="Loading featured experts…" className={styles.experts}>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <ExpertCardSkeleton key={index} />
        ))}
      </SkeletonGroup>
    );
  }
  if (resource.status === 'error') {
    return (
      <ErrorState
        headingLevel={3}
        title="The featured experts could not be loaded"
        message="Check your connection and try again."
        onRetry={retry}
        isRetrying={resource.isRetrying}
      />
    );
  }
  if (resource.data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon="user"
        title="No featured experts right now"
        description={
          <>
            Every approved expert is listed on{' '}
            <Link to={paths.findExperts} className={styles.emptyLink}>
              Find Experts
            </Link>
            .
          </>
        }
      />
    );
  }
  return (
    <ul className={styles.experts} aria-label="Featured experts">
      {resource.data.map((expert) => (
        <li key={expert.uuid}>
          <ExpertCard expert={expert} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
