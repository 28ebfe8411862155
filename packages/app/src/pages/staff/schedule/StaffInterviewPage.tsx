import {
  canTransition,
  idParamsSchema,
  interviewListLabels,
  staffArrangeInterviewLabels as arrangeLabels,
  staffInterviewLabels as labels,
  type StaffInterview,
} from '@cloudexperts/domain';
import { browserTimeZone, toFailure, useApi, usePopup } from '@cloudexperts/flows';
import { Badge, Banner, Button, Inline, toast, VisuallyHidden } from '@cloudexperts/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isNotFound } from '../../DetailFallback.tsx';
import { expertProfilePath } from '../../experts/paths.ts';
import { Fact } from '../../Fact.tsx';
import { formatLocalTime, statusTone } from '../../interviews/InterviewCard.tsx';
import * as pageStyles from '../../pages.css.ts';
import { usePageTitle } from '../../usePageTitle.ts';
import { useResource } from '../../useResource.ts';
import { staffJobPath } from '../paths.ts';
import * as styles from '../staff.css.ts';
import { StaffBack, StaffDetailFallback } from '../StaffDetailFallback.tsx';
import { staffSchedulePaths } from './paths.ts';

function Back() {
  return <StaffBack to={staffSchedulePaths.schedule} label={labels.back} />;
}

/** Where the meeting is: the provider's link, the app's room (participants' own links), or none. */
function Meeting({ interview }: { interview: StaffInterview }) {
  if (!interview.meeting_open) return <>{labels.noMeeting}</>;
  if (interview.meeting_url) {
    return (
      <a href={interview.meeting_url} className={pageStyles.link} target="_blank" rel="noreferrer">
        {labels.meetingLink(interview.platform_label)}
      </a>
    );
  }
  return (
    <>
      {interview.platform_label}. {labels.meetingRoomOnly}
    </>
  );
}

/** Whether staff holding `staff.interviews.manage` may still move or cancel it: upcoming, and open. */
const arrangeable = (interview: StaffInterview) =>
  !interview.past &&
  (canTransition('interview', interview.status, 'reschedule') ||
    canTransition('interview', interview.status, 'cancel'));

/**
 * Reschedule and Cancel for the client (issue 19): the client's INTERVIEW_RESCHEDULE popup on
 * their behalf, and the client's cancel confirmation with the staff call; the page reloads after.
 */
function ArrangeActions({ interview, onChanged }: { interview: StaffInterview; onChanged: () => void }) {
  const api = useApi();
  const { open } = usePopup();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onBehalfOfClient = { clientName: interview.client.name };
  const cancel = () => {
    setBusy(true);
    setFailure(null);
    api.staffCancelInterview({ params: { id: interview.id }, query: { timezone: browserTimeZone() }, body: {} }).then(
      (answer) => {
        setBusy(false);
        toast.success(answer.message);
        onChanged();
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(toFailure(error).message ?? interviewListLabels.cancelFailed);
      },
    );
  };
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {arrangeLabels.actionsTitle}
      </h2>
      <Inline gap="sm">
        {canTransition('interview', interview.status, 'reschedule') ? (
          <Button
            variant="secondary"
            onPress={() =>
              open('INTERVIEW_RESCHEDULE', {
                interview: {
                  id: interview.id,
                  proposal_id: interview.proposal_id,
                  timezone: interview.timezone,
                  duration: interview.duration,
                  candidate: { name: interview.freelancer.name },
                },
                onBehalfOfClient,
                onDone: (output) => {
                  if (output.result === 'sent') onChanged();
                },
              })
            }
          >
            {interviewListLabels.reschedule}
          </Button>
        ) : null}
        {canTransition('interview', interview.status, 'cancel') ? (
          <Button
            variant="danger"
            isPending={busy}
            pendingLabel={arrangeLabels.cancelling}
            onPress={() =>
              open('CONFIRMATION_POPUP', {
                title: arrangeLabels.cancelTitle,
                message: arrangeLabels.cancelText(interview.freelancer.name, interview.client.name),
                confirmLabel: interviewListLabels.cancelConfirm,
                cancelLabel: interviewListLabels.cancelKeep,
                onConfirm: cancel,
              })
            }
          >
            {interviewListLabels.cancel}
          </Button>
        ) : null}
      </Inline>
      {failure ? <Banner tone="error">{failure}</Banner> : null}
    </section>
  );
}

