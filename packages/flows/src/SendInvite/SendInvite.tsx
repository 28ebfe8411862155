import {
  invitationResultMessages,
  proposalLimits,
  sendInviteLabels,
  staffSendInviteLabels,
} from '@cloudexperts/domain';
import { Banner, Button, Dialog, Form, Modal, Select, TextArea } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi } from '../shared/api.tsx';
import { FlowLoadFailed, FlowLoading } from '../shared/LoadStates.tsx';
import { ResultDialog } from '../shared/ResultDialog.tsx';
import type { FlowModalBody, FlowModalProps } from '../shared/flowModal.ts';
import { useFlow } from '../shared/useFlow.ts';
import { sendInviteActors, sendInviteMachine, type SendInviteOutput } from './sendInvite.machine.ts';

export interface SendInviteProps extends FlowModalProps<SendInviteOutput> {
  /** The freelancer's profile uuid (their cards' id). */
  freelancerId: string;
  /** Their name, as the popup says it. */
  freelancerName: string;
  /** The job chosen first (when it is one of the manager's open jobs); the client's job for staff. */
  jobId?: number;
  /**
   * Staff inviting for the client of `jobId` (issue 19): that job alone is offered (while open) and
   * the staff call (`POST /staff/jobs/{id}/invitations`) sends it instead of the manager's own; the
   * popup's words say it is done for the client. The machine is the same.
   */
  onBehalfOfClient?: boolean;
}

const FORM_ID = 'send-invite-form';

function SendInviteForm({
  freelancerId,
  freelancerName,
  jobId,
  onBehalfOfClient = false,
  onDone,
  onClose,
}: FlowModalBody<SendInviteProps, SendInviteOutput>) {
  const api = useApi();
  const labels = onBehalfOfClient ? { ...sendInviteLabels, ...staffSendInviteLabels } : sendInviteLabels;
  const machine = useMemo(
    () => sendInviteMachine.provide({ actors: sendInviteActors(api, { onBehalfOfClient }) }),
    [api, onBehalfOfClient],
  );
  const { snapshot, send } = useFlow(machine, {
    input: { freelancerId, message: labels.defaultMessage(freelancerName), ...(jobId ? { jobId } : {}) },
    onDone,
  });
  const { jobs, jobId: chosen, message, fieldErrors, error } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const { formRef, request } = useFocusFirstInvalid(!submitting);
  const cancel = (
    <Button variant="secondary" onPress={() => send({ type: 'cancel' })} isDisabled={!snapshot.can({ type: 'cancel' })}>
      {labels.cancel}
    </Button>
  );

  if (snapshot.matches('sent')) {
    return (
      <ResultDialog title={invitationResultMessages.sentTitle} closeLabel={labels.close} onClose={onClose}>
        <p>{onBehalfOfClient ? staffSendInviteLabels.sentText : invitationResultMessages.sentText}</p>
      </ResultDialog>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      // Keyed: a dialog of its own, which takes the focus as it opens (the form's button is gone).
      <Dialog
        key="failed"
        title={invitationResultMessages.failedTitle}
        showCloseButton={false}
        actions={
          <>
            {cancel}
            <Button onPress={() => send({ type: 'retry' })}>{labels.retry}</Button>
          </>
        }
      >
        <Banner tone="error">{error}</Banner>
      </Dialog>
    );
  }

  let body;
  if (snapshot.matches('loadingJobs')) body = <FlowLoading label={labels.jobsLoading} />;
  else if (snapshot.matches('loadFailed'))
    body = <FlowLoadFailed message={labels.jobsFailed} retry={labels.retry} onRetry={() => send({ type: 'retry' })} />;
  else if (jobs.length === 0) body = <Banner tone="info">{labels.noOpenJobs}</Banner>;
  else
    body = (
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
        <Select
          label={labels.job}
          placeholder={labels.jobPlaceholder}
          items={jobs.map((job) => ({ id: String(job.id), label: job.title }))}
          value={chosen === null ? null : String(chosen)}
          onChange={(key) => {
            const job = jobs.find((option) => String(option.id) === String(key));
            if (job) send({ type: 'job.change', value: job.id });
          }}
          isRequired
          isInvalid={fieldErrors.job !== undefined}
          errorMessage={fieldErrors.job}
          isDisabled={submitting}
        />
        <TextArea
          label={labels.message}
          value={message}
          onChange={(value) => send({ type: 'message.change', value })}
          maxLength={proposalLimits.messageMaxLength}
          rows={5}
          isRequired
          isInvalid={fieldErrors.message !== undefined}
          errorMessage={fieldErrors.message}
          isReadOnly={submitting}
        />
      </Form>
    );

  return (
    <Dialog
      title={labels.title}
      showCloseButton={false}
      actions={
        <>
          {cancel}
          {snapshot.matches('editing') || submitting ? (
            <Button
              type="submit"
              form={FORM_ID}
              isPending={submitting}
              pendingLabel={labels.submitting}
              isDisabled={jobs.length === 0}
            >
              {labels.submit}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{labels.lead(freelancerName)}</p>
      {body}
    </Dialog>
  );
}

/**
 * SEND_INVITE_POPUP (spec document 2, sections 2, 3, 5 and 8): the manager invites a freelancer to
 * one of their open jobs with a message. The result ('Invitation Sent Successfully' or
 * 'Invitation Failed to Send') shows in the popup; the caller hears `onDone` once it is sent.
 */
export function SendInvite({ isOpen, onOpenChange, onDone, ...props }: SendInviteProps) {
  return (
    <Modal size="narrow" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <SendInviteForm
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
