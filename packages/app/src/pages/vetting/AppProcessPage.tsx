import {
  applicationLimits,
  applicationRejectionNext,
  applicationRevisionMessages,
  type ApplicationRejection,
  type CodingTestResponse,
  type ResponseOf,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Button, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureMessage } from '../account/failureMessage.ts';
import { primaryAction, secondaryAction } from '../content/content.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { browserTimeZone, formatDay, formatMoment } from './format.ts';
import { vettingLabels } from './labels.ts';
import { NotReady } from './NotReady.tsx';
import { vettingPaths } from './paths.ts';
import * as styles from './vetting.css.ts';

const labels = vettingLabels.appProcess;

type Progress = 'done' | 'current' | 'waiting';
const badge: Record<Progress, { tone: 'success' | 'info' | 'neutral'; text: string }> = {
  done: { tone: 'success', text: labels.done },
  current: { tone: 'info', text: labels.current },
  waiting: { tone: 'neutral', text: labels.waiting },
};

function Step({ title, progress, children }: { title: string; progress: Progress; children: ReactNode }) {
  return (
    <li className={styles.step} aria-current={progress === 'current' ? 'step' : undefined}>
      <div className={styles.stepHead}>
        <h3 className={styles.stepTitle}>{title}</h3>
        <Badge tone={badge[progress].tone}>{badge[progress].text}</Badge>
      </div>
      {children}
    </li>
  );
}

interface Loaded {
  status: ResponseOf<'applicationStatus'>;
  /** The coding test, or undefined when it could not be loaded (the rest of the page still shows). */
  test: CodingTestResponse | undefined;
}

function CodingTestStep({ test, timeZone }: { test: CodingTestResponse | undefined; timeZone: string }) {
  if (!test) {
    return (
      <Step title={labels.testTitle} progress="current">
        <p className={styles.text}>{labels.testUnavailable}</p>
        <Link to={vettingPaths.codingTest} className={secondaryAction}>
          {labels.testStart}
        </Link>
      </Step>
    );
  }
  if (test.status === 'submitted') {
    const { score, total, passed } = test.result;
    return (
      <Step title={labels.testTitle} progress="done">
        <p className={styles.text}>{labels.testResult(score, total, passed)}</p>
      </Step>
    );
  }
  return (
    <Step title={labels.testTitle} progress="current">
      <p className={styles.text}>
        {test.status === 'not_started'
          ? labels.testNotStarted(test.question_count, test.duration_minutes, test.pass_percent)
          : labels.testInProgress(formatMoment(test.ends_at, timeZone))}
      </p>
      <Link to={vettingPaths.codingTest} className={primaryAction}>
        {test.status === 'not_started' ? labels.testStart : labels.testContinue}
      </Link>
    </Step>
  );
}

function InterviewStep({
  status,
  testDone,
  timeZone,
}: {
  status: Loaded['status'];
  testDone: boolean;
  timeZone: string;
}) {
  const { interview } = status;
  if (!interview) {
    return (
      <Step title={labels.interviewTitle} progress={testDone ? 'current' : 'waiting'}>
        <p className={styles.text}>{labels.interviewNone}</p>
      </Step>
    );
  }
  const progress: Progress = interview.status === 'completed' ? 'done' : 'current';
  return (
    <Step title={labels.interviewTitle} progress={progress}>
      <p className={styles.text}>
        {interview.status === 'scheduled'
          ? labels.interviewScheduled(formatMoment(interview.starts_at, timeZone), interview.interviewer_name)
          : interview.status === 'cancelled'
            ? labels.interviewCancelled
            : labels.interviewCompleted}
      </p>
      {interview.status === 'completed' ? null : (
        <Link to={vettingPaths.interviewScheduled} className={secondaryAction}>
          {labels.interviewOpen}
        </Link>
      )}
    </Step>
  );
}

/**
 * The way back (issue 19): Revise and resubmit reopens the application (the wizard's draft, with
 * the answers last submitted) and opens the wizard; once reopened, Continue; after the last
 * resubmission the rule says so. A failed reopen says why beside the button, which stays.
 */