function InterviewView({
  interview,
  canManage,
  onChanged,
}: {
  interview: StaffInterview;
  canManage: boolean;
  onChanged: () => void;
}) {
  const titleId = useId();
  const manage = canManage && arrangeable(interview);
  const factsId = useId();
  const sameZone = interview.local_time.timezone === interview.organiser_time.timezone;
  const request = interview.reschedule_request;
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.intro}>
        <Back />
        <p className={styles.kicker}>{labels.kicker}</p>
        <h1 id={titleId} className={styles.title}>
          {labels.heading(interview.freelancer.name, interview.client.name)}
        </h1>
        <p>
          <Badge tone={statusTone(interview.status)}>{interviewListLabels.statuses[interview.status]}</Badge>
        </p>
        <p className={styles.lead}>{manage ? arrangeLabels.manageLead : labels.readOnly}</p>
      </header>
      <section aria-labelledby={factsId}>
        <VisuallyHidden as="h2" id={factsId}>
          {labels.factsTitle}
        </VisuallyHidden>
        <dl className={styles.facts}>
          <Fact term={labels.job}>
            <Link to={staffJobPath(interview.job.id)} className={pageStyles.link}>
              {interview.job.title}
            </Link>
          </Fact>
          <Fact term={labels.client} valueClassName={styles.party}>
            {interview.client.name} <span className={styles.partyEmail}>{interview.client.email}</span>
          </Fact>
          <Fact term={labels.freelancer} valueClassName={styles.party}>
            {interview.freelancer.profile_uuid ? (
              <Link to={expertProfilePath(interview.freelancer.profile_uuid)} className={pageStyles.link}>
                {interview.freelancer.name}
              </Link>
            ) : (
              interview.freelancer.name
            )}{' '}
            <span className={styles.partyEmail}>{interview.freelancer.email}</span>
          </Fact>
          <Fact term={labels.yourTime}>
            <time dateTime={interview.starts_at}>{formatLocalTime(interview.local_time)}</time>
          </Fact>
          {sameZone ? null : <Fact term={labels.organiserTime}>{formatLocalTime(interview.organiser_time)}</Fact>}
          <Fact term={labels.duration}>{labels.minutes(interview.duration)}</Fact>
          <Fact term={labels.meeting}>
            <Meeting interview={interview} />
          </Fact>
          {interview.meeting_open ? (
            <Fact term={labels.inRoom}>
              {labels.presence(interview.client.name, interview.client_joined_at !== null)}
              <br />
              {labels.presence(interview.freelancer.name, interview.freelancer_joined_at !== null)}
            </Fact>
          ) : null}
          {interview.file_name ? <Fact term={labels.file}>{interview.file_name}</Fact> : null}
          {request ? (
            <Fact term={labels.requestedAnotherTime}>
              {request.reason}
              {request.interview_date && request.start_time ? (
                <>
                  <br />
                  {labels.suggested(request.interview_date, request.start_time, request.timezone ?? '')}
                </>
              ) : null}
            </Fact>
          ) : null}
          {interview.cancel_reason ? <Fact term={labels.cancelReason}>{interview.cancel_reason}</Fact> : null}
          {interview.reject_reason ? (
            <Fact term={interview.rejected_by ? labels.rejectedBy[interview.rejected_by] : labels.rejectReason}>
              {interview.reject_reason}
            </Fact>
          ) : null}
        </dl>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{labels.agenda}</h2>
        <p>{interview.agenda}</p>
        {interview.feedback_given ? <p className={styles.muted}>{labels.feedbackGiven}</p> : null}
      </section>
      {manage ? <ArrangeActions interview={interview} onChanged={onChanged} /> : null}
    </article>
  );
}

export interface StaffInterviewPageProps {
  /** The interview's id as the address has it (anything but a positive whole number is not found). */
  id: string;
  /** The zone times are shown in. @default the browser's */
  zone?: string;
}

/**
 * /experts-schedule?interview=<id> of Coordinator and Support (issue 19; `GET /staff/interviews/{id}`): any
 * client's interview, read-only: who, the job, the time in the reader's zone (and the client's when
 * it differs), the meeting and who has been in it, the agenda and what was asked or answered. A
 * role holding `staff.interviews.manage` (the Coordinator by default) reschedules or cancels an
 * upcoming one for the client here.
 */
export function StaffInterviewPage({ id: given, zone = browserTimeZone() }: StaffInterviewPageProps) {
  const parsed = idParamsSchema.safeParse({ id: given });
  const id = parsed.success ? parsed.data.id : null;
  const api = useApi();
  const { resource, retry } = useResource(`staff interview ${String(id)} ${zone}`, (signal) =>
    id === null ? Promise.resolve(null) : api.staffInterview({ params: { id }, query: { timezone: zone }, signal }),
  );
  const data = resource.status === 'ready' ? resource.data : null;
  const notFound = isNotFound(resource, resource.status === 'ready' ? resource.data : undefined);
  usePageTitle(
    data
      ? labels.heading(data.interview.freelancer.name, data.interview.client.name)
      : notFound
        ? labels.notFoundTitle
        : labels.title,
  );
  if (data) {
    return <InterviewView interview={data.interview} canManage={data.can_manage_interviews} onChanged={retry} />;
  }
  return (
    <StaffDetailFallback
      resource={resource}
      retry={retry}
      labels={labels}
      back={{ to: staffSchedulePaths.schedule, label: labels.back }}
    />
  );
}
