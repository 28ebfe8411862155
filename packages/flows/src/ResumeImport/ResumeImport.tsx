import {
  aiHelperLabels,
  fileUploadLabels,
  resumeImportFormats,
  uploadRules,
  type ResumeStructuredData,
} from '@cloudexperts/domain';
import { Button, Chip, Dialog, FileDropZone, Heading, Inline, Modal, Spinner, Stack, Text } from '@cloudexperts/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useSession } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { extractResume, type ExtractFunction } from './extractResume.ts';
import * as styles from './ResumeImport.css.ts';
import { resumeImportMachine, type ExtractResumeRequest, type ResumeImportOutput } from './resumeImport.machine.ts';

const labels = aiHelperLabels.resumeImport;

export interface ResumeImportProps {
  /** Whether the modal is open (it opens from the button beside the resume field). */
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape, and after Use these. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the skills and the summary when Use these is pressed. */
  onApply: (extracted: ResumeStructuredData) => void;
  /**
   * How the resume is sent and read.
   * @default `POST /profiles/generate_resume_response` with progress, signed in with the session's token
   */
  extract?: ExtractFunction;
}

function ResumeImportDialog({
  extract,
  onDone,
}: {
  extract: ExtractFunction | undefined;
  onDone: (output: ResumeImportOutput) => void;
}) {
  const session = useSession();
  const machine = useMemo(() => {
    const send = extract ?? extractResume(session);
    return resumeImportMachine.provide({
      actors: {
        extractResume: fromPromise<ResumeStructuredData, ExtractResumeRequest>(({ input, signal }) =>
          input.file instanceof File
            ? send(input.file, input.onProgress, signal)
            : Promise.reject(new Error('Only a browser File can be sent')),
        ),
      },
    });
  }, [extract, session]);
  const { snapshot, send } = useFlow(machine, { onDone });
  const { file, progress, fileError, error, extracted } = snapshot.context;
  const reviewId = useId();
  const statusId = useId();
  const retryButton = useRef<HTMLButtonElement>(null);
  const extracting = snapshot.matches('extracting');
  const reviewing = snapshot.matches('reviewing');
  const failed = snapshot.matches('failed');

  // Choose file is disabled while the resume is read: the status holds the focus meanwhile. Then
  // the review starts at its heading (a screen reader hears what was found), a failure at Retry.
  useEffect(() => {
    if (reviewing) document.getElementById(reviewId)?.focus();
    else if (extracting) document.getElementById(statusId)?.focus();
    else if (failed) retryButton.current?.focus();
  }, [reviewing, extracting, failed, reviewId, statusId]);

  return (
    <Dialog
      title={labels.title}
      showCloseButton={false}
      actions={
        <>
          <Button variant="secondary" onPress={() => send({ type: 'cancel' })}>
            {labels.cancel}
          </Button>
          {reviewing ? (
            <Button variant="secondary" onPress={() => send({ type: 'file.change' })}>
              {labels.another}
            </Button>
          ) : null}
          {failed ? (
            <Button ref={retryButton} onPress={() => send({ type: 'retry' })}>
              {labels.retry}
            </Button>
          ) : null}
          {reviewing ? <Button onPress={() => send({ type: 'use' })}>{labels.use}</Button> : null}
        </>
      }
    >
      {reviewing && extracted ? (
        <Stack gap="md">
          <Heading level={3} size="md" id={reviewId} tabIndex={-1}>
            {labels.skills}
          </Heading>
          {extracted.skills.length > 0 ? (
            <ul className={styles.skillList} aria-labelledby={reviewId}>
              {extracted.skills.map((skill) => (
                <li key={skill}>
                  <Chip label={skill} />
                </li>
              ))}
            </ul>
          ) : (
            <Text>{labels.noSkills}</Text>
          )}
          <Heading level={3} size="md">
            {labels.summary}
          </Heading>
          <Text>{extracted.about_me_summary}</Text>
          <Text size="sm" tone="muted">
            {labels.resultHint}
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{labels.intro}</Text>
          <FileDropZone
            label={labels.file}
            description={`${resumeImportFormats} (${uploadRules.resume.limit})`}
            instructions={fileUploadLabels.instructions}
            chooseLabel={fileUploadLabels.choose}
            onSelect={(files) => {
              const [chosen] = files;
              if (chosen) send({ type: 'file.select', file: chosen });
            }}
            isDisabled={extracting}
            {...(extracting && file ? { progress, fileName: file.name } : {})}
            {...(fileError || error ? { errorMessage: fileError ?? error } : {})}
          />
          {extracting ? (
            <Inline gap="sm" role="status" id={statusId} tabIndex={-1}>
              <Spinner size="sm" aria-hidden />
              <Text size="sm">{labels.extracting}</Text>
            </Inline>
          ) : null}
        </Stack>
      )}
    </Dialog>
  );
}

/**
 * The resume import popup (spec document 1, section 2: step 1's "resume import popup (AI)";
 * sections 3, 7 and 8): a PDF or DOCX chosen or dropped, sent with a progress bar, read on the
 * server for the catalogue's skills it names and a summary, shown for review; Use these hands them
 * to `onApply` and closes. Escape and Cancel close it; focus returns to the button that opened it.
 */
export function ResumeImport({ isOpen, onOpenChange, onApply, extract }: ResumeImportProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <ResumeImportDialog
        extract={extract}
        onDone={(output) => {
          if (output.result === 'applied') onApply(output.extracted);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
