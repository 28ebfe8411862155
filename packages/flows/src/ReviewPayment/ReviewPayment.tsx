import {
  type ApiClient,
  milestoneLimits,
  moneyText,
  reviewPayLabels as labels,
  reviewPayMessages as messages,
} from '@cloudexperts/domain';
import { Button, Modal, TextArea, TextField, toast, type ToastQueue } from '@cloudexperts/ui';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi } from '../shared/api.tsx';
import { ConfirmDialog, ConfirmForm } from '../shared/ConfirmDialog.tsx';
import { newIdempotencyKey } from '../shared/idempotencyKey.ts';
import { useFlow } from '../shared/useFlow.ts';
import { reviewPaymentMachine, type ReviewPaymentOutput, type ReviewPaymentRequest } from './reviewPayment.machine.ts';

/**
 * The machine's `answerRequest` call: the manager's own (`approvePayment`/`requestChanges`), or,
 * `onBehalfOfClient`, staff's for the request's client; each with the answer's Idempotency-Key.
 */
export function answerPaymentRequest(
  api: ApiClient,
  request: ReviewPaymentRequest,
  { onBehalfOfClient = false, signal }: { onBehalfOfClient?: boolean; signal?: AbortSignal } = {},
) {
  const id = request.payment_request_id;
  const amount = request.action === 'approve' && request.amount !== undefined ? { amount: request.amount } : {};
  if (onBehalfOfClient) {
    return request.action === 'approve'
      ? api.staffApprovePayment({ params: { id }, body: amount, idempotencyKey: request.idempotencyKey, signal })
      : api.staffRequestPaymentChanges({
          params: { id },
          body: { message: request.message },
          idempotencyKey: request.idempotencyKey,
          signal,
        });
  }
  return request.action === 'approve'
    ? api.approvePayment({
        body: { payment_request_id: id, ...amount },
        idempotencyKey: request.idempotencyKey,
        signal,
      })
    : api.requestChanges({
        body: { payment_request_id: id, message: request.message },
        idempotencyKey: request.idempotencyKey,
        signal,
      });
}

export interface ReviewPaymentProps {
  /** The request to answer. */
  requestId: number;
  requestedCents: number;
  /** Whose request it is (the dialog names them). */
  freelancerName: string;
  /** Called once the answer is in, with the answered request (to reload the list). */
  onDone: (output: ReviewPaymentOutput) => void;
  /** Where the spec's error snackbar goes; the app shell renders a `ToastRegion` for the shared one. */
  toastQueue?: ToastQueue;
  /** A fresh Idempotency-Key per answer. */
  newKey?: () => string;
  /**
   * Staff answering on the client's behalf (issue 19): the staff calls
   * (`POST /staff/payment_requests/{id}/…`) instead of the manager's own; the machine is the same.
   */
  onBehalfOfClient?: boolean;
}

const FORM_ID = 'review-payment-form';

/**
 * /review-pay's answer to one payment request (`reviewPaymentMachine`): Approve (all, or a partial
 * amount) and Request changes (a message; empty, the spec's 'Please fill in all required fields'
 * snackbar), each confirmed in a dialog; the calls carry an Idempotency-Key.
 */
export function ReviewPayment({
  requestId,
  requestedCents,
  freelancerName,
  onDone,
  toastQueue = toast,
  newKey = newIdempotencyKey,
  onBehalfOfClient = false,
}: ReviewPaymentProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      reviewPaymentMachine.provide({
        actors: {
          answerRequest: fromPromise(({ input: request, signal }) =>
            answerPaymentRequest(api, request, { onBehalfOfClient, signal }),
          ),
        },
      }),
    [api, onBehalfOfClient],
  );
  const { snapshot, send } = useFlow(machine, { input: { requestId, requestedCents, newKey }, onDone });
  const { action, amount, message, fieldErrors, error, refusals } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const open = snapshot.matches('confirming') || submitting || snapshot.matches('failed');
  const { formRef, request } = useFocusFirstInvalid(!submitting);

  useEffect(() => {
    if (refusals === 0) return undefined;
    // An error toast stays until dismissed, or until the next refusal or the answer replaces it.
    const key = toastQueue.error(messages.fillRequired);
    return () => toastQueue.close(key);
  }, [refusals, toastQueue]);

  const requested = moneyText(requestedCents);
  const approving = action === 'approve';
  return (
    <>
      <Button variant="primary" size="sm" onPress={() => send({ type: 'approve' })}>
        {labels.approve}
      </Button>
      <Button variant="secondary" size="sm" onPress={() => send({ type: 'requestChanges' })}>
        {labels.requestChanges}
      </Button>
      <Modal
        size="narrow"
        isOpen={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) send({ type: 'cancel' });
        }}
        isDismissable={false}
      >
        <ConfirmDialog
          title={approving ? labels.approveTitle : labels.changesTitle}
          formId={FORM_ID}
          isPending={submitting}
          onCancel={() => send({ type: 'cancel' })}
          cancelLabel={labels.cancel}
          confirmLabel={approving ? labels.confirmApprove : labels.confirmChanges}
          pendingLabel={labels.submitting}
          confirmVariant="primary"
        >
          <ConfirmForm
            id={FORM_ID}
            formRef={formRef}
            onSubmit={() => {
              request();
              send({ type: 'submit' });
            }}
            lead={
              <p>{approving ? labels.approveLead(requested, freelancerName) : labels.changesLead(freelancerName)}</p>
            }
            error={error}
            errorTitle={messages.failedTitle}
          >
            {approving ? (
              <TextField
                label={labels.partialAmount}
                description={labels.partialHelp(requested)}
                value={amount}
                onChange={(value) => send({ type: 'amount.change', value })}
                inputMode="decimal"
                maxLength={20}
                isInvalid={fieldErrors.amount !== undefined}
                errorMessage={fieldErrors.amount}
                isReadOnly={submitting}
              />
            ) : (
              <TextArea
                label={labels.changesMessage}
                value={message}
                onChange={(value) => send({ type: 'message.change', value })}
                maxLength={milestoneLimits.responseMessageMaxLength}
                rows={4}
                isRequired
                isInvalid={fieldErrors.message !== undefined}
                errorMessage={fieldErrors.message}
                isReadOnly={submitting}
              />
            )}
          </ConfirmForm>
        </ConfirmDialog>
      </Modal>
    </>
  );
}
