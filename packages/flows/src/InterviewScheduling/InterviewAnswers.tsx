import {
  interviewLimits,
  interviewResultTitles,
  proposalLimits,
  rejectInterviewLabels,
  rejectReasons,
  rescheduleRequestLabels,
  type Interview,
} from '@cloudexperts/domain';
import {
  ComboBox,
  DatePicker,
  Inline,
  Modal,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
  TimeField,
} from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { isRejectReason } from '../RejectProposal/rejectProposal.machine.ts';
import { useApi } from '../shared/api.tsx';
import { ConfirmDialog, ConfirmForm } from '../shared/ConfirmDialog.tsx';
import type { FlowModalProps } from '../shared/flowModal.ts';
import { ResultDialog } from '../shared/ResultDialog.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { browserTimeZone, timeZoneOptions, toDate, toTime, wallTime } from './timeFields.ts';
import { rejectInterviewMachine, type RejectInterviewOutput } from './rejectInterview.machine.ts';
import { rescheduleRequestMachine, type RescheduleRequestOutput } from './rescheduleRequest.machine.ts';

type InterviewRef = Pick<Interview, 'id' | 'proposal_id'>;

export interface RescheduleRequestPopupProps extends FlowModalProps<RescheduleRequestOutput> {
  interview: InterviewRef;
  /** The clock a proposed time is judged by. @default Date.now */
  now?: (() => number) | undefined;
}

const REQUEST_FORM = 'reschedule-request-form';

