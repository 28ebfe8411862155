import { answerOfferLabels as labels, jobBudgetText, proposalLimits, type Offer } from '@cloudexperts/domain';
import { Checkbox, Link, Modal, TextArea } from '@cloudexperts/ui';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi } from '../shared/api.tsx';
import { ConfirmDialog, ConfirmForm } from '../shared/ConfirmDialog.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { answerOfferMachine, type AnswerOfferOutput, type OfferAnswer } from './answerOffer.machine.ts';

export interface AnswerOfferProps {
  /** The offer answered; the modal shows its job and amount. */
  offer: Pick<Offer, 'id' | 'job' | 'job_pay_type' | 'amount_cents'>;
  /** CE_ACCEPT_OFFER or CE_DECLINE_OFFER. */
  answer: OfferAnswer;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once when the flow ends: answered (with the offer as it now is) or cancelled. */
  onDone?: (output: AnswerOfferOutput) => void;
  /** Where the terms of service are (the app's page), linked beside the agree box. */
  termsHref?: string;
}

const FORM_ID = 'answer-offer-form';

function AnswerOfferForm({
  offer,
  answer,
  termsHref,
  onDone,
}: Omit<AnswerOfferProps, 'isOpen' | 'onOpenChange' | 'onDone'> & { onDone: (output: AnswerOfferOutput) => void }) {
  const api = useApi();
  const machine = useMemo(
    () =>
      answerOfferMachine.provide({
        actors: {
          answerOffer: fromPromise(({ input, signal }) =>
            api.answerOffer({
              params: { id: input.id },
              body:
                input.answer === 'Accepted'
                  ? { status: 'Accepted', message: input.message, agree: true }
                  : { status: 'Declined', message: input.message },
              signal,
            }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { offerId: offer.id, answer }, onDone });
  const { message, agree, fieldErrors, error } = snapshot.context;
  const saving = snapshot.matches('saving');
  const { formRef, request } = useFocusFirstInvalid(!saving);
  const firstField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    firstField.current?.focus();
  }, []);
  const accepting = answer === 'Accepted';
  const amount = jobBudgetText(offer.amount_cents / 100, offer.job_pay_type) ?? '';

  return (
    <ConfirmDialog
      title={accepting ? labels.acceptTitle : labels.declineTitle}
      formId={FORM_ID}
      isPending={saving}
      onCancel={() => send({ type: 'cancel' })}
      cancelLabel={labels.cancel}
      confirmLabel={accepting ? labels.accept : labels.decline}
      pendingLabel={labels.working}
      confirmVariant={accepting ? 'primary' : 'danger'}
    >
      <ConfirmForm
        id={FORM_ID}
        formRef={formRef}
        onSubmit={() => {
          request();
          send({ type: 'submit' });
        }}
        lead={<p>{accepting ? labels.acceptLead(offer.job.title, amount) : labels.declineLead(offer.job.title)}</p>}
        error={error}
      >
        <TextArea
          ref={firstField}
          label={accepting ? labels.message : labels.optionalMessage}
          value={message}
          onChange={(value) => send({ type: 'message.change', value })}
          isRequired={accepting}
          isInvalid={fieldErrors.message !== undefined}
          errorMessage={fieldErrors.message}
          isReadOnly={saving}
          maxLength={proposalLimits.messageMaxLength}
        />
        {accepting ? (
          <>
            <Checkbox
              isSelected={agree}
              onChange={(value) => send({ type: 'agree.change', value })}
              isInvalid={fieldErrors.agree !== undefined}
              errorMessage={fieldErrors.agree}
              isReadOnly={saving}
            >
              {labels.agree}
            </Checkbox>
            {termsHref ? (
              <Link href={termsHref} target="_blank">
                {labels.termsLink}
              </Link>
            ) : null}
          </>
        ) : null}
      </ConfirmForm>
    </ConfirmDialog>
  );
}

/**
 * CE_ACCEPT_OFFER and CE_DECLINE_OFFER (spec document 2, sections 2 and 5): the freelancer's answer
 * to an offer, in a modal. The page that opens it decides where an answer leads.
 */
export function AnswerOffer({ offer, answer, isOpen, onOpenChange, onDone, termsHref }: AnswerOfferProps) {
  return (
    <Modal size="narrow" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <AnswerOfferForm
        offer={offer}
        answer={answer}
        termsHref={termsHref}
        onDone={(output) => {
          onDone?.(output);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}

/** CE_ACCEPT_OFFER, as the popup host opens it. */
export function AcceptOfferPopup(props: Omit<AnswerOfferProps, 'answer'>) {
  return <AnswerOffer {...props} answer="Accepted" />;
}

/** CE_DECLINE_OFFER, as the popup host opens it. */
export function DeclineOfferPopup(props: Omit<AnswerOfferProps, 'answer'>) {
  return <AnswerOffer {...props} answer="Declined" />;
}