function Revision({ revision }: { revision: ResponseOf<'applicationStatus'>['revision'] }) {
  const api = useApi();
  const navigate = useNavigate();
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  if (revision.open) {
    return (
      <>
        <p className={styles.text}>{labels.revisionOpen}</p>
        <Link to={vettingPaths.application} className={primaryAction}>
          {labels.reviseContinue}
        </Link>
      </>
    );
  }
  if (revision.resubmissions_left === 0) {
    return <p className={styles.text}>{applicationRevisionMessages.limitReached}</p>;
  }
  const reopen = async () => {
    setState({ pending: true, error: null });
    try {
      await api.reviseApplication();
      await navigate(vettingPaths.application);
    } catch (error) {
      setState({ pending: false, error: failureMessage(error) });
    }
  };
  return (
    <>
      <p className={styles.text}>{labels.resubmissionsLeft(revision.resubmissions_left)}</p>
      <div>
        {/* Disabled and relabelled in flight rather than React Aria's pending state: a pending
            button's announcement points at the button, which the wizard's page then removes
            (axe's role-img-alt; the application wizard's Submit does the same). */}
        <Button isDisabled={state.pending} onPress={() => void reopen()}>
          {state.pending ? labels.revising : labels.revise}
        </Button>
      </div>
      {state.error ? (
        <p role="alert" className={styles.text}>
          {state.error}
        </p>
      ) : null}
    </>
  );
}

/** Why the application was not approved, and what the freelancer can do next (issue 19). */
function Rejection({
  rejection,
  revision,
}: {
  rejection: ApplicationRejection;
  revision: ResponseOf<'applicationStatus'>['revision'];
}) {
  return (
    <>
      <dl className={styles.details}>
        <dt className={styles.term}>{labels.rejectionReason}</dt>
        <dd className={styles.value}>{rejection.reason}</dd>
        {rejection.comment ? (
          <>
            <dt className={styles.term}>{labels.rejectionComment}</dt>
            <dd className={styles.value}>{rejection.comment}</dd>
          </>
        ) : null}
      </dl>
      {revision.open || revision.resubmissions_left > 0 ? (
        <p className={styles.text}>{applicationRejectionNext}</p>
      ) : null}
      <Revision revision={revision} />
    </>
  );
}

/**
 * /app-process (spec document 2, section 2: the Freelancer set): where a submitted application
 * stands, step by step: submitted, the coding test, the interview, the reviewers' decision
 * (document 1, section 1: within 2-3 business days, by email); a rejection with its reason and
 * the reviewer's comment, and what to do next. Times are the browser's.
 */
export function AppProcessPage({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  usePageTitle(labels.title);
  const api = useApi();
  const { resource, retry } = useResource('app-process', async (signal): Promise<Loaded> => {
    const [status, test] = await Promise.all([
      api.applicationStatus({ signal }),
      api.getCodingTest({ signal }).catch((error: unknown) => {
        if (signal.aborted) throw error;
        return undefined;
      }),
    ]);
    return { status, test };
  });

  let body: ReactNode;
  if (resource.status !== 'ready') {
    body = (
      <NotReady
        resource={resource}
        retry={retry}
        loadFailed={labels.loadFailed}
        loading={
          <SkeletonGroup label={labels.loading}>
            <Skeleton lines={2} />
            <Skeleton height="6rem" />
            <Skeleton height="6rem" />
          </SkeletonGroup>
        }
      />
    );
  } else {
    const { status, test } = resource.data;
    const testDone = test?.status === 'submitted';
    const decided = status.profile.status !== 'submitted';
    body = (
      <section aria-labelledby="app-process-steps">
        <h2 id="app-process-steps" className={styles.sectionTitle}>
          {labels.stepsTitle}
        </h2>
        <ol className={styles.steps}>
          <Step title={labels.submittedTitle} progress="done">
            <p className={styles.text}>{labels.submittedOn(formatDay(status.profile.submitted_at, timeZone))}</p>
          </Step>
          <CodingTestStep test={test} timeZone={timeZone} />
          <InterviewStep status={status} testDone={testDone} timeZone={timeZone} />
          <Step
            title={labels.decisionTitle}
            progress={decided ? 'done' : status.interview?.status === 'completed' ? 'current' : 'waiting'}
          >
            <p className={styles.text} role={decided ? 'status' : undefined}>
              {status.profile.status === 'approved'
                ? labels.approved
                : status.profile.status === 'rejected'
                  ? labels.rejected
                  : labels.decisionPending(applicationLimits.reviewPromise)}
            </p>
            {status.profile.rejection ? (
              <Rejection rejection={status.profile.rejection} revision={status.revision} />
            ) : null}
          </Step>
        </ol>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="app-process-title">
      <div>
        <h1 id="app-process-title" className={styles.title}>
          {labels.title}
        </h1>
        <p className={styles.lead}>{labels.lead}</p>
      </div>
      {body}
    </section>
  );
}
