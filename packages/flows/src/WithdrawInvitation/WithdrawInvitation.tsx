import { staffWithdrawInvitationLabels, withdrawInvitationLabels as labels } from '@cloudexperts/domain';
import { AlertDialog } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { useApi } from '../shared/api.tsx';
import type { FlowModalProps } from '../shared/flowModal.ts';
import { useFlow } from '../shared/useFlow.ts';
import {
  withdrawInvitationActor,
  withdrawInvitationMachine,
  type WithdrawInvitationOutput,
} from './withdrawInvitation.machine.ts';

export interface WithdrawInvitationProps extends FlowModalProps<WithdrawInvitationOutput> {
  /** The invitation to withdraw. */
  invitationId: number;
  /** Who was invited (the question names them). */
  freelancerName: string;
  /**
   * Staff withdrawing the client's invitation for them (issue 19): the staff call
   * (`POST /staff/invitations/{id}/withdraw`) instead of the manager's own, and the question says
   * it is done for the client; the machine is the same.
   */
  onBehalfOfClient?: boolean;
}

function WithdrawConfirmation({
  invitationId,
  freelancerName,
  onBehalfOfClient = false,
  onDone,
}: Omit<WithdrawInvitationProps, 'isOpen' | 'onOpenChange' | 'onDone'> & {
  onDone: (output: WithdrawInvitationOutput) => void;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      withdrawInvitationMachine.provide({
        actors: { withdrawInvitation: withdrawInvitationActor(api, { onBehalfOfClient }) },
      }),
    [api, onBehalfOfClient],
  );
  const { snapshot, send } = useFlow(machine, { input: { invitationId }, onDone });
  const { error } = snapshot.context;
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => {
        // Escape or Keep: the flow ends cancelled (not while the call is on its way).
        if (!open) send({ type: 'cancel' });
      }}
      title={onBehalfOfClient ? staffWithdrawInvitationLabels.title : labels.title}
      tone="danger"
      confirmLabel={labels.confirm}
      cancelLabel={labels.cancel}
      pendingLabel={labels.pending}
      closeOnConfirm={false}
      isPending={snapshot.matches('withdrawing')}
      onConfirm={() => send({ type: 'confirm' })}
    >
      <p>{onBehalfOfClient ? staffWithdrawInvitationLabels.message(freelancerName) : labels.message(freelancerName)}</p>
      {error ? <p role="alert">{error}</p> : null}
    </AlertDialog>
  );
}

/**
 * WITHDRAW_JOB_INVITATION (spec document 2, sections 2, 3 and 4): a confirmation, then the
 * invitation's status becomes 'withdrawal' (`PUT /invite/{id}`; `onBehalfOfClient`, staff's call
 * for the client). It closes once withdrawn or left;
 * the caller hears `onDone`.
 */
export function WithdrawInvitation({ isOpen, onOpenChange, onDone, ...props }: WithdrawInvitationProps) {
  if (!isOpen) return null;
  return (
    <WithdrawConfirmation
      {...props}
      onDone={(output) => {
        onDone?.(output);
        onOpenChange(false);
      }}
    />
  );
}
