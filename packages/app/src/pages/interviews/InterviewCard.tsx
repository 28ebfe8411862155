import { canTransition, interviewListLabels as labels, type Interview, type LocalTime } from '@cloudexperts/domain';
import { browserTimeZone, RejectInterviewPopup, toFailure, useApi, usePopup } from '@cloudexperts/flows';
import { Badge, Button, toast } from '@cloudexperts/ui';
import { useId, useState } from 'react';
import * as styles from './interviews.css.ts';

export type InterviewReader = 'manager' | 'freelancer';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tue, Dec 1, 2026, 10:00–10:30 GMT+5:30 (Asia/Kolkata)': a local time with its zone named. */
export function formatLocalTime(time: LocalTime): string {
  const day = dayFormat.format(new Date(`${time.date}T00:00:00Z`));
  return `${day}, ${time.time}–${time.end_time} ${time.zone_name} (${time.timezone})`;
}

export const statusTone = (status: Interview['status']) =>
  status === 'accepted' || status === 'completed'
    ? 'success'
    : status === 'cancelled' || status === 'rejected'
      ? 'neutral'
      : 'info';

export interface InterviewCardProps {
  interview: Interview;
  reader: InterviewReader;
  /** Whether it has started (feedback is given from then on; the API refuses it before). */
  hasStarted: boolean;
  /** The interview changed (the list reloads). */
  onChanged: () => void;
}

/**
 * One interview (spec document 2, sections 3 and 4), as its reader sees it: their own time with
 * the zone named and, when it differs, the organiser's; the meeting, the agenda, what was asked;
 * and what the lifecycle table lets this reader do now.
 */
export function InterviewCard({ interview, reader, hasStarted, onChanged }: InterviewCardProps) {
  const api = useApi();
  const { open } = usePopup();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const { status } = interview;
  const can = (event: Parameters<typeof canTransition<'interview'>>[2]) => canTransition('interview', status, event);
  const ids = { id: interview.proposal_id, iid: interview.id };
  const query = { timezone: browserTimeZone() };

  const call = (run: () => Promise<{ message?: string | undefined }>, failed: string) => {
    setBusy(true);
    setFailure(null);
    run().then(
      (answer) => {
        setBusy(false);
        if (answer.message) toast.success(answer.message);
        onChanged();
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(toFailure(error).message ?? failed);
      },
    );
  };

  const sameZone = interview.local_time.timezone === interview.organiser_time.timezone;
  const request = interview.reschedule_request;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {reader === 'manager'
            ? labels.interviewWith(interview.candidate.name)
            : labels.interviewFor(interview.job.title)}
        </h3>
        <Badge tone={statusTone(status)}>{labels.statuses[status]}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{labels.yourTime}</dt>
        <dd className={styles.detail}>{formatLocalTime(interview.local_time)}</dd>
        {sameZone ? null : (
          <>
            <dt className={styles.term}>{labels.organiserTime(interview.manager_name)}</dt>
            <dd className={styles.detail}>{formatLocalTime(interview.organiser_time)}</dd>
          </>
        )}
        <dt className={styles.term}>{labels.platform}</dt>
        <dd className={styles.detail}>{`${interview.platform_label}, ${labels.duration(interview.duration)}`}</dd>
        <dt className={styles.term}>{labels.agenda}</dt>
        <dd className={styles.detail}>{interview.agenda}</dd>
        {request ? (
          <>
            <dt className={styles.term}>{labels.requestedAnotherTime}</dt>
            <dd className={styles.detail}>
              {request.reason}
              {request.interview_date && request.start_time
                ? `\n${labels.suggested(request.interview_date, request.start_time, request.timezone ?? interview.timezone)}`
                : ''}
            </dd>
          </>
        ) : null}
        {interview.cancel_reason ? (
          <>
            <dt className={styles.term}>{labels.cancelReason}</dt>
            <dd className={styles.detail}>{interview.cancel_reason}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {interview.meeting_url !== null && status !== 'completed' ? (
          <Button size="sm" onPress={() => open('JOIN_INTERVIEW_POPUP', { interview })}>
            {labels.join}
          </Button>
        ) : null}
        {reader === 'freelancer' && can('accept') ? (
          <Button
            size="sm"
            isPending={busy}
            onPress={() =>
              call(
                () => api.cloudExpertResponse({ params: ids, query, body: { response: 'accept' } }),
                labels.acceptFailed,
              )
            }
          >
            {labels.accept}
          </Button>
        ) : null}
        {reader === 'freelancer' && can('requestReschedule') ? (
          <Button
            size="sm"
            variant="secondary"
            onPress={() =>
              open('RESCHEDULE_INTERVIEW_REQUEST', {
                interview,
                onDone: (output) => {
                  if (output.result === 'sent') onChanged();
                },
              })
            }
          >
            {labels.askAnotherTime}
          </Button>
        ) : null}
        {reader === 'manager' && can('reschedule') ? (
          <Button
            size="sm"
            variant="secondary"
            onPress={() =>
              open('INTERVIEW_RESCHEDULE', {
                interview,
                onDone: (output) => {
                  if (output.result === 'sent') onChanged();
                },
              })
            }
          >
            {labels.reschedule}
          </Button>
        ) : null}
        {reader === 'manager' && can('cancel') ? (
          <Button
            size="sm"
            variant="secondary"
            isPending={busy}
            onPress={() =>
              open('CONFIRMATION_POPUP', {
                title: labels.cancelTitle,
                message: labels.cancelText(interview.candidate.name),
                confirmLabel: labels.cancelConfirm,
                cancelLabel: labels.cancelKeep,
                onConfirm: () => call(() => api.cancelInterview({ params: ids, query, body: {} }), labels.cancelFailed),
              })
            }
          >
            {labels.cancel}
          </Button>
        ) : null}
        {reader === 'manager' && can('feedback') && hasStarted ? (
          <Button
            size="sm"
            variant="secondary"
            onPress={() =>
              open('GIVE_INTERVIEW_FEEDBACK', {
                interview,
                onDone: (output) => {
                  if (output.result === 'submitted') onChanged();
                },
              })
            }
          >
            {labels.giveFeedback}
          </Button>
        ) : null}
        {reader === 'manager' && interview.feedback_given ? (
          <Button size="sm" variant="secondary" onPress={() => open('SHOW_INTERVIEW_FEEDBACK', { interview })}>
            {labels.showFeedback}
          </Button>
        ) : null}
        {can('reject') ? (
          <Button size="sm" variant="danger" onPress={() => setRejecting(true)}>
            {labels.reject}
          </Button>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <RejectInterviewPopup
        isOpen={rejecting}
        onOpenChange={setRejecting}
        interview={interview}
        by={reader === 'manager' ? 'manager' : 'candidate'}
        onDone={(output) => {
          if (output.result === 'rejected') onChanged();
        }}
      />
    </li>
  );
}
