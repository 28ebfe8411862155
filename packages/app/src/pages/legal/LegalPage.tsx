import { ApiError } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { ErrorState, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import type { LegalPageId } from '../../site/paths.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './legal.css.ts';
import { Markdown } from './Markdown.tsx';

/** The content template behind each legal page (`GET /template_details?template_name=`). */
export const legalTemplates: Record<LegalPageId, { templateName: string; title: string }> = {
  termsOfService: { templateName: 'terms_of_service', title: 'Terms of Service' },
  privacyPolicy: { templateName: 'privacy_policy', title: 'Privacy Policy' },
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 404
    ? 'This document is not published yet. Please try again later.'
    : 'Check your connection and try again.';

/** The legal page template: a published content template, rendered from its Markdown. */
export function LegalPage({ id }: { id: LegalPageId }) {
  const api = useApi();
  const { templateName, title: fallbackTitle } = legalTemplates[id];
  const { resource, retry } = useResource(templateName, (signal) =>
    api.templateDetails({ query: { template_name: templateName }, signal }),
  );
  const title = resource.status === 'ready' ? resource.data.template.title : fallbackTitle;
  usePageTitle(title);
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <h1 id="legal-title" className={styles.title}>
        {title}
      </h1>
      {resource.status === 'loading' ? (
        <SkeletonGroup label={`Loading the ${title}…`} className={styles.skeleton}>
          <Skeleton width="12rem" />
          <Skeleton lines={4} />
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton lines={5} />
        </SkeletonGroup>
      ) : resource.status === 'error' ? (
        <ErrorState
          title={`The ${title} could not be loaded`}
          message={failureMessage(resource.error)}
          onRetry={retry}
          isRetrying={resource.isRetrying}
        />
      ) : (
        <>
          <p className={styles.updated}>
            Last updated{' '}
            <time dateTime={resource.data.template.updated_at}>
              {dateFormat.format(new Date(resource.data.template.updated_at))}
            </time>
          </p>
          <Markdown source={resource.data.template.body} title={resource.data.template.title} />
        </>
      )}
    </article>
  );
}
