import {
  adminFreelancerLabels as labels,
  applicationRejectLimits,
  applicationRejectReasons,
  rejectFreelancerRequestSchema,
  type ApplicationRejectReason,
  type ResponseOf,
} from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import { Banner, Button, Dialog, Form, Modal, Radio, RadioGroup, TextArea } from '@cloudexperts/ui';
import { useState } from 'react';

const FORM_ID = 'reject-application-form';

type Answer = ResponseOf<'rejectFreelancer'>;

const isReason = (value: string): value is ApplicationRejectReason =>
  (applicationRejectReasons as readonly string[]).includes(value);

/** The fields' messages from the domain schema the API checks too (reason, then the comment). */
function fieldErrorsOf(reason: string, comment: string): { reason?: string; comment?: string } {
  const parsed = rejectFreelancerRequestSchema.safeParse({ reason: reason || undefined, comment });
  if (parsed.success) return {};
  const errors: { reason?: string; comment?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'reason' || field === 'comment') && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

function RejectForm({
  profileId,
  name,
  onRejected,
  onCancel,
}: {
  profileId: string;
  name: string;
  onRejected: (answer: Answer) => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [shown, setShown] = useState<{ reason?: string; comment?: string }>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const submit = () => {
    const errors = fieldErrorsOf(reason, comment);
    setShown(errors);
    if (errors.reason !== undefined || errors.comment !== undefined || !isReason(reason)) return;
    setSubmitting(true);
    setFailure(undefined);
    api.rejectFreelancer({ params: { id: profileId }, body: { reason, ...(comment.trim() ? { comment } : {}) } }).then(
      (answer) => {
        setSubmitting(false);
        onRejected(answer);
      },
      (error: unknown) => {
        setSubmitting(false);
        const failed = toFailure(error);
        if (failed.fields.reason !== undefined || failed.fields.comment !== undefined) {
          setShown({ reason: failed.fields.reason, comment: failed.fields.comment });
        }
        setFailure(failed.message ?? labels.actionFailed);
      },
    );
  };

  return (
    <Dialog
      title={labels.rejectTitle}
      showCloseButton={false}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={submitting}>
            {labels.keep}
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" isPending={submitting} pendingLabel={labels.rejecting}>
            {labels.rejectSubmit}
          </Button>
        </>
      }
    >
      <Form
        id={FORM_ID}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>{labels.rejectLead(name)}</p>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        <RadioGroup
          label={labels.rejectReason}
          value={reason === '' ? null : reason}
          onChange={(value) => {
            setReason(value);
            setShown((current) => ({ ...current, reason: undefined }));
          }}
          isRequired
          isInvalid={shown.reason !== undefined}
          errorMessage={shown.reason}
          isReadOnly={submitting}
        >
          {applicationRejectReasons.map((option) => (
            <Radio key={option} value={option}>
              {option}
            </Radio>
          ))}
        </RadioGroup>
        <TextArea
          label={labels.rejectComment}
          description={labels.rejectCommentHint}
          value={comment}
          onChange={(value) => {
            setComment(value);
            setShown((current) => ({ ...current, comment: undefined }));
          }}
          maxLength={applicationRejectLimits.commentMaxLength}
          rows={3}
          isRequired={reason === 'Other'}
          isInvalid={shown.comment !== undefined}
          errorMessage={shown.comment}
          isReadOnly={submitting}
        />
      </Form>
    </Dialog>
  );
}

/**
 * The admin rejects a submitted application (issue 19): a reason from the list (Other needs a
 * comment) and a comment the freelancer reads; `POST /admins/reject_freelancer/{id}`. The caller
 * hears `onRejected` with the answer and closes the modal.
 */
export function RejectApplication({
  isOpen,
  onOpenChange,
  profileId,
  name,
  onRejected,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  name: string;
  onRejected: (answer: Answer) => void;
}) {
  return (
    <Modal size="narrow" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      {isOpen ? (
        <RejectForm
          profileId={profileId}
          name={name}
          onRejected={(answer) => {
            onRejected(answer);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Modal>
  );
}
