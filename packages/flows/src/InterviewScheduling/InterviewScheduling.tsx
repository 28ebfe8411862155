import {
  INTERVIEW_RESULT_AUTO_CLOSE_MS,
  interviewDurations,
  interviewLimits,
  interviewPlatformLabels,
  interviewResultTitles,
  interviewScheduleLabels as labels,
  staffArrangeInterviewLabels as staffLabels,
  type Interview,
  type InterviewDurationLabel,
} from '@cloudexperts/domain';
import {
  Banner,
  Button,
  Chip,
  ComboBox,
  DatePicker,
  Dialog,
  Form,
  Inline,
  Modal,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  TimeField,
} from '@cloudexperts/ui';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { uploadFile } from '../ApplicationWizard/uploadFile.ts';
import { FileUpload, type UploadFunction } from '../FileUpload/FileUpload.tsx';
import { FlowRegistryContext } from '../inspector/registry.ts';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi, useSession } from '../shared/api.tsx';
import type { FlowModalProps } from '../shared/flowModal.ts';
import { useFlow } from '../shared/useFlow.ts';
import { CalendarConnect, type OpenConnectWindow } from './CalendarConnect.tsx';
import { InterviewResult } from './InterviewResult.tsx';
import { browserTimeZone, timeZoneOptions, toDate, toTime, wallTime } from './timeFields.ts';
import {
  interviewSchedulingMachine,
  isDurationLabel,
  type AttachedFile,
  type InterviewSchedulingInput,
  type InterviewSchedulingOutput,
  type InterviewValues,
} from './interviewScheduling.machine.ts';

const FORM_ID = 'interview-scheduling-form';

const durationOptions = Object.keys(interviewDurations) as InterviewDurationLabel[];

interface InterviewFileProps {
  file: AttachedFile | undefined;
  locked: boolean;
  upload: UploadFunction;
  onAttach: (file: AttachedFile) => void;
  onRemove: () => void;
}

/**
 * Section 3's optional file: the upload field (a document, `POST /uploads?kind=resume`) until one
 * is attached, then its name with Remove; in the preview, the name alone. The upload is a field of
 * this form, not a flow of its own: it does not announce itself to the flow inspector.
 */
function InterviewFile({ file, locked, upload, onAttach, onRemove }: InterviewFileProps) {
  // A removed file makes way for a fresh field.
  const [round, setRound] = useState(0);
  if (locked) {
    return (
      <Stack gap="xs">
        <Text size="sm" weight="bold">
          {labels.file}
        </Text>
        <Text size="sm">{file ? file.name : labels.fileNone}</Text>
      </Stack>
    );
  }
  if (file) {
    return (
      <Stack gap="xs">
        <Text size="sm" weight="bold">
          {labels.file}
        </Text>
        <div>
          <Chip
            label={file.name}
            removeLabel={labels.removeFile(file.name)}
            onRemove={() => {
              setRound((count) => count + 1);
              onRemove();
            }}
          />
        </div>
      </Stack>
    );
  }
  return (
    <FlowRegistryContext value={null}>
      <FileUpload
        key={round}
        kind="resume"
        label={labels.file}
        upload={upload}
        onDone={({ file: chosen, url }) => onAttach({ id: url, name: chosen.name })}
      />
    </FlowRegistryContext>
  );
}

/** Staff arranging the client's interview for them (issue 19): the client, named in the texts. */
export interface OnBehalfOfClient {
  clientName: string;
}

interface SchedulingDialogProps {
  input: InterviewSchedulingInput;
  candidateName: string;
  onBehalfOfClient: OnBehalfOfClient | undefined;
  autoCloseMs: number;
  onDone: (output: InterviewSchedulingOutput) => void;
  onClose: () => void;
  openConnectWindow?: OpenConnectWindow | undefined;
}

