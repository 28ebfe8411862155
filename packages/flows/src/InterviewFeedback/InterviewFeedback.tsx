import {
  feedbackRatingRange,
  feedbackRatings,
  interviewFeedbackLabels as labels,
  interviewLimits,
  interviewResultTitles,
  overallPerformances,
  RESULT_POPUP_AUTO_CLOSE_MS,
  type Interview,
} from '@cloudexperts/domain';
import { Banner, Button, Checkbox, Dialog, Modal, Radio, RadioGroup, Spinner, TextArea } from '@cloudexperts/ui';
import { Fragment, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { InterviewResult } from '../InterviewScheduling/InterviewResult.tsx';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import type { PopupHostProps } from '../Popups/registry.ts';
import { useApi } from '../shared/api.tsx';
import { ConfirmDialog, ConfirmForm } from '../shared/ConfirmDialog.tsx';
import type { FlowModalProps } from '../shared/flowModal.ts';
import { useFlow } from '../shared/useFlow.ts';
import {
  giveFeedbackMachine,
  type FeedbackTextField,
  type GiveFeedbackOutput,
  type OverallPerformance,
} from './giveFeedback.machine.ts';
import { showFeedbackMachine } from './showFeedback.machine.ts';

type InterviewRef = Pick<Interview, 'id' | 'proposal_id' | 'candidate'>;

const scores = Array.from(
  { length: feedbackRatingRange.max - feedbackRatingRange.min + 1 },
  (_, index) => feedbackRatingRange.min + index,
);
const isOverall = (value: string): value is OverallPerformance =>
  (overallPerformances as readonly string[]).includes(value);

const FORM_ID = 'interview-feedback-form';

export interface GiveFeedbackPopupProps extends FlowModalProps<GiveFeedbackOutput> {
  interview: InterviewRef;
  /** The result popup's wait (section 9: about 5 s). */
  autoCloseMs?: number | undefined;
}

function GiveFeedbackForm({
  interview,
  autoCloseMs,
  onDone,
  onClose,
}: Omit<GiveFeedbackPopupProps, 'isOpen' | 'onOpenChange' | 'onDone'> & {
  onDone: (output: GiveFeedbackOutput) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      giveFeedbackMachine.provide({
        actors: {
          sendFeedback: fromPromise(({ input, signal }) =>
            api.giveInterviewFeedback({
              params: { id: input.proposalId, iid: input.interviewId },
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
  const context = snapshot.context;
  const { fieldErrors } = context;
  const submitting = snapshot.matches('submitting');
  const { formRef, request } = useFocusFirstInvalid(!submitting);
  const wait = autoCloseMs ?? RESULT_POPUP_AUTO_CLOSE_MS;
  const text = (field: FeedbackTextField, value: string) => send({ type: 'text.change', field, value });

  if (snapshot.matches('submitted')) {
    return (
      <InterviewResult
        tone="success"
        title={interviewResultTitles.feedbackSubmitted}
        actionLabel={labels.close}
        onAction={onClose}
        autoCloseMs={wait}
      >
        {labels.submittedText}
      </InterviewResult>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <InterviewResult
        tone="failure"
        title={interviewResultTitles.feedbackFailed}
        actionLabel={labels.tryAgain}
        onAction={() => send({ type: 'retry' })}
        autoCloseMs={wait}
      >
        {labels.failureText}
      </InterviewResult>
    );
  }
  return (
    <ConfirmDialog
      title={labels.giveTitle}
      formId={FORM_ID}
      isPending={submitting}
      onCancel={() => send({ type: 'cancel' })}
      cancelLabel={labels.cancel}
      confirmLabel={labels.submit}
      pendingLabel={labels.submitting}
    >
      <ConfirmForm
        id={FORM_ID}
        formRef={formRef}
        onSubmit={() => {
          request();
          send({ type: 'submit' });
        }}
        lead={<p>{labels.lead(interview.candidate.name)}</p>}
        error={context.error}
        errorTitle={interviewResultTitles.feedbackFailed}
      >
        {feedbackRatings.map((rating) => (
          <RadioGroup
            key={rating}
            label={labels.ratings[rating]}
            orientation="horizontal"
            value={String(context.ratings[rating])}
            onChange={(value) => send({ type: 'rating.change', rating, value: Number(value) })}
            isReadOnly={submitting}
          >
            {scores.map((score) => (
              <Radio key={score} value={String(score)} aria-label={labels.ratingOf(score)}>
                {String(score)}
              </Radio>
            ))}
          </RadioGroup>
        ))}
        <RadioGroup
          label={labels.overall}
          orientation="horizontal"
          value={context.overall_performance === '' ? null : context.overall_performance}
          onChange={(value) => {
            if (isOverall(value)) send({ type: 'overall.change', value });
          }}
          isRequired
          isInvalid={fieldErrors.overall_performance !== undefined}
          errorMessage={fieldErrors.overall_performance}
          isReadOnly={submitting}
        >
          {overallPerformances.map((option) => (
            <Radio key={option} value={option}>
              {option}
            </Radio>
          ))}
        </RadioGroup>
        <Checkbox
          isSelected={context.recommend_for_hire}
          onChange={(value) => send({ type: 'recommend.change', value })}
          isReadOnly={submitting}
        >
          {labels.recommend}
        </Checkbox>
        <TextArea
          label={labels.strengths}
          value={context.candidate_strengths}
          onChange={(value) => text('candidate_strengths', value)}
          maxLength={interviewLimits.feedbackTextMaxLength}
          rows={3}
          isRequired
          isInvalid={fieldErrors.candidate_strengths !== undefined}
          errorMessage={fieldErrors.candidate_strengths}
          isReadOnly={submitting}
        />
        <TextArea
          label={labels.improvements}
          value={context.areas_of_improvement}
          onChange={(value) => text('areas_of_improvement', value)}
          maxLength={interviewLimits.feedbackTextMaxLength}
          rows={3}
          isRequired
          isInvalid={fieldErrors.areas_of_improvement !== undefined}
          errorMessage={fieldErrors.areas_of_improvement}
          isReadOnly={submitting}
        />
        <TextArea
          label={labels.comments}
          value={context.additional_comments}
          onChange={(value) => text('additional_comments', value)}
          maxLength={interviewLimits.feedbackTextMaxLength}
          rows={2}
          isReadOnly={submitting}
        />
      </ConfirmForm>
    </ConfirmDialog>
  );
}

/**
 * GIVE_INTERVIEW_FEEDBACK (spec document 2, sections 2, 3, 5, 6 and 8): the manager's feedback
 * on an interview that has started. 'Feedback Submitted Successfully' shows, then closes by itself.
 */
export function GiveFeedbackPopup({ isOpen, onOpenChange, onDone, ...props }: GiveFeedbackPopupProps) {
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <GiveFeedbackForm
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

export interface ShowFeedbackPopupProps extends PopupHostProps {
  interview: InterviewRef;
}

function FeedbackView({ interview, onClose }: { interview: InterviewRef; onClose: () => void }) {
  const api = useApi();
  const machine = useMemo(
    () =>
      showFeedbackMachine.provide({
        actors: {
          loadFeedback: fromPromise(({ input, signal }) =>
            api.interviewFeedback({ params: { id: input.proposalId, iid: input.interviewId }, signal }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, {
    input: { proposalId: interview.proposal_id, interviewId: interview.id },
  });
  const { feedback } = snapshot.context;
  return (
    <Dialog
      title={labels.showTitle}
      closeLabel={labels.close}
      actions={
        <Button variant="secondary" onPress={onClose}>
          {labels.close}
        </Button>
      }
    >
      {snapshot.matches('loading') ? <Spinner label={labels.loading} /> : null}
      {snapshot.matches('failed') ? (
        <Banner tone="error" title={interviewResultTitles.feedbackFetchFailed}>
          <Button size="sm" variant="secondary" onPress={() => send({ type: 'retry' })}>
            {labels.retry}
          </Button>
        </Banner>
      ) : null}
      {snapshot.matches('empty') ? <p>{labels.empty}</p> : null}
      {snapshot.matches('shown') && feedback ? (
        <dl>
          {feedbackRatings.map((rating) => (
            <Fragment key={rating}>
              <dt>{labels.ratings[rating]}</dt>
              <dd>{labels.ratingOf(feedback[rating])}</dd>
            </Fragment>
          ))}
          <dt>{labels.overall}</dt>
          <dd>{feedback.overall_performance}</dd>
          <dt>{labels.recommend}</dt>
          <dd>{feedback.recommend_for_hire ? labels.recommendYes : labels.recommendNo}</dd>
          <dt>{labels.strengths}</dt>
          <dd>{feedback.candidate_strengths}</dd>
          <dt>{labels.improvements}</dt>
          <dd>{feedback.areas_of_improvement}</dd>
          {feedback.additional_comments ? (
            <>
              <dt>{labels.commentsShown}</dt>
              <dd>{feedback.additional_comments}</dd>
            </>
          ) : null}
          <dt>{labels.given}</dt>
          <dd>
            <time dateTime={feedback.created_at}>{feedback.created_at.slice(0, 10)}</time>
          </dd>
        </dl>
      ) : null}
    </Dialog>
  );
}

/** SHOW_INTERVIEW_FEEDBACK (spec document 2, sections 2 and 8): loading, error with Retry, empty, shown. */
export function ShowFeedbackPopup({ isOpen, onOpenChange, interview }: ShowFeedbackPopupProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <FeedbackView interview={interview} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}
