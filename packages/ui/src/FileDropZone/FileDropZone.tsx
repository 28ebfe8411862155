import { useId, useState, type ReactNode, type Ref } from 'react';
import {
  DropZone,
  FileTrigger,
  Label,
  ProgressBar,
  Text,
  composeRenderProps,
  isFileDropItem,
  type DropZoneProps,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './FileDropZone.css.ts';

/** Why a file was refused before upload. */
export const fileRejectionReasons = ['type', 'size'] as const;
export type FileRejectionReason = (typeof fileRejectionReasons)[number];

/** A refused file and the reason. */
export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileCheckOptions {
  /** MIME types (`application/pdf`), wildcards (`image/*`) or extensions (`.pdf`); empty accepts all. */
  acceptedTypes?: readonly string[];
  /** The largest accepted size in bytes; unset accepts any size. */
  maxSizeBytes?: number;
}

/** Checks one file against the accepted types and the size limit: the reason it fails, or null. */
export function checkFile(
  file: File,
  { acceptedTypes = [], maxSizeBytes }: FileCheckOptions,
): FileRejectionReason | null {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const typeOk =
    acceptedTypes.length === 0 ||
    acceptedTypes.some((raw) => {
      const accepted = raw.trim().toLowerCase();
      if (accepted.startsWith('.')) return name.endsWith(accepted);
      if (accepted.endsWith('/*')) return type.startsWith(accepted.slice(0, -1));
      return type === accepted;
    });
  if (!typeOk) return 'type';
  if (maxSizeBytes !== undefined && file.size > maxSizeBytes) return 'size';
  return null;
}

export interface FileDropZoneProps
  extends Omit<DropZoneProps, 'children' | 'onDrop' | 'getDropOperation' | 'onSelect'>, FileCheckOptions {
  /** The visible name of the drop zone (what the file is for), part of its accessible name. */
  label: ReactNode;
  /** Help under the label, such as the accepted formats and the size limit. */
  description?: ReactNode;
  /**
   * The line before the choose button.
   * @default 'Drag and drop a file here, or'
   */
  instructions?: ReactNode;
  /**
   * The text of the button that opens the file picker.
   * @default 'Choose file'
   */
  chooseLabel?: string;
  /**
   * Whether several files may be chosen or dropped at once.
   * @default false
   */
  allowsMultiple?: boolean;
  /**
   * Shown when a file's type is not in `acceptedTypes` (the product passes the spec's wording).
   * @default 'This file type is not supported.'
   */
  typeErrorMessage?: string;
  /**
   * Shown when a file is larger than `maxSizeBytes` (the product passes the spec's wording).
   * @default 'This file is too large.'
   */
  sizeErrorMessage?: string;
  /** Called with the files that passed the checks (dropped, pasted or chosen). */
  onSelect?: (files: File[]) => void;
  /** Called with the files that failed the checks, each with its reason. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Progress of the caller's upload, 0 to 100; while set, a progress bar shows. */
  progress?: number;
  /**
   * The name of the file being uploaded: the progress bar's label.
   * @default 'Uploading'
   */
  fileName?: string;
  /** The caller's upload error; while set, it shows with a Retry button. */
  errorMessage?: string;
  /** Called when Retry is pressed. */
  onRetry?: () => void;
  /**
   * The text of the retry button.
   * @default 'Retry'
   */
  retryLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A place to drop, paste or choose a file. Files are checked against `acceptedTypes` and
 * `maxSizeBytes`: good ones go to `onSelect`, refused ones to `onReject` with the matching message
 * shown. The upload itself is the caller's: it sets `progress`, then `errorMessage` if it fails.
 */
export function FileDropZone({
  label,
  description,
  instructions = 'Drag and drop a file here, or',
  chooseLabel = 'Choose file',
  allowsMultiple = false,
  acceptedTypes,
  maxSizeBytes,
  typeErrorMessage = 'This file type is not supported.',
  sizeErrorMessage = 'This file is too large.',
  onSelect,
  onReject,
  progress,
  fileName,
  errorMessage,
  onRetry,
  retryLabel = 'Retry',
  isDisabled,
  className,
  ...props
}: FileDropZoneProps) {
  const [refused, setRefused] = useState<FileRejectionReason[]>([]);
  const descriptionId = useId();
  const refusedId = useId();

  const take = (files: File[]) => {
    const candidates = allowsMultiple ? files : files.slice(0, 1);
    if (candidates.length === 0) return;
    const accepted: File[] = [];
    const rejections: FileRejection[] = [];
    for (const file of candidates) {
      const reason = checkFile(file, { acceptedTypes, maxSizeBytes });
      if (reason) rejections.push({ file, reason });
      else accepted.push(file);
    }
    setRefused(fileRejectionReasons.filter((reason) => rejections.some((r) => r.reason === reason)));
    if (rejections.length > 0) onReject?.(rejections);
    if (accepted.length > 0) onSelect?.(accepted);
  };

  const messages: Record<FileRejectionReason, string> = { type: typeErrorMessage, size: sizeErrorMessage };
  const describedBy = [description ? descriptionId : null, refused.length > 0 ? refusedId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.root}>
      <DropZone
        {...props}
        isDisabled={isDisabled}
        onDrop={(event) => {
          const items = event.items.filter(isFileDropItem);
          void Promise.all(items.map((item) => item.getFile())).then(take);
        }}
        className={composeRenderProps(className, (given) =>
          [styles.dropZone({ rejected: refused.length > 0 }), given].filter(Boolean).join(' '),
        )}
      >
        <Icon name="upload" className={styles.icon} />
        <Text slot="label" className={styles.title}>
          {label}
        </Text>
        <span className={styles.instructions}>
          {instructions}
          <FileTrigger
            acceptedFileTypes={acceptedTypes}
            allowsMultiple={allowsMultiple}
            onSelect={(list) => {
              take(list ? Array.from(list) : []);
            }}
          >
            <Button variant="secondary" size="sm" isDisabled={isDisabled} aria-describedby={describedBy || undefined}>
              {chooseLabel}
            </Button>
          </FileTrigger>
        </span>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </DropZone>
      {refused.length > 0 ? (
        <div id={refusedId} role="alert">
          {refused.map((reason) => (
            <p key={reason} className={styles.message}>
              <Icon name="alert" />
              {messages[reason]}
            </p>
          ))}
        </div>
      ) : null}
      {progress !== undefined ? (
        <ProgressBar value={progress} className={styles.progress}>
          {({ percentage, valueText }) => (
            <>
              <Label className={styles.progressLabel}>{fileName ?? 'Uploading'}</Label>
              <span className={styles.progressValue}>{valueText}</span>
              <div className={styles.track}>
                <div className={styles.fill} style={{ width: `${String(percentage ?? 0)}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      ) : null}
      {errorMessage ? (
        <div className={styles.uploadError}>
          <span role="alert" className={styles.uploadErrorText}>
            <Icon name="alert" />
            {errorMessage}
          </span>
          {onRetry ? (
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
