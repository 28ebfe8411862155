import type { Ref } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  composeRenderProps,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';
import type { toastTones } from './Toast.css.ts';

export type ToastTone = (typeof toastTones)[number];

/** What one toast shows. */
export interface ToastContent {
  tone: ToastTone;
  /** The message, one short line; it names the toast for assistive technology. */
  title: string;
  /** An optional second line. */
  description?: string;
}

/** Per-toast options. */
export interface ToastOptions {
  /**
   * Milliseconds before the toast closes itself. `0` keeps it until the user dismisses it.
   * Left out, success and info toasts use the queue's `defaultTimeout` (2000 ms unless the queue
   * says otherwise) and error toasts stay until dismissed. The count pauses while the pointer is
   * over the toasts or focus is inside them.
   */
  timeout?: number;
  /** An optional second line under the message. */
  description?: string;
  /** Called when the toast closes, by its close button or its timeout. */
  onClose?: () => void;
}

export interface ToastQueueOptions {
  /**
   * The timeout of success and info toasts given none, in milliseconds.
   * @default 2000
   */
  defaultTimeout?: number;
  /**
   * How many toasts show at once; the rest wait their turn.
   * @default 3
   */
  maxVisibleToasts?: number;
}

/** A queue of toasts: create one per app (or use {@link toast}) and show it with a ToastRegion. */
export interface ToastQueue {
  /** Shows a success toast; returns its key. */
  success: (title: string, options?: ToastOptions) => string;
  /** Shows an error toast, which stays until dismissed unless given a `timeout`; returns its key. */
  error: (title: string, options?: ToastOptions) => string;
  /** Shows an info toast; returns its key. */
  info: (title: string, options?: ToastOptions) => string;
  /** Shows a toast of any tone; returns its key. */
  add: (content: ToastContent, options?: Omit<ToastOptions, 'description'>) => string;
  /** Closes one toast by its key. */
  close: (key: string) => void;
  /** Closes every toast, shown or waiting. */
  clear: () => void;
  /** The React Aria queue a ToastRegion subscribes to. */
  readonly ariaQueue: AriaToastQueue<ToastContent>;
}

/**
 * Creates a toast queue. The app creates one at start-up (or uses the shared {@link toast}) and
 * renders one `<ToastRegion queue={...} />` for it.
 */
export function createToastQueue({ defaultTimeout = 2000, maxVisibleToasts = 3 }: ToastQueueOptions = {}): ToastQueue {
  const ariaQueue = new AriaToastQueue<ToastContent>({ maxVisibleToasts });
  const add: ToastQueue['add'] = (content, { timeout, onClose } = {}) => {
    const duration = timeout ?? (content.tone === 'error' ? 0 : defaultTimeout);
    return ariaQueue.add(content, { ...(duration > 0 ? { timeout: duration } : {}), ...(onClose ? { onClose } : {}) });
  };
  const ofTone =
    (tone: ToastTone) =>
    (title: string, { description, ...options }: ToastOptions = {}) =>
      add(description === undefined ? { tone, title } : { tone, title, description }, options);
  return {
    success: ofTone('success'),
    error: ofTone('error'),
    info: ofTone('info'),
    add,
    close: (key) => {
      ariaQueue.close(key);
    },
    clear: () => {
      ariaQueue.clear();
    },
    ariaQueue,
  };
}

/** The shared queue: `toast.success('Saved')` anywhere, with one `<ToastRegion />` in the app shell. */
export const toast: ToastQueue = createToastQueue();

const icons: Record<ToastTone, IconName> = { success: 'checkCircle', error: 'alert', info: 'info' };

export interface ToastRegionProps extends Omit<AriaToastRegionProps<ToastContent>, 'queue' | 'children'> {
  /**
   * The queue to show.
   * @default toast (the shared queue)
   */
  queue?: ToastQueue;
  /**
   * The accessible name of each toast's close button.
   * @default 'Dismiss'
   */
  closeLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The landmark where toasts appear (bottom corner, newest first), rendered once per app. React
 * Aria announces each toast, pauses the timeouts while the pointer or focus is in the region,
 * and lets F6 jump to it; each toast has a close button.
 */
export function ToastRegion({ queue = toast, closeLabel = 'Dismiss', className, ...props }: ToastRegionProps) {
  return (
    <AriaToastRegion
      {...props}
      queue={queue.ariaQueue}
      className={composeRenderProps(className, (given) => [styles.region, given].filter(Boolean).join(' '))}
    >
      {({ toast: queued }) => (
        <AriaToast
          toast={queued}
          data-tone={queued.content.tone}
          className={styles.toast({ tone: queued.content.tone })}
        >
          <Icon name={icons[queued.content.tone]} className={styles.icon} />
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {queued.content.title}
            </Text>
            {queued.content.description ? (
              <Text slot="description" className={styles.description}>
                {queued.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <IconButton slot="close" icon="close" label={closeLabel} size="sm" className={styles.closeButton} />
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
