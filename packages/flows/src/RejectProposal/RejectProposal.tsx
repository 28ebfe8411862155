import { rejectMessages, rejectProposalLabels as labels, proposalLimits, rejectReasons } from '@cloudexperts/domain';
import { Modal, Radio, RadioGroup, TextArea, TextField } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi } from '../shared/api.tsx';
import { ConfirmDialog, ConfirmForm } from '../shared/ConfirmDialog.tsx';
import { ResultDialog } from '../shared/ResultDialog.tsx';
import type { FlowModalBody, FlowModalProps } from '../shared/flowModal.ts';
import { useFlow } from '../shared/useFlow.ts';
import { isRejectReason, rejectProposalMachine, type RejectProposalOutput } from './rejectProposal.machine.ts';

export interface RejectProposalProps extends FlowModalProps<RejectProposalOutput> {
  /** The proposal to reject. */
  proposalId: number;
  /** Whose proposal it is (the popup names them). */
  freelancerName: string;
}

const FORM_ID = 'reject-proposal-form';

function RejectProposalForm({
  proposalId,
  freelancerName,
  onDone,
  onClose,
}: FlowModalBody<RejectProposalProps, RejectProposalOutput>) {
  const api = useApi();
  const machine = useMemo(
    () =>
      rejectProposalMachine.provide({
        actors: {
          rejectProposal: fromPromise(({ input: { id, ...body }, signal }) =>
            api.changeProposal({ params: { id }, body: { status: 'rejected', ...body }, signal }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { proposalId }, onDone });
  const { reason, customReason, comment, fieldErrors, error } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const { formRef, request } = useFocusFirstInvalid(!submitting);

  if (snapshot.matches('rejected')) {
    return (
      <ResultDialog title={rejectMessages.rejectedTitle} closeLabel={labels.close} onClose={onClose}>
        <p>{labels.rejectedText(freelancerName)}</p>
      </ResultDialog>
    );
  }

  return (
    <ConfirmDialog
      title={labels.title}
      formId={FORM_ID}
      isPending={submitting}
      onCancel={() => send({ type: 'cancel' })}
      isCancelDisabled={!snapshot.can({ type: 'cancel' })}
      cancelLabel={labels.cancel}
      confirmLabel={labels.submit}
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
        lead={<p>{labels.lead(freelancerName)}</p>}
        error={error}
        errorTitle={rejectMessages.failedTitle}
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
 * REJECT_PROPOSAL_POPUP (spec document 2, sections 2, 3, 5 and 8): the manager rejects a
 * proposal with a reason. On success it shows 'Proposal Rejected Successfully' until closed; the
 * caller hears `onDone` at once (to reload what it shows).
 */
export function RejectProposal({ isOpen, onOpenChange, proposalId, freelancerName, onDone }: RejectProposalProps) {
  return (
    <Modal size="narrow" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <RejectProposalForm
        proposalId={proposalId}
        freelancerName={freelancerName}
        onDone={(output) => {
          onDone?.(output);
          if (output.result === 'cancelled') onOpenChange(false);
        }}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}
