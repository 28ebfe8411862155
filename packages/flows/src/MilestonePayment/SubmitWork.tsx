import {
  dollarsToCents,
  milestoneLimits,
  paymentRequestStatusText,
  submitWorkLabels as labels,
  wordCounter,
  type Milestone,
  type UploadKind,
} from '@cloudexperts/domain';
import { Banner, Button, Modal, Select, Stack, Text, TextArea, TextField } from '@cloudexperts/ui';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { uploadFile } from '../ApplicationWizard/uploadFile.ts';
import { FileUpload, type UploadFunction } from '../FileUpload/FileUpload.tsx';
import { FeeBreakdown } from '../shared/FeeBreakdown.tsx';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi, useSession } from '../shared/api.tsx';
import { ConfirmDialog, ConfirmForm } from '../shared/ConfirmDialog.tsx';
import type { FlowModalBody, FlowModalProps } from '../shared/flowModal.ts';
import { useFlow } from '../shared/useFlow.ts';
import * as styles from './SubmitWork.css.ts';
import { isChoosable, milestonePaymentMachine, type MilestonePaymentOutput } from './milestonePayment.machine.ts';

export interface SubmitWorkProps extends FlowModalProps<MilestonePaymentOutput> {
  contractId: number;
  /** The contract's milestones, each with its requests newest first. */
  milestones: Milestone[];
  /**
   * What the freelancer has billed with this client so far (the contract's `billed_cents`), so the
   * fee shown crosses the spec's $500 threshold where the release's will.
   * @default 0
   */
  billedBeforeCents?: number;
  /** Uploads a work document (stories); by default `POST /uploads?kind=resume`, signed in. */
  upload?: (kind: UploadKind) => UploadFunction;
}

const FORM_ID = 'submit-work-form';
/** Work documents go up as the upload capability's documents (PDF, DOC, DOCX). */
const DOCUMENT_KIND = 'resume' satisfies UploadKind;

/** How an option reads: what it holds, or why it cannot be chosen. */
function optionLabel(milestone: Milestone): string {
  const latest = milestone.payment_requested[0];
  if (isChoosable(milestone)) return labels.milestoneOption(milestone.description, milestone.escrow_cents);
  if (milestone.status !== 'funded' || milestone.escrow_cents === 0) return labels.notFunded(milestone.description);
  return labels.blocked(milestone.description, latest ? paymentRequestStatusText(latest.status) : '');
}

/** The fee breakdown of a typed amount, once it is one the API would take. */
function AmountBreakdown({ amount, billedBeforeCents }: { amount: string; billedBeforeCents: number }) {
  const cents = dollarsToCents(amount);
  if (cents === undefined || cents <= 0 || cents > milestoneLimits.maxAmountCents) return null;
  return <FeeBreakdown amountCents={cents} billedBeforeCents={billedBeforeCents} amountLabel={labels.gross} />;
}

