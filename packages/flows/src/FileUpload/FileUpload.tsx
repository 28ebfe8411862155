import { fileUploadLabels as labels } from '@cloudexperts/domain';
import { Button, FileDropZone, Inline, Stack, Text } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useFlow } from '../shared/useFlow.ts';
import {
  fileUploadLimits,
  fileUploadMachine,
  type FileUploadOutput,
  type UploadKind,
  type UploadRequest,
} from './fileUpload.machine.ts';

/**
 * Uploads one file: reports progress (0-100) through `onProgress`, stops when `signal` aborts, and
 * resolves with where the file now is (a URL or a data URL). To be retried, a failure should be a
 * `TypeError` or an error named `NetworkError` (the network), named `TimeoutError`, or carry an
 * HTTP `status` of 500 or more; a `status` of 413 means the file is too large.
 */
export type UploadFunction = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<string>;

/**
 * The default upload of the field alone (its stories): reads the file as a data URL. The
 * application wizard uploads through `POST /uploads` (`uploadFile`).
 */
export const readAsDataUrl: UploadFunction = (file, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new DOMException('The file could not be read.', 'NotReadableError'));
    };
    reader.onabort = () => {
      reject(new DOMException('The upload was stopped.', 'AbortError'));
    };
    signal.addEventListener('abort', () => reader.abort(), { once: true });
    reader.readAsDataURL(file);
  });

export interface FileUploadProps {
  /** Which file of the application: the profile photo (5MB, JPG/PNG/GIF) or the resume (10MB, PDF/DOC/DOCX). */
  kind: UploadKind;
  /**
   * Sends the file somewhere.
   * @default readAsDataUrl
   */
  upload?: UploadFunction;
  /** Called once the file is uploaded. */
  onDone?: (output: FileUploadOutput) => void;
  /**
   * The drop zone's visible name.
   * @default 'Profile photo' or 'Resume'
   */
  label?: string;
}

/**
 * A file of the application wizard (spec document 1, sections 4, 5, 8 and 9): drop, paste or choose
 * it; it is checked, then uploaded with a progress bar that stays at most at 95% until done. Network
 * failures, timeouts and server errors retry by themselves after 1 s, 2 s and 4 s; then the spec's
 * message shows with Retry and Remove.
 */
export function FileUpload({ kind, upload = readAsDataUrl, onDone, label }: FileUploadProps) {
  // A new `upload` swaps the actor's implementation; the running flow keeps its state.
  const machine = useMemo(
    () =>
      fileUploadMachine.provide({
        actors: {
          upload: fromPromise<string, UploadRequest>(({ input, signal }) =>
            input.file instanceof File
              ? upload(input.file, input.onProgress, signal)
              : Promise.reject(new Error('Only a browser File can be uploaded')),
          ),
        },
      }),
    [upload],
  );
  const { snapshot, send } = useFlow(machine, { input: { kind }, ...(onDone ? { onDone } : {}) });
  const { file, progress, error } = snapshot.context;
  const limits = fileUploadLimits[kind];
  const showsProgress = file !== undefined && !snapshot.matches('failed');

  return (
    <Stack gap="sm">
      <FileDropZone
        label={label ?? labels[kind]}
        description={`${limits.formats} (${limits.limit})`}
        instructions={labels.instructions}
        chooseLabel={labels.choose}
        onSelect={(files) => {
          const [chosen] = files;
          if (chosen) send({ type: 'file.select', file: chosen });
        }}
        isDisabled={!snapshot.can({ type: 'file.select', file: { name: '', size: 0, type: '' } })}
        {...(showsProgress ? { progress, fileName: file.name } : {})}
        {...(error ? { errorMessage: error } : {})}
        {...(snapshot.can({ type: 'retry' })
          ? { onRetry: () => send({ type: 'retry' }), retryLabel: labels.retry }
          : {})}
      />
      <Inline gap="sm">
        <Text size="sm" role="status">
          {snapshot.matches('waiting') ? labels.retrying : null}
          {snapshot.matches('done') && file ? `${labels.uploaded}: ${file.name}` : null}
        </Text>
        {snapshot.can({ type: 'remove' }) ? (
          <Button variant="secondary" size="sm" onPress={() => send({ type: 'remove' })}>
            {labels.remove}
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}
