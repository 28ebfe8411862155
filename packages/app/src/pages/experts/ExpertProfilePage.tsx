import {
  expertHireLabels,
  messagePaths,
  expertProfileLabels as labels,
  type CertificationAttributes,
  type EducationAttributes,
  type EmploymentAttributes,
  type FreelancerDetails,
} from '@cloudexperts/domain';
import { toFailure, useApi, usePopup } from '@cloudexperts/flows';
import {
  Avatar,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  Chip,
  Link as UiLink,
  RatingDisplay,
  Skeleton,
} from '@cloudexperts/ui';
import { useId, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { hireMeSearch, isProfileId } from '../../auth/loginOrigin.ts';
import { prefetchAccountModal } from '../../Shell/AccountModalSlot.tsx';
import { paths } from '../../site/paths.ts';
import { primaryAction } from '../content/content.css.ts';
import { formatCalendarDate, formatMonth, paragraphsOf } from '../jobs/format.ts';
import * as details from '../jobs/JobDetails.css.ts';
import { DetailLoadError, DetailLoading, DetailNotFound } from '../DetailStates.tsx';
import { hireFreelancerPath } from '../hire/paths.ts';
import { managerJobPaths } from '../managerJobs/paths.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { formatHourlyRate } from './ExpertCard.tsx';
import * as styles from './ExpertProfile.css.ts';
import { expertSearchPathFor } from './paths.ts';
import { usePlatforms } from '../../site/usePlatforms.ts';

/** A link the expert typed, if it is a web address (never `javascript:` or any other scheme). */
function webAddress(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const join = (parts: Array<string | null | undefined>, separator: string) =>
  parts.filter((part) => part?.trim()).join(separator);

/** A block's title, linked to the address the expert gave when it is a web address (a new tab). */
function BlockTitle({ title, url }: { title: string; url: string }) {
  const href = webAddress(url);
  return (
    <h3 className={styles.blockTitle}>
      {href ? (
        <UiLink href={href} target="_blank" rel="nofollow ugc" variant="standalone" className={styles.blockLink}>
          {title}
        </UiLink>
      ) : (
        title
      )}
    </h3>
  );
}

/** A titled section of the profile's main column, shown only when it has something to show. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={details.section}>
      <h2 id={id} className={details.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Portfolio({ items }: { items: EmploymentAttributes[] }) {
  return (
    <ul className={styles.blocks}>
      {items.map((item, index) => (
        // The expert's own order; items have no id.
        <li key={index} className={styles.block}>
          <BlockTitle title={item.title || labels.untitled} url={item.url} />
          {item.employment_description ? <p className={styles.blockText}>{item.employment_description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Education({ items }: { items: EducationAttributes[] }) {
  return (
    <ul className={styles.blocks}>
      {items.map((item, index) => {
        const meta = join(
          [item.degree || item.area_of_study ? item.school : '', join([item.from_date, item.to_date], '–')],
          ' · ',
        );
        return (
          <li key={index} className={styles.block}>
            <h3 className={styles.blockTitle}>
              {join([item.degree, item.area_of_study], ', ') || item.school || labels.untitled}
            </h3>
            {meta ? <p className={styles.blockMeta}>{meta}</p> : null}
            {item.education_description ? <p className={styles.blockText}>{item.education_description}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

function Certifications({ items }: { items: CertificationAttributes[] }) {
  return (
    <ul className={styles.blocks}>
      {items.map((item, index) => {
        const meta = join(
          [
            item.certification_name ? item.issuer : '',
            item.issue_date ? `${labels.issued} ${formatCalendarDate(item.issue_date)}` : '',
            item.expiry_date ? `${labels.expires} ${formatCalendarDate(item.expiry_date)}` : '',
            item.credential_id ? `${labels.credentialId} ${item.credential_id}` : '',
          ],
          ' · ',
        );
        return (
          <li key={index} className={styles.block}>
            <BlockTitle
              title={item.certification_name || item.issuer || labels.untitled}
              url={item.certification_link}
            />
            {meta ? <p className={styles.blockMeta}>{meta}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

function HeaderFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.headerFact}>
      <dt className={details.term}>{term}</dt>
      <dd className={details.value}>{children}</dd>
    </div>
  );
}

/**
 * A signed-in Project Manager's HIRE: the hire popup (Hire_FREELANCER, then HIRE_ACTION_CHOICE)
 * with the job of the path chosen first; Hire Now goes on to /hire-a-freelancer/ with the rate type.
 */
function HireButton({ expert }: { expert: FreelancerDetails }) {
  const { open } = usePopup();
  const navigate = useNavigate();
  const { jobId } = useParams();
  return (
    <Button
      onPress={() =>
        open('Hire_FREELANCER', {
          freelancerId: expert.uuid,
          ...(jobId !== undefined && isProfileId(jobId) ? { jobUuid: jobId } : {}),
          postJobHref: managerJobPaths.postJob,
          onDone: (output) => {
            if (output.result === 'hire')
              void navigate(hireFreelancerPath(output.freelancerId, output.jobId, output.jobType));
            // 'Chat' opened the job's conversation (issue 18).
            if (output.result === 'chat') void navigate(messagePaths.conversation(output.conversationId));
          },
        })
      }
    >
      {expertHireLabels.hire}
    </Button>
  );
}

function ProfileView({ expert }: { expert: FreelancerDetails }) {
  const platforms = usePlatforms();
  const auth = useAuth();
  const { search } = useLocation();
  const nameId = useId();
  const place = join([expert.city, expert.state, expert.country], ', ');
  const about = paragraphsOf(expert.about_me);
  const hasPreferences = Boolean(expert.experience || expert.availability || expert.english_proficiency);

  return (
    <article aria-labelledby={nameId} className={details.page}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <Avatar name={expert.display_name} src={expert.profile_picture ?? undefined} size="lg" isDecorative />
          <div className={styles.names}>
            <h1 id={nameId} className={details.title}>
              {expert.display_name}
            </h1>
            <p className={styles.jobTitle}>{expert.current_job_title}</p>
            <dl className={styles.headerFacts}>
              {place ? <HeaderFact term={labels.location}>{place}</HeaderFact> : null}
              <HeaderFact term={labels.rate}>{formatHourlyRate(expert.hourly_rate)}</HeaderFact>
              <HeaderFact term={labels.rating}>
                {expert.reviews_count > 0 ? (
                  <span className={styles.rating}>
                    <RatingDisplay value={expert.rating} size="sm" showValue />
                    <span>({labels.reviews(expert.reviews_count)})</span>
                  </span>
                ) : (
                  labels.noReviews
                )}
              </HeaderFact>
              <HeaderFact term={labels.platform}>{platforms.label(expert.primary_platform)}</HeaderFact>
              <HeaderFact term={labels.memberSince}>
                <time dateTime={expert.member_since}>{formatMonth(expert.member_since)}</time>
              </HeaderFact>
            </dl>
          </div>
        </div>
        {/* A visitor is asked to log in first; a signed-in manager hires; other roles do not hire. */}
        {auth.status === 'signedIn' ? (
          auth.claims.role === 'project_manager' ? (
            <div className={details.actions} role="group" aria-label={labels.actionsLabel}>
              <HireButton expert={expert} />
            </div>
          ) : null
        ) : (
          <div className={details.actions} role="group" aria-label={labels.actionsLabel}>
            <Link
              to={{ search: hireMeSearch(search, expert.uuid) }}
              className={primaryAction}
              onPointerEnter={prefetchAccountModal}
              onFocus={prefetchAccountModal}
            >
              {labels.hireMe}
            </Link>
          </div>
        )}
      </header>

      <div className={details.columns}>
        <div className={details.main}>
          {about.length > 0 ? (
            <Section title={labels.aboutTitle}>
              {about.map((paragraph, index) => (
                // The paragraphs are the expert's own order, never reordered.
                <p key={index} className={details.paragraph}>
                  {paragraph}
                </p>
              ))}
            </Section>
          ) : null}
          {expert.skills.length > 0 ? (
            <Section title={labels.skillsTitle}>
              <ul className={details.skills}>
                {expert.skills.map((skill) => (
                  <li key={skill}>
                    <Chip label={skill} />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {expert.employments.length > 0 ? (
            <Section title={labels.portfolioTitle}>
              <Portfolio items={expert.employments} />
            </Section>
          ) : null}
          {expert.educations.length > 0 ? (
            <Section title={labels.educationTitle}>
              <Education items={expert.educations} />
            </Section>
          ) : null}
          {expert.certifications.length > 0 ? (
            <Section title={labels.certificationsTitle}>
              <Certifications items={expert.certifications} />
            </Section>
          ) : null}
        </div>

        {hasPreferences ? (
          <Card as="section" padding="md">
            <CardHeader>
              <CardTitle level={2}>{labels.detailsTitle}</CardTitle>
            </CardHeader>
            <CardBody>
              <dl className={styles.sideFacts}>
                {expert.experience ? (
                  <>
                    <dt className={details.term}>{labels.experience}</dt>
                    <dd className={details.value}>{expert.experience}</dd>
                  </>
                ) : null}
                {expert.availability ? (
                  <>
                    <dt className={details.term}>{labels.availability}</dt>
                    <dd className={details.value}>{labels.availabilityPerWeek(expert.availability)}</dd>
                  </>
                ) : null}
                {expert.english_proficiency ? (
                  <>
                    <dt className={details.term}>{labels.languagesTitle}</dt>
                    <dd className={details.value}>
                      {labels.english}: {expert.english_proficiency}
                    </dd>
                  </>
                ) : null}
              </dl>
            </CardBody>
          </Card>
        ) : null}
      </div>
    </article>
  );
}

/**
 * An expert's public profile (spec document 1, section 2 and document 2, section 2:
 * /user-profile/:uuid, /user-profile/:uuid/:isPublic for visitors, /user-profile/:uuid/:jobId? for
 * Project Managers; `GET /freelancer_details/{id}`, public). The card's facts, About Me, skills, the
 * portfolio, education and certifications, and the work preferences. A visitor's Hire me opens the
 * login with the hire-me origin, so a Project Manager who logs in comes back here. A profile that is
 * not there (404, or a path that is no profile's uuid) says so with the way back to the search.
 */
export function ExpertProfilePage() {
  const { uuid } = useParams();
  // Anything but a profile's id is not found without asking the API.
  const id = uuid !== undefined && isProfileId(uuid) ? uuid : null;
  const api = useApi();
  const auth = useAuth();
  const role = auth.status === 'signedIn' ? auth.claims.role : null;
  const { resource, retry } = useResource(`expert ${String(id)}`, (signal) =>
    id === null
      ? Promise.resolve(null)
      : api.freelancerDetails({ params: { id }, signal }).then((answer) => answer.freelancer),
  );
  const expert = resource.status === 'ready' ? resource.data : null;
  const notFound =
    (resource.status === 'ready' && expert === null) ||
    (resource.status === 'error' && [404, 422].includes(toFailure(resource.error).status ?? 0));
  usePageTitle(expert?.display_name ?? (notFound ? labels.notFoundTitle : labels.title));

  if (expert) return <ProfileView expert={expert} />;

  if (notFound) {
    const searchPath = expertSearchPathFor(role);
    return (
      <DetailNotFound
        title={labels.notFoundTitle}
        message={labels.notFoundMessage}
        back={searchPath ? { to: searchPath, label: labels.backToSearch } : { to: paths.home, label: labels.backHome }}
      />
    );
  }

  if (resource.status === 'error') {
    return (
      <DetailLoadError
        className={details.page}
        title={labels.title}
        failure={{ title: labels.loadFailedTitle, message: labels.loadFailedMessage, retry: labels.retry }}
        error={resource.error}
        onRetry={retry}
        isRetrying={resource.isRetrying}
      />
    );
  }

  return (
    <DetailLoading className={details.page} title={labels.title} label={labels.loading}>
      <div className={styles.skeletonHeader}>
        <Skeleton shape="circle" />
        <Skeleton lines={2} width="50%" />
      </div>
      <Skeleton width="60%" />
      <Skeleton lines={5} />
      <Skeleton shape="rectangle" height="1.5rem" width="70%" />
      <Skeleton shape="rectangle" height="8rem" />
    </DetailLoading>
  );
}