function SchedulingDialog({
  input,
  candidateName,
  onBehalfOfClient,
  autoCloseMs,
  onDone,
  onClose,
  openConnectWindow,
}: SchedulingDialogProps) {
  const api = useApi();
  const session = useSession();
  const upload = useMemo(() => uploadFile(session, 'resume'), [session]);
  const machine = useMemo(
    () =>
      interviewSchedulingMachine.provide({
        actors: {
          sendInterview: fromPromise(({ input: request, signal }) => {
            const query = { timezone: browserTimeZone() };
            if (request.onBehalfOfClient) {
              return request.mode === 'schedule'
                ? api.staffScheduleInterview({ params: { id: request.proposalId }, query, body: request.body, signal })
                : api.staffRescheduleInterview({
                    params: { id: request.interviewId },
                    query,
                    body: request.body,
                    signal,
                  });
            }
            return request.mode === 'schedule'
              ? api.scheduleInterview({ params: { id: request.proposalId }, query, body: request.body, signal })
              : api.rescheduleInterview({
                  params: { id: request.proposalId, iid: request.interviewId },
                  query,
                  body: request.body,
                  signal,
                });
          }),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input, onDone });
  const { mode, values, fieldErrors, toast, refusal, file } = snapshot.context;
  const schedule = mode === 'schedule';
  const client = onBehalfOfClient?.clientName;
  const previewing = snapshot.matches('previewing');
  const submitting = snapshot.matches('submitting');
  const locked = previewing || submitting;
  const { formRef, request } = useFocusFirstInvalid(!submitting);
  const change = (field: keyof InterviewValues, value: string) => send({ type: 'field.change', field, value });

  if (snapshot.matches('sent')) {
    return (
      <InterviewResult
        tone="success"
        title={schedule ? interviewResultTitles.scheduled : interviewResultTitles.rescheduled}
        actionLabel={labels.close}
        onAction={onClose}
        autoCloseMs={autoCloseMs}
      >
        {client === undefined
          ? schedule
            ? labels.scheduledText(candidateName)
            : labels.rescheduledText(candidateName)
          : schedule
            ? staffLabels.scheduledText(candidateName, client)
            : staffLabels.rescheduledText(candidateName, client)}
      </InterviewResult>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <InterviewResult
        tone="failure"
        title={schedule ? interviewResultTitles.scheduleFailed : interviewResultTitles.rescheduleFailed}
        actionLabel={labels.tryAgain}
        onAction={() => send({ type: 'retry' })}
        autoCloseMs={autoCloseMs}
      >
        {labels.failureText}
      </InterviewResult>
    );
  }

  const sendLabel = schedule ? labels.sendInvite : labels.reschedule;
  return (
    <Dialog
      title={
        previewing
          ? labels.previewTitle
          : schedule
            ? client === undefined
              ? labels.scheduleTitle
              : staffLabels.scheduleTitle
            : client === undefined
              ? labels.rescheduleTitle
              : staffLabels.rescheduleTitle
      }
      showCloseButton={false}
      actions={
        <>
          <Button variant="secondary" onPress={() => send({ type: 'cancel' })} isDisabled={submitting}>
            {labels.cancel}
          </Button>
          {previewing ? (
            <Button variant="secondary" onPress={() => send({ type: 'edit' })}>
              {labels.edit}
            </Button>
          ) : (
            <Button
              variant="secondary"
              isDisabled={submitting}
              onPress={() => {
                request();
                send({ type: 'preview' });
              }}
            >
              {labels.preview}
            </Button>
          )}
          {/* Not the form's submit: the Form stops a submit while a field is invalid, and section 5's
              toast answers every press. */}
          <Button
            isPending={submitting}
            pendingLabel={labels.sending}
            onPress={() => {
              request();
              send({ type: 'submit' });
            }}
          >
            {sendLabel}
          </Button>
        </>
      }
    >
      <Form
        ref={formRef}
        id={FORM_ID}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          request();
          send({ type: 'submit' });
        }}
      >
        <p>{client === undefined ? labels.lead(candidateName) : staffLabels.lead(candidateName, client)}</p>
        {toast ? <Banner tone="error">{toast}</Banner> : null}
        {refusal ? (
          <Banner
            tone="error"
            title={schedule ? interviewResultTitles.scheduleFailed : interviewResultTitles.rescheduleFailed}
          >
            {refusal}
          </Banner>
        ) : null}
        {schedule ? (
          <RadioGroup
            label={labels.platform}
            value={values.platform === '' ? null : values.platform}
            onChange={(value) => change('platform', value)}
            isRequired
            isInvalid={fieldErrors.platform !== undefined}
            errorMessage={fieldErrors.platform}
            isReadOnly={locked}
            orientation="horizontal"
          >
            <Radio value="google_meet">{interviewPlatformLabels.google_meet}</Radio>
            <Radio value="microsoft_teams" isDisabled description={labels.platformUnavailable}>
              {interviewPlatformLabels.microsoft_teams}
            </Radio>
          </RadioGroup>
        ) : null}
        {/* The calendar is the client's (staff have none in this flow): a note, not the connect step. */}
        {schedule && !locked && values.platform === 'google_meet' ? (
          client === undefined ? (
            <FlowRegistryContext value={null}>
              <CalendarConnect proposalId={input.proposalId} openWindow={openConnectWindow} />
            </FlowRegistryContext>
          ) : (
            <Text size="sm">{staffLabels.meetNote(client)}</Text>
          )
        ) : null}
        <RadioGroup
          label={labels.duration}
          value={values.duration}
          onChange={(value) => {
            if (isDurationLabel(value)) change('duration', value);
          }}
          isReadOnly={locked}
          orientation="horizontal"
        >
          {durationOptions.map((option) => (
            <Radio key={option} value={option}>
              {labels.durationMinutes(interviewDurations[option])}
            </Radio>
          ))}
        </RadioGroup>
        <Inline gap="md">
          <DatePicker
            label={labels.date}
            value={toDate(values.interview_date)}
            onChange={(value) => change('interview_date', value ? value.toString() : '')}
            isRequired
            isInvalid={fieldErrors.interview_date !== undefined}
            errorMessage={fieldErrors.interview_date}
            isReadOnly={locked}
          />
          <TimeField
            label={labels.startTime}
            value={toTime(values.start_time)}
            onChange={(value) => change('start_time', value ? wallTime(value) : '')}
            isRequired
            isInvalid={fieldErrors.start_time !== undefined}
            errorMessage={fieldErrors.start_time}
            isReadOnly={locked}
          />
        </Inline>
        <ComboBox
          label={labels.timezone}
          description={labels.timezoneHint}
          items={timeZoneOptions()}
          value={values.timezone}
          onChange={(key) => {
            if (typeof key === 'string') change('timezone', key);
          }}
          isRequired
          isInvalid={fieldErrors.timezone !== undefined}
          errorMessage={fieldErrors.timezone}
          isReadOnly={locked}
        />
        <TextArea
          label={schedule ? labels.agenda : labels.reason}
          value={values.agenda}
          onChange={(value) => change('agenda', value)}
          maxLength={schedule ? interviewLimits.agendaMaxLength : interviewLimits.reasonMaxLength}
          rows={4}
          isRequired
          isInvalid={fieldErrors.agenda !== undefined}
          errorMessage={fieldErrors.agenda}
          isReadOnly={locked}
        />
        {schedule && client === undefined ? (
          <InterviewFile
            file={file}
            locked={locked}
            upload={upload}
            onAttach={(attached) => send({ type: 'file.attach', file: attached })}
            onRemove={() => send({ type: 'file.remove' })}
          />
        ) : null}
      </Form>
    </Dialog>
  );
}

