import type { VettingInterview } from '@cloudexperts/domain';
import { saveBlob, useApi } from '@cloudexperts/flows';
import { Banner, Button, EmptyState, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { primaryAction, secondaryAction } from '../content/content.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { browserTimeZone, formatMoment } from './format.ts';
import { vettingLabels } from './labels.ts';
import { NotReady } from './NotReady.tsx';
import { vettingPaths } from './paths.ts';
import * as styles from './vetting.css.ts';

const labels = vettingLabels.interviewScheduled;

const backLink = (
  <Link to={vettingPaths.appProcess} className={secondaryAction}>
    {labels.back}
  </Link>
);

/** Saves the interview's calendar file (`GET /profiles/vetting_interview.ics`) under its name. */
function AddToCalendar() {
  const api = useApi();
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const download = async () => {
    setState('downloading');
    try {
      const file = await api.vettingInterviewCalendar();
      saveBlob(file, 'cloudexperts-interview.ics');
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => void download()}
        isPending={state === 'downloading'}
        pendingLabel={labels.downloading}
      >
        {labels.addToCalendar}
      </Button>
      {state === 'failed' ? <Banner tone="error">{labels.downloadFailed}</Banner> : null}
    </>
  );
}

function Scheduled({ interview, timeZone }: { interview: VettingInterview; timeZone: string }) {
  return (
    <section aria-labelledby="interview-with" className={styles.step}>
      <h2 id="interview-with" className={styles.sectionTitle}>
        {labels.with(interview.interviewer_name)}
      </h2>
      <dl className={styles.details}>
        <dt className={styles.term}>{labels.when}</dt>
        <dd className={styles.value}>
          <span>
            <time dateTime={interview.starts_at}>{formatMoment(interview.starts_at, timeZone)}</time>,{' '}
            {labels.yourTime(timeZone)}
          </span>
          {interview.time_zone === timeZone ? null : (
            <span>
              {formatMoment(interview.starts_at, interview.time_zone)}, {labels.theirTime(interview.time_zone)}
            </span>
          )}
        </dd>
        <dt className={styles.term}>{labels.duration}</dt>
        <dd className={styles.value}>{labels.minutes(interview.duration_minutes)}</dd>
        <dt className={styles.term}>{labels.where}</dt>
        <dd className={styles.value}>{interview.meeting_url}</dd>
      </dl>
      <div className={styles.actions}>
        <a href={interview.meeting_url} target="_blank" rel="noopener noreferrer" className={primaryAction}>
          {labels.join}
        </a>
        <AddToCalendar />
      </div>
    </section>
  );
}

/**
 * /interview-scheduled (spec document 2, section 2: the Freelancer set): the vetting interview a
 * reviewer scheduled, in the applicant's time (and the reviewer's zone when it differs), with the
 * link to join and a calendar file; or why there is none.
 */
export function InterviewScheduledPage({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  usePageTitle(labels.title);
  const api = useApi();
  const { resource, retry } = useResource('interview-scheduled', (signal) => api.applicationStatus({ signal }));

  let body: ReactNode;
  if (resource.status !== 'ready') {
    body = (
      <NotReady
        resource={resource}
        retry={retry}
        loadFailed={labels.loadFailed}
        loading={
          <SkeletonGroup label={labels.loading}>
            <Skeleton width="20rem" height="1.5rem" />
            <Skeleton lines={3} />
          </SkeletonGroup>
        }
      />
    );
  } else {
    const { interview } = resource.data;
    if (interview?.status === 'scheduled') {
      body = (
        <>
          <Scheduled interview={interview} timeZone={timeZone} />
          <p className={styles.actions}>{backLink}</p>
        </>
      );
    } else {
      const [title, text] = !interview
        ? [labels.noneTitle, labels.noneText]
        : interview.status === 'cancelled'
          ? [labels.cancelledTitle, labels.cancelledText]
          : [labels.completedTitle, labels.completedText];
      body = <EmptyState title={title} description={text} action={backLink} />;
    }
  }

  return (
    <section className={styles.page} aria-labelledby="interview-title">
      <h1 id="interview-title" className={styles.title}>
        {labels.title}
      </h1>
      {body}
    </section>
  );
}
