import {
  ApiError,
  countWords,
  messageBodySchema,
  messageLimits,
  messagePageLabels as labels,
  type Message,
  type UploadedFile,
} from '@cloudexperts/domain';
import { FileUpload, uploadFile, useSession } from '@cloudexperts/flows';
import { Banner, Button, Chip, TextArea } from '@cloudexperts/ui';
import { useMemo, useState } from 'react';
import { failureMessage } from '../account/failureMessage.ts';
import * as styles from './messages.css.ts';

/**
 * The thread's composer: the text with the spec's counter ('N words, 5000 max') and its blank
 * message ('Please enter a message'), up to five documents (each uploaded as it is chosen, through
 * the upload field of the application wizard), and Send. A refusal shows on the field (422) or
 * above it; what was typed stays until the message is sent. One step, so plain state, no machine:
 * the uploads' own retries live in the upload field's machine. `send` is the call that posts (a
 * participant's `sendMessage`, a staff member's `staffPostMessage`, which takes no attachments).
 */
export function Composer({
  send,
  onSent,
  withAttachments = true,
  label = labels.composer,
  sendLabel = labels.send,
  sendingLabel = labels.sending,
}: {
  send: (body: string, attachmentIds: string[]) => Promise<Message>;
  onSent: (message: Message) => void;
  withAttachments?: boolean;
  label?: string;
  sendLabel?: string;
  sendingLabel?: string;
}) {
  const session = useSession();
  const upload = useMemo(() => uploadFile(session, 'resume'), [session]);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [attachments, setAttachments] = useState<UploadedFile[]>([]);
  const [round, setRound] = useState(0);
  const [sending, setSending] = useState(false);
  const words = countWords(text);

  const submit = async () => {
    const checked = messageBodySchema.safeParse(text);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? labels.blank);
      return;
    }
    setSending(true);
    setFailure(undefined);
    try {
      const message = await send(
        checked.data,
        attachments.map((attachment) => attachment.id),
      );
      setText('');
      setAttachments([]);
      setRound((count) => count + 1);
      onSent(message);
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.body : undefined;
      if (field) setFieldError(field);
      else setFailure(failureMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      {failure ? <Banner tone="error" title={failure} isDismissable onHide={() => setFailure(undefined)} /> : null}
      <TextArea
        label={label}
        value={text}
        onChange={(value) => {
          setText(value);
          setFieldError(undefined);
        }}
        description={labels.counter(words)}
        isInvalid={fieldError !== undefined}
        errorMessage={fieldError}
        rows={3}
      />
      {attachments.length > 0 ? (
        <ul className={styles.attachments} aria-label={labels.attachments}>
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <Chip
                label={attachment.name}
                onRemove={() => {
                  setAttachments((current) => current.filter((item) => item.id !== attachment.id));
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {withAttachments && attachments.length < messageLimits.maxAttachments ? (
        <FileUpload
          key={round}
          kind="resume"
          label={labels.attach}
          upload={upload}
          onDone={({ file, url }) => {
            setAttachments((current) => [...current, { id: url, name: file.name, size: file.size, type: file.type }]);
            setRound((count) => count + 1);
          }}
        />
      ) : null}
      <div className={styles.composerActions}>
        <Button type="submit" isPending={sending} pendingLabel={sendingLabel}>
          {sendLabel}
        </Button>
      </div>
    </form>
  );
}
