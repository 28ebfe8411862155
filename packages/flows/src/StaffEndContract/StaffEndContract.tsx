import {
  moneyText,
  refundOnEndingCents,
  staffEndContractLabels as labels,
  type ApiClient,
  type StaffContractView,
} from '@cloudexperts/domain';
import { Banner, Button, Inline, Modal, Text, TextArea } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi } from '../shared/api.tsx';
import { ConfirmDialog, ConfirmForm } from '../shared/ConfirmDialog.tsx';
import { newIdempotencyKey } from '../shared/idempotencyKey.ts';
import { useFlow } from '../shared/useFlow.ts';
import {
  staffEndContractMachine,
  type StaffEndContractOutput,
  type StaffEndContractRequest,
} from './staffEndContract.machine.ts';

/** The machine's `endContract` call: `POST /staff/contracts/{id}/end` with the dialog's Idempotency-Key. */
export function endContractForClient(api: ApiClient, request: StaffEndContractRequest, signal?: AbortSignal) {
  return api.staffEndContract({
    params: { id: request.contractId },
    body: { reason: request.reason },
    idempotencyKey: request.idempotencyKey,
    ...(signal ? { signal } : {}),
  });
}

export interface StaffEndContractProps {
  /** The active contract to end. */
  contractId: number;
  /** The parties, as the dialog names them. */
  clientName: string;
  freelancerName: string;
  /**
   * The contract's milestones as staff read them: the dialog shows what goes back to the client.
   * Without them it says it in words.
   */
  milestones?: StaffContractView['milestones'];
  /** Called once ended, with the contract as staff now read it. */
  onDone: (output: StaffEndContractOutput) => void;
  /** A fresh Idempotency-Key per opening of the dialog. */
  newKey?: () => string;
}

const FORM_ID = 'staff-end-contract-form';

/**
 * "End contract" for staff (issue 19; `staffEndContractMachine`): a button opening a dialog that
 * says what ending does (the amount going back to the client when the milestones are known), a
 * required reason both parties read, Cancel / End contract; a failure keeps the reason and offers
 * Retry (the same ending, the same key).
 */
export function StaffEndContract({
  contractId,
  clientName,
  freelancerName,
  milestones,
  onDone,
  newKey = newIdempotencyKey,
}: StaffEndContractProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      staffEndContractMachine.provide({
        actors: { endContract: fromPromise(({ input, signal }) => endContractForClient(api, input, signal)) },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { contractId, newKey }, onDone });
  const { reason, fieldErrors, error } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const failed = snapshot.matches('failed');
  const open = snapshot.matches('editing') || submitting || failed;
  const { formRef, request } = useFocusFirstInvalid(!submitting);
  const refund = milestones === undefined ? undefined : refundOnEndingCents(milestones);

  return (
    <>
      <Button variant="danger" onPress={() => send({ type: 'open' })}>
        {labels.open}
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
          title={labels.title}
          formId={FORM_ID}
          isPending={submitting}
          onCancel={() => send({ type: 'cancel' })}
          cancelLabel={labels.cancel}
          confirmLabel={labels.confirm}
          pendingLabel={labels.submitting}
          confirmVariant="danger"
        >
          <ConfirmForm
            id={FORM_ID}
            formRef={formRef}
            onSubmit={() => {
              request();
              send({ type: 'submit' });
            }}
            lead={
              <>
                <p>{labels.lead(clientName, freelancerName)}</p>
                <p>
                  {refund === undefined
                    ? labels.refundInWords
                    : refund > 0
                      ? labels.refund(moneyText(refund))
                      : labels.noRefund}
                </p>
              </>
            }
          >
            {error ? (
              <Banner tone="error" title={labels.failedTitle}>
                <Inline gap="sm">
                  <Text>{error}</Text>
                  <Button variant="secondary" size="sm" onPress={() => send({ type: 'retry' })} isDisabled={!failed}>
                    {labels.retry}
                  </Button>
                </Inline>
              </Banner>
            ) : null}
            <TextArea
              label={labels.reason}
              description={labels.reasonHelp}
              value={reason}
              onChange={(value) => send({ type: 'reason.change', value })}
              rows={4}
              isRequired
              isInvalid={fieldErrors.reason !== undefined}
              errorMessage={fieldErrors.reason}
              isReadOnly={submitting}
            />
          </ConfirmForm>
        </ConfirmDialog>
      </Modal>
    </>
  );
}
