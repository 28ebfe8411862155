import { rejectMessages, rejectProposalLabels as labels, proposalLimits, rejectReasons } from '@cloudexperts/domain';
import { Banner, Button, Dialog, Form, Modal, Radio, RadioGroup, TextArea, TextField } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi } from '../shared/api.tsx';
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
    <Dialog
      title={labels.title}
      showCloseButton={false}
      actions={
        <>
          <Button
            variant="secondary"
            onPress={() => send({ type: 'cancel' })}
            isDisabled={!snapshot.can({ type: 'cancel' })}
          >
            {labels.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" isPending={submitting} pendingLabel={labels.submitting}>
            {labels.submit}
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
        <p>{labels.lead(freelancerName)}</p>
        {error ? (
          <Banner tone="error" title={rejectMessages.failedTitle}>
            {error}
          </Banner>
        ) : null}
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
      </Form>
    </Dialog>
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
