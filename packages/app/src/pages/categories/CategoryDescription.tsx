import {
  categoryDescriptions,
  categoryPageLabels as labels,
  platformOptions,
  publicSiteLabels,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardTitle,
  Chip,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
} from '@cloudexperts/ui';
import { useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { categoryPath, paths } from '../../site/paths.ts';
import type { Platform } from '../../site/platforms.ts';
import * as content from '../content/content.css.ts';
import { DetailNotFound } from '../DetailStates.tsx';
import { TopExperts } from '../experts/TopExperts.tsx';
import { defaultSearch, writeExpertSearch } from '../FindExperts/searchState.ts';
import * as details from '../jobs/JobDetails.css.ts';
import { jobPaths } from '../jobs/paths.ts';
import { defaultJobSearch, writeJobSearch } from '../jobs/jobSearchState.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './CategoryDescription.css.ts';

/** The public expert search and job search, filtered to the platform. */
const findExpertsPath = (platform: Platform) =>
  `${paths.findExperts}?${writeExpertSearch({ ...defaultSearch, platform }).toString()}`;
const findWorkPath = (platform: Platform) =>
  `${jobPaths.publicSearch}?${writeJobSearch({ ...defaultJobSearch, platform }).toString()}`;

/** How many chips hold the skills' place while they load. */
const SKILL_PLACEHOLDERS = 4;

/** The category's skills: the catalogue's (`GET /jobs/fetch_tech_skill`) whose platform it is. */
function Skills({ platform }: { platform: Platform }) {
  const api = useApi();
  const titleId = useId();
  const { resource, retry } = useResource('skills', async (signal) => (await api.skills({ signal })).skills);
  const skills = resource.status === 'ready' ? resource.data.filter((skill) => skill.platforms.includes(platform)) : [];
  return (
    <section aria-labelledby={titleId} className={content.section}>
      <h2 id={titleId} className={content.sectionTitle}>
        {labels.skillsTitle}
      </h2>
      {resource.status === 'loading' ? (
        <SkeletonGroup label={labels.skillsLoading} className={details.skills}>
          {Array.from({ length: SKILL_PLACEHOLDERS }, (_, index) => (
            <Skeleton key={index} shape="rectangle" width="8rem" height="2rem" />
          ))}
        </SkeletonGroup>
      ) : resource.status === 'error' ? (
        <ErrorState
          headingLevel={3}
          title={labels.skillsFailedTitle}
          message={labels.skillsFailedMessage}
          onRetry={retry}
          isRetrying={resource.isRetrying}
        />
      ) : skills.length === 0 ? (
        <p className={content.paragraph}>{labels.noSkills}</p>
      ) : (
        <ul className={details.skills} aria-label={labels.skillsTitle}>
          {skills.map((skill) => (
            <li key={skill.id}>
              <Chip label={skill.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One category: its description, the two ways on, its skills, its best experts and the others. */
function Category({ platform }: { platform: Platform }) {
  const description = categoryDescriptions[platform];
  const titleId = useId();
  const aboutId = useId();
  const otherId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Another category opened in place (its link at the foot of this one): its heading takes focus,
  // and the page keeps its scroll position (spec document 1, section 2).
  const shown = useRef(platform);
  useEffect(() => {
    if (shown.current === platform) return;
    shown.current = platform;
    heading.current?.focus({ preventScroll: true });
  }, [platform]);
  return (
    <article aria-labelledby={titleId} className={content.page}>
      <header className={content.hero}>
        <h1 id={titleId} ref={heading} tabIndex={-1} className={content.title}>
          {labels.title(platform)}
        </h1>
        <p className={content.lead}>{description.summary}</p>
        <div role="group" aria-label={labels.actionsLabel} className={content.actions}>
          <Link to={findExpertsPath(platform)} className={content.primaryAction}>
            {labels.findExperts(platform)}
          </Link>
          <Link to={findWorkPath(platform)} className={content.secondaryAction}>
            {labels.findWork(platform)}
          </Link>
        </div>
      </header>
      <section aria-labelledby={aboutId} className={content.section}>
        <h2 id={aboutId} className={content.sectionTitle}>
          {labels.aboutTitle}
        </h2>
        {description.paragraphs.map((paragraph) => (
          <p key={paragraph} className={content.paragraph}>
            {paragraph}
          </p>
        ))}
      </section>
      <Skills platform={platform} />
      <TopExperts
        platform={platform}
        empty={
          <EmptyState
            headingLevel={3}
            icon="user"
            title={labels.noExpertsTitle}
            description={labels.noExpertsMessage(platform)}
            action={
              <Link to={paths.findExperts} className={content.secondaryAction}>
                {publicSiteLabels.header.findExperts}
              </Link>
            }
          />
        }
      />
      <nav aria-labelledby={otherId} className={content.section}>
        <h2 id={otherId} className={content.sectionTitle}>
          {labels.otherTitle}
        </h2>
        <ul className={content.linkGrid}>
          {platformOptions
            .filter((other) => other !== platform)
            .map((other) => (
              <li key={other}>
                <Link to={categoryPath(other)} className={content.linkCard}>
                  {labels.title(other)}
                </Link>
              </li>
            ))}
          <li>
            <Link to={categoryPath()} className={content.linkCard}>
              {labels.allCategories}
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}

/** Every category, each with its line and a link to its page. */
function CategoryList() {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={content.page}>
      <header className={content.hero}>
        <h1 id={titleId} className={content.title}>
          {labels.listTitle}
        </h1>
        <p className={content.lead}>{labels.listLead}</p>
      </header>
      <ul className={content.linkGrid}>
        {platformOptions.map((platform) => (
          <li key={platform}>
            <Card as="section" className={styles.category}>
              <CardHeader>
                <CardTitle level={2}>{labels.title(platform)}</CardTitle>
              </CardHeader>
              <CardBody>
                <p className={styles.categoryText}>{categoryDescriptions[platform].summary}</p>
              </CardBody>
              <CardFooter>
                <Link to={categoryPath(platform)} className={content.inlineLink}>
                  {labels.explore(platform)}
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </article>
  );
}

/**
 * /category_page_description (spec document 1, section 2 and document 2, section 2: the route, with
 * no content shown). `?category=<platform value>` is that expert category's page: its description
 * (domain), Find experts and Find work filtered to it, its skills and its best-rated experts (both
 * live); without `category`, the list of every category; any other value, not found. The page does
 * not scroll to the top when opened (`Shell/scrollRule.ts`).
 */
export function CategoryDescription() {
  const [params] = useSearchParams();
  const given = params.get('category');
  const platform = given === null ? null : (platformOptions.find((option) => option === given) ?? undefined);
  usePageTitle(platform ? labels.title(platform) : platform === null ? labels.listTitle : labels.notFoundTitle);
  if (platform === null) return <CategoryList />;
  if (platform === undefined) {
    return (
      <DetailNotFound
        title={labels.notFoundTitle}
        message={labels.notFoundMessage}
        back={{ to: categoryPath(), label: labels.allCategories }}
      />
    );
  }
  return <Category platform={platform} />;
}