function RescheduleRequestForm({
  interview,
  now,
  onDone,
  onClose,
}: Omit<RescheduleRequestPopupProps, 'isOpen' | 'onOpenChange' | 'onDone'> & {
  onDone: (output: RescheduleRequestOutput) => void;
  onClose: () => void;
}) {
  const labels = rescheduleRequestLabels;
  const api = useApi();
  const machine = useMemo(
    () =>
      rescheduleRequestMachine.provide({
        actors: {
          requestReschedule: fromPromise(({ input, signal }) =>
            api.cloudExpertResponse({
              params: { id: input.proposalId, iid: input.interviewId },
              query: { timezone: browserTimeZone() },
              body: input.body,
              signal,
            }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, {
    input: { proposalId: interview.proposal_id, interviewId: interview.id, timezone: browserTimeZone(), now },
    onDone,
  });
  const { reason, interview_date, start_time, timezone, fieldErrors, error } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const { formRef, request } = useFocusFirstInvalid(!submitting);
  const change = (field: 'reason' | 'interview_date' | 'start_time' | 'timezone', value: string) =>
    send({ type: 'field.change', field, value });

  if (snapshot.matches('sent')) {
    return (
      <ResultDialog title={labels.sentTitle} closeLabel={labels.close} onClose={onClose}>
        <p>{labels.lead}</p>
      </ResultDialog>
    );
  }
  return (
    <ConfirmDialog
      title={labels.title}
      formId={REQUEST_FORM}
      isPending={submitting}
      onCancel={() => send({ type: 'cancel' })}
      cancelLabel={labels.cancel}
      confirmLabel={labels.submit}
      pendingLabel={labels.submitting}
    >
      <ConfirmForm
        id={REQUEST_FORM}
        formRef={formRef}
        onSubmit={() => {
          request();
          send({ type: 'submit' });
        }}
        lead={<p>{labels.lead}</p>}
        error={error}
        errorTitle={labels.failedTitle}
      >
        <TextArea
          label={labels.reason}
          value={reason}
          onChange={(value) => change('reason', value)}
          maxLength={interviewLimits.reasonMaxLength}
          rows={3}
          isRequired
          isInvalid={fieldErrors.reason !== undefined}
          errorMessage={fieldErrors.reason}
          isReadOnly={submitting}
        />
        <fieldset>
          <legend>{labels.proposedTime}</legend>
          <Inline gap="md">
            <DatePicker
              label={labels.date}
              value={toDate(interview_date)}
              onChange={(value) => change('interview_date', value ? value.toString() : '')}
              isInvalid={fieldErrors.interview_date !== undefined}
              errorMessage={fieldErrors.interview_date}
              isReadOnly={submitting}
            />
            <TimeField
              label={labels.startTime}
              value={toTime(start_time)}
              onChange={(value) => change('start_time', value ? wallTime(value) : '')}
              isInvalid={fieldErrors.start_time !== undefined}
              errorMessage={fieldErrors.start_time}
              isReadOnly={submitting}
            />
          </Inline>
          <ComboBox
            label={labels.timezone}
            items={timeZoneOptions()}
            value={timezone}
            onChange={(key) => {
              if (typeof key === 'string') change('timezone', key);
            }}
            isInvalid={fieldErrors.timezone !== undefined}
            errorMessage={fieldErrors.timezone}
            isReadOnly={submitting}
          />
        </fieldset>
      </ConfirmForm>
    </ConfirmDialog>
  );
}

/**
 * RESCHEDULE_INTERVIEW_REQUEST (spec document 2, sections 2, 5 and 6): the candidate asks for
 * another time (a reason, and a time that would suit if they like). The caller hears `onDone` with
 * the interview as it now stands.
 */
export function RescheduleRequestPopup({ isOpen, onOpenChange, onDone, ...props }: RescheduleRequestPopupProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <RescheduleRequestForm
        {...props}
        onDone={(output) => {
          onDone?.(output);
          if (output.result === 'cancelled') onOpenChange(false);
        }}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}

export interface RejectInterviewPopupProps extends FlowModalProps<RejectInterviewOutput> {
  interview: InterviewRef & Pick<Interview, 'candidate'>;
  /** Who rejects: the manager (names the candidate) or the candidate. */
  by: 'manager' | 'candidate';
}

const REJECT_FORM = 'reject-interview-form';

function RejectInterviewForm({
  interview,
  by,
  onDone,
  onClose,
}: Omit<RejectInterviewPopupProps, 'isOpen' | 'onOpenChange' | 'onDone'> & {
  onDone: (output: RejectInterviewOutput) => void;
  onClose: () => void;
}) {
  const labels = rejectInterviewLabels;
  const api = useApi();
  const machine = useMemo(
    () =>
      rejectInterviewMachine.provide({
        actors: {
          rejectInterview: fromPromise(({ input, signal }) =>
            api.rejectInterview({
              params: { id: input.proposalId, iid: input.interviewId },
              query: { timezone: browserTimeZone() },
              body: input.body,
              signal,
            }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, {
    input: { proposalId: interview.proposal_id, interviewId: interview.id },
    onDone,
  });
  const { reason, customReason, comment, fieldErrors, error } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const { formRef, request } = useFocusFirstInvalid(!submitting);

  if (snapshot.matches('rejected')) {
    return (
      <ResultDialog title={interviewResultTitles.rejected} closeLabel={labels.close} onClose={onClose}>
        <p>{labels.rejectedText}</p>
      </ResultDialog>
    );
  }
  return (
    <ConfirmDialog
      title={labels.title}
      formId={REJECT_FORM}
      isPending={submitting}
      onCancel={() => send({ type: 'cancel' })}
      cancelLabel={labels.cancel}
      confirmLabel={labels.submit}
      pendingLabel={labels.submitting}
      confirmVariant="danger"
    >
      <ConfirmForm
        id={REJECT_FORM}
        formRef={formRef}
        onSubmit={() => {
          request();
          send({ type: 'submit' });
        }}
        lead={<p>{by === 'manager' ? labels.leadManager(interview.candidate.name) : labels.leadCandidate}</p>}
        error={error}
        errorTitle={interviewResultTitles.rejectFailed}
      >
        <RadioGroup
          label={labels.reason}
          value={reason === '' ? null : reason}
          onChange={(value) => {
            if (isRejectReason(value)) send({ type: 'reason.change', value });
          }}
          isRequired
          isInvalid={fieldErrors.reason !== undefined}
          errorMessage={fieldErrors.reason}
          isReadOnly={submitting}
        >
          {rejectReasons.map((option) => (
            <Radio key={option} value={option}>
              {option}
            </Radio>
          ))}
        </RadioGroup>
        {reason === 'Other' ? (
          <TextField
            label={labels.customReason}
            value={customReason}
            onChange={(value) => send({ type: 'customReason.change', value })}
            maxLength={proposalLimits.customReasonMaxLength}
            isRequired
            isInvalid={fieldErrors.customReason !== undefined}
            errorMessage={fieldErrors.customReason}
            isReadOnly={submitting}
          />
        ) : null}
        <TextArea
          label={labels.comment}
          value={comment}
          onChange={(value) => send({ type: 'comment.change', value })}
          maxLength={proposalLimits.rejectCommentMaxLength}
          rows={3}
          isReadOnly={submitting}
        />
      </ConfirmForm>
    </ConfirmDialog>
  );
}

/**
 * Rejecting an interview (spec document 2, sections 4, 5, 6 and 8), by either side: the proposal
 * is rejected with it. 'Interview Rejected Successfully' until closed; `onDone` at once.
 */
export function RejectInterviewPopup({ isOpen, onOpenChange, onDone, ...props }: RejectInterviewPopupProps) {
  return (
    <Modal size="narrow" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <RejectInterviewForm
        {...props}
        onDone={(output) => {
          onDone?.(output);
          if (output.result === 'cancelled') onOpenChange(false);
        }}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}