interface CommonProps extends FlowModalProps<InterviewSchedulingOutput> {
  /** The result popup's wait (section 9: 4.99 s); stories shorten it. */
  autoCloseMs?: number | undefined;
  /** The clock the past is judged by. @default Date.now */
  now?: (() => number) | undefined;
  /**
   * Staff arranging the client's interview for them (issue 19): the staff calls
   * (`POST /staff/proposals/{id}/interviews`, `PUT /staff/interviews/{id}/reschedule`), the texts
   * naming the client, no file and no calendar step (both are the client's own).
   */
  onBehalfOfClient?: OnBehalfOfClient | undefined;
}

export interface InterviewSchedulePopupProps extends CommonProps {
  /** The submitted proposal the interview is on. */
  proposalId: number;
  /** Whom the manager interviews. */
  candidateName: string;
  /** Opens the Google Calendar connect window (stories give a fake). @default window.open, 600x700 */
  openConnectWindow?: OpenConnectWindow | undefined;
}

function closeOnCancel(props: CommonProps) {
  return (output: InterviewSchedulingOutput) => {
    props.onDone?.(output);
    if (output.result === 'cancelled') props.onOpenChange(false);
  };
}

/**
 * INTERVIEW_SCHEDULE (spec document 2, sections 2, 3, 5, 8 and 9): the manager invites a
 * candidate to an interview, previews it, sends it; the result shows for 4.99 s. The caller hears
 * `onDone` at once (to reload what it shows).
 */
export function InterviewSchedulePopup(props: InterviewSchedulePopupProps) {
  const { isOpen, onOpenChange, proposalId, candidateName, autoCloseMs, now, openConnectWindow, onBehalfOfClient } =
    props;
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <SchedulingDialog
        input={{ mode: 'schedule', proposalId, now, onBehalfOfClient: onBehalfOfClient !== undefined }}
        candidateName={candidateName}
        onBehalfOfClient={onBehalfOfClient}
        openConnectWindow={openConnectWindow}
        autoCloseMs={autoCloseMs ?? INTERVIEW_RESULT_AUTO_CLOSE_MS}
        onDone={closeOnCancel(props)}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}

export interface InterviewReschedulePopupProps extends CommonProps {
  /** The interview to move: its proposal, candidate, zone and duration. */
  interview: Pick<Interview, 'id' | 'proposal_id' | 'timezone' | 'duration'> & {
    candidate: Pick<Interview['candidate'], 'name'>;
  };
}

/**
 * INTERVIEW_RESCHEDULE (spec document 2, sections 2, 3, 5 and 8): the manager moves an interview
 * (a new date and time, in its zone unless another is chosen; the reason goes as the agenda).
 */
export function InterviewReschedulePopup(props: InterviewReschedulePopupProps) {
  const { isOpen, onOpenChange, interview, autoCloseMs, now, onBehalfOfClient } = props;
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <SchedulingDialog
        input={{
          mode: 'reschedule',
          proposalId: interview.proposal_id,
          interviewId: interview.id,
          initial: { timezone: interview.timezone, duration: interview.duration === 60 ? '1 hour' : '30 mins' },
          now,
          onBehalfOfClient: onBehalfOfClient !== undefined,
        }}
        candidateName={interview.candidate.name}
        onBehalfOfClient={onBehalfOfClient}
        autoCloseMs={autoCloseMs ?? INTERVIEW_RESULT_AUTO_CLOSE_MS}
        onDone={closeOnCancel(props)}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}
