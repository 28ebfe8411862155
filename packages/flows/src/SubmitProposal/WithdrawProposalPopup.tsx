import { withdrawProposalLabels as labels, type Proposal } from '@cloudexperts/domain';
import { Modal } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { ConfirmationDialog } from '../Popups/ConfirmationPopup.tsx';
import type { PopupHostProps } from '../Popups/registry.ts';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { withdrawProposalMachine } from './withdrawProposal.machine.ts';

function WithdrawDialog({
  proposal,
  onWithdrawn,
  onClose,
}: {
  proposal: Pick<Proposal, 'id' | 'job'>;
  onWithdrawn: (proposal: Proposal) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      withdrawProposalMachine.provide({
        actors: {
          withdrawProposal: fromPromise(({ input, signal }) =>
            api.changeProposal({ params: { id: input.proposalId }, body: { status: 'withdrawn' }, signal }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, {
    input: { proposalId: proposal.id },
    onDone: (output) => {
      if (output.result === 'withdrawn') onWithdrawn(output.proposal);
      else onClose();
    },
  });
  return (
    <ConfirmationDialog
      title={labels.title}
      message={labels.message(proposal.job.title)}
      confirmLabel={labels.confirm}
      cancelLabel={labels.cancel}
      onConfirm={() => send({ type: 'confirm' })}
      onCancel={() => send({ type: 'cancel' })}
      isBusy={snapshot.matches('withdrawing')}
      busyText={labels.withdrawing}
      error={snapshot.context.error}
    />
  );
}

export interface WithdrawProposalPopupProps extends PopupHostProps {
  proposal: Pick<Proposal, 'id' | 'job'>;
  /** Called with the proposal withdrawn (the opener shows the result popup and reloads). */
  onWithdrawn: (proposal: Proposal) => void;
}

/**
 * WITHDRAW_JOB_PROPOSAL (spec document 2, section 2): the CONFIRMATION_POPUP's question, then PUT
 * /job_applications/{id} with status 'withdrawn'. The opener asks `canTransition` first.
 */
export function WithdrawProposalPopup({ isOpen, onOpenChange, proposal, onWithdrawn }: WithdrawProposalPopupProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <WithdrawDialog
        proposal={proposal}
        onWithdrawn={(withdrawn) => {
          onWithdrawn(withdrawn);
          onOpenChange(false);
        }}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}
