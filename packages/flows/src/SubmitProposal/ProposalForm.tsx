import { dollarsToCents, proposalFormLabels as labels, proposalLimits, type JobPayType } from '@cloudexperts/domain';
import { Banner, Button, Form, Inline, Spinner, Stack, Text, TextArea, TextField } from '@cloudexperts/ui';
import { useEffect, useId, useRef } from 'react';
import { FeeBreakdown } from '../shared/FeeBreakdown.tsx';
import * as styles from './ProposalForm.css.ts';
import type { ProposalFlow } from './useProposalFlow.ts';

export interface ProposalFormProps {
  /** The running flow (`useProposalFlow`): the form only shows it and sends it events. */
  flow: Pick<ProposalFlow, 'snapshot' | 'send'>;
  /** The job's pay type: an hourly rate or a fixed bid. */
  payType: JobPayType | null;
  /** Cancel: shown when the form can be left (the popups). */
  onCancel?: (() => void) | undefined;
  /**
   * What the freelancer has billed with this job's client so far (the API's `billed_cents`): with
   * it, a typed bid shows its fee breakdown (the fee the release would charge); without it, none.
   */
  billedBeforeCents?: number | undefined;
}

/** The fee breakdown of a typed bid, once it is one the API would take. */
function BidBreakdown({
  bid,
  billedBeforeCents,
  payType,
}: {
  bid: string;
  billedBeforeCents: number;
  payType: JobPayType | null;
}) {
  const cents = dollarsToCents(bid);
  if (cents === undefined || cents <= 0 || cents > proposalLimits.maxBidDollars * 100) return null;
  return <FeeBreakdown amountCents={cents} billedBeforeCents={billedBeforeCents} perHour={payType === 'hourly'} />;
}

/**
 * The proposal form (SUBMIT_JOB_PROPOSAL, UPDATE_JOB_PROPOSAL, /submit-proposal/:id): cover
 * letter, bid or rate in dollars as typed, an answer per screening question. Each field shows the
 * domain's message; the first field in error takes the focus; a refusal of the API shows above.
 */
export function ProposalForm({ flow, payType, onCancel, billedBeforeCents }: ProposalFormProps) {
  const { snapshot, send } = flow;
  const { mode, coverLetter, bid, answers, questions, errors, refusal } = snapshot.context;
  const sending = snapshot.matches('sending');
  const formRef = useRef<HTMLFormElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const statusId = useId();

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  useEffect(() => {
    if (Object.values(errors).some(Boolean)) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [errors]);

  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      aria-describedby={sending ? statusId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <Stack gap="md">
        {refusal ? (
          <Banner tone="error" title={labels.refusedTitle} ref={refusalRef} tabIndex={-1}>
            {refusal}
          </Banner>
        ) : null}
        <TextArea
          label={labels.coverLetter}
          description={labels.coverLetterHint}
          rows={8}
          maxLength={proposalLimits.coverLetterMaxLength}
          value={coverLetter}
          onChange={(value) => send({ type: 'field.change', field: 'cover_letter', value })}
          isInvalid={errors.cover_letter !== undefined}
          errorMessage={errors.cover_letter}
          isReadOnly={sending}
          isRequired
        />
        <TextField
          label={payType === 'hourly' ? labels.hourlyRate : labels.fixedBid}
          description={labels.bidHint}
          inputMode="decimal"
          value={bid}
          onChange={(value) => send({ type: 'field.change', field: 'bid', value })}
          isInvalid={errors.bid !== undefined}
          errorMessage={errors.bid}
          isReadOnly={sending}
          isRequired
        />
        {billedBeforeCents === undefined ? null : (
          <BidBreakdown bid={bid} billedBeforeCents={billedBeforeCents} payType={payType} />
        )}
        {questions.length > 0 ? (
          <fieldset className={styles.questions}>
            <legend className={styles.legend}>{labels.questionsTitle}</legend>
            <Stack gap="md">
              {questions.map((question) => {
                const error = errors[`answer.${question.id}`];
                return (
                  <TextArea
                    key={question.id}
                    label={question.question}
                    rows={3}
                    maxLength={proposalLimits.answerMaxLength}
                    value={answers[question.id] ?? ''}
                    onChange={(value) => send({ type: 'answer.change', questionId: question.id, value })}
                    isInvalid={error !== undefined}
                    errorMessage={error}
                    isReadOnly={sending}
                    isRequired
                  />
                );
              })}
            </Stack>
          </fieldset>
        ) : null}
        <div role="status" id={statusId}>
          {sending ? (
            <Inline gap="sm">
              <Spinner size="sm" aria-hidden />
              <Text size="sm">{labels.submitting}</Text>
            </Inline>
          ) : null}
        </div>
        <Inline gap="sm">
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              {labels.cancel}
            </Button>
          ) : null}
          <Button type="submit" isDisabled={sending}>
            {mode === 'submit' ? labels.submit : labels.update}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
