import { proposalFormLabels as labels, type JobPayType, type Proposal } from '@cloudexperts/domain';
import { Dialog, Modal } from '@cloudexperts/ui';
import { ResultDialog } from '../Popups/ResultPopup.tsx';
import type { PopupHostProps } from '../Popups/registry.ts';
import { draftOf, type ScreeningQuestion, type SubmitProposalInput } from './submitProposal.machine.ts';
import { ProposalForm } from './ProposalForm.tsx';
import { useProposalFlow } from './useProposalFlow.ts';

interface ProposalDialogProps {
  input: SubmitProposalInput;
  payType: JobPayType | null;
  onSent: (proposal: Proposal) => void;
  onClose: () => void;
  /** The result popup's wait, for tests. */
  autoCloseMs?: number | undefined;
  /** The pair's billing so far: the bid's fee breakdown shows only with it. */
  billedBeforeCents?: number | undefined;
}

/** The form in a dialog; a technical failure shows the spec's failure popup in its place, the draft kept. */
function ProposalDialog({ input, payType, onSent, onClose, autoCloseMs, billedBeforeCents }: ProposalDialogProps) {
  const flow = useProposalFlow(input, (output) => {
    if (output.result === 'cancelled') onClose();
    else onSent(output.proposal);
  });
  if (flow.snapshot.matches('failed')) {
    return (
      <ResultDialog
        outcome="failed"
        autoCloseMs={autoCloseMs}
        onSuccess={onClose}
        onRetry={() => flow.send({ type: 'retry' })}
      />
    );
  }
  return (
    <Dialog title={input.mode === 'submit' ? labels.submitTitle : labels.updateTitle} closeLabel={labels.cancel}>
      <ProposalForm
        flow={flow}
        payType={payType}
        billedBeforeCents={billedBeforeCents}
        onCancel={() => flow.send({ type: 'cancel' })}
      />
    </Dialog>
  );
}

export interface SubmitProposalPopupProps extends PopupHostProps {
  job: { id: number; job_pay_type: JobPayType | null; screening_questions: readonly ScreeningQuestion[] };
  /** Called with the proposal sent (the opener shows the result popup). */
  onSubmitted: (proposal: Proposal) => void;
  autoCloseMs?: number | undefined;
  /** What the freelancer has billed with the job's client (`billed_cents`): shows the bid's fee breakdown. */
  billedBeforeCents?: number | undefined;
}

/** SUBMIT_JOB_PROPOSAL (spec document 2, section 2): a proposal to `job`, in a modal. */
export function SubmitProposalPopup({
  isOpen,
  onOpenChange,
  job,
  onSubmitted,
  autoCloseMs,
  billedBeforeCents,
}: SubmitProposalPopupProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} size="lg">
      <ProposalDialog
        input={{ mode: 'submit', jobId: job.id, questions: job.screening_questions }}
        payType={job.job_pay_type}
        autoCloseMs={autoCloseMs}
        billedBeforeCents={billedBeforeCents}
        onSent={(proposal) => {
          onSubmitted(proposal);
          onOpenChange(false);
        }}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}

export interface UpdateProposalPopupProps extends PopupHostProps {
  proposal: Proposal;
  /** Called with the proposal updated (the opener shows the result popup and reloads). */
  onUpdated: (proposal: Proposal) => void;
  autoCloseMs?: number | undefined;
}

/** UPDATE_JOB_PROPOSAL (spec document 2, section 2): one's own proposal, changed and sent again. */
export function UpdateProposalPopup({
  isOpen,
  onOpenChange,
  proposal,
  onUpdated,
  autoCloseMs,
}: UpdateProposalPopupProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} size="lg">
      <ProposalDialog
        input={{
          mode: 'update',
          jobId: proposal.job.id,
          proposalId: proposal.id,
          questions: proposal.screening_answers.map((answer) => ({
            id: answer.question_id,
            question: answer.question,
          })),
          draft: draftOf(proposal),
        }}
        payType={proposal.job.job_pay_type}
        autoCloseMs={autoCloseMs}
        onSent={(updated) => {
          onUpdated(updated);
          onOpenChange(false);
        }}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}