function SubmitWorkForm({
  contractId,
  milestones,
  billedBeforeCents = 0,
  upload,
  onDone,
}: FlowModalBody<SubmitWorkProps, MilestonePaymentOutput>) {
  const api = useApi();
  const session = useSession();
  const sendFile = useMemo(
    () => (upload ? upload(DOCUMENT_KIND) : uploadFile(session, DOCUMENT_KIND)),
    [upload, session],
  );
  const machine = useMemo(
    () =>
      milestonePaymentMachine.provide({
        actors: {
          requestPayment: fromPromise(({ input, signal }) =>
            api.requestPayment({ body: input.body, idempotencyKey: input.idempotencyKey, signal }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { contractId, milestones }, onDone });
  const { milestoneId, amount, message, attachments, fieldErrors, error } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const { formRef, request } = useFocusFirstInvalid(!submitting);
  // A fresh drop zone for the next document once one is attached.
  const [uploadField, setUploadField] = useState(0);
  const anyChoosable = milestones.some(isChoosable);

  return (
    <ConfirmDialog
      title={labels.title}
      formId={FORM_ID}
      isPending={submitting}
      onCancel={() => send({ type: 'cancel' })}
      cancelLabel={labels.cancel}
      confirmLabel={labels.submit}
      pendingLabel={labels.submitting}
      isConfirmDisabled={milestones.length > 0 && !anyChoosable}
    >
      <Stack gap="md">
        {error ? <Banner tone="error">{error}</Banner> : null}
        <p>{labels.lead}</p>
        {milestones.length > 0 && !anyChoosable ? <Banner tone="info">{labels.noMilestones}</Banner> : null}
        <ConfirmForm
          id={FORM_ID}
          formRef={formRef}
          onSubmit={() => {
            request();
            send({ type: 'submit' });
          }}
        >
          {milestones.length > 0 ? (
            <Select
              label={labels.milestone}
              placeholder={labels.milestonePlaceholder}
              items={milestones.map((milestone) => ({
                id: String(milestone.id),
                label: optionLabel(milestone),
                isDisabled: !isChoosable(milestone),
              }))}
              value={milestoneId === null ? null : String(milestoneId)}
              onChange={(key) => {
                if (key !== null) send({ type: 'milestone.change', value: Number(key) });
              }}
              isRequired
              isInvalid={fieldErrors.milestone !== undefined}
              errorMessage={fieldErrors.milestone}
              isDisabled={submitting}
            />
          ) : null}
          <TextField
            label={labels.amount}
            inputMode="decimal"
            value={amount}
            onChange={(value) => send({ type: 'amount.change', value })}
            isRequired
            isInvalid={fieldErrors.amount !== undefined}
            errorMessage={fieldErrors.amount}
            isReadOnly={submitting}
          />
          <AmountBreakdown amount={amount} billedBeforeCents={billedBeforeCents} />
          <TextArea
            label={labels.message}
            description={wordCounter(message)}
            value={message}
            onChange={(value) => send({ type: 'message.change', value })}
            maxLength={milestoneLimits.requestMessageMaxLength}
            rows={5}
            isRequired
            isInvalid={fieldErrors.message !== undefined}
            errorMessage={fieldErrors.message}
            isReadOnly={submitting}
          />
        </ConfirmForm>
        <section aria-label={labels.attachments}>
          <Text weight="bold">{labels.attachments}</Text>
          {attachments.length > 0 ? (
            <ul aria-label={labels.attached} className={styles.attachments}>
              {attachments.map((document) => (
                <li key={document.id}>
                  {document.name}{' '}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={labels.removeAttachment(document.name)}
                    onPress={() => send({ type: 'attachment.remove', id: document.id })}
                    isDisabled={submitting}
                  >
                    {labels.removeLabel}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {attachments.length < milestoneLimits.maxDocuments && !submitting ? (
            <FileUpload
              key={uploadField}
              kind={DOCUMENT_KIND}
              label={labels.attachment}
              upload={sendFile}
              onDone={(output) => {
                send({ type: 'attachment.add', document: { id: output.url, name: output.file.name } });
                setUploadField((field) => field + 1);
              }}
            />
          ) : null}
          <Text size="sm" tone="muted">
            {labels.maxAttachments}
          </Text>
        </section>
      </Stack>
    </ConfirmDialog>
  );
}

/**
 * FREELANCER_SUBMIT_WORK (spec document 2, sections 2, 3, 4, 5 and 7): the freelancer asks for a
 * funded milestone's money with a message and work documents. On success the caller's `onDone`
 * runs its follow-up (the milestones reload) and the popup closes; Cancel closes it.
 */
export function SubmitWork({ isOpen, onOpenChange, onDone, ...props }: SubmitWorkProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <SubmitWorkForm
        {...props}
        onDone={(output) => {
          onDone?.(output);
          onOpenChange(false);
        }}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}
