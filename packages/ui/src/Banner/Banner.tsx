import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Banner.css.ts';
import type { bannerTones } from './Banner.css.ts';

export type BannerTone = (typeof bannerTones)[number];

/** Why a Banner went away: its dismiss button was pressed, or `autoHideMs` ran out. */
export type BannerHideReason = 'dismiss' | 'timeout';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /**
   * The kind of message. `error` and `warning` are `role="alert"` (read at once); `success` and
   * `info` are `role="status"` (read when the reader is idle).
   * @default 'info'
   */
  tone?: BannerTone;
  /** A short, bold first line. */
  title?: ReactNode;
  /** The message itself. */
  children?: ReactNode;
  /**
   * Show a close button; pressing it hides the banner and calls `onHide('dismiss')`.
   * @default false
   */
  isDismissable?: boolean;
  /**
   * The close button's accessible name.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
  /**
   * Hide the banner after this many milliseconds and call `onHide('timeout')`. The product's
   * durations come from the app; the count pauses while the pointer is over the banner or focus is
   * inside it. Unset or 0: the banner stays.
   */
  autoHideMs?: number;
  /** Called once when the banner hides itself. To show it again, remount it (change its `key`). */
  onHide?: (reason: BannerHideReason) => void;
  ref?: Ref<HTMLDivElement>;
}

const icons: Record<BannerTone, IconName> = {
  success: 'checkCircle',
  error: 'alert',
  info: 'info',
  warning: 'alert',
};

/** An inline message in the page flow: a result, a warning or an error, optionally dismissable or timed. */
export function Banner({
  tone = 'info',
  title,
  children,
  isDismissable = false,
  dismissLabel = 'Dismiss',
  autoHideMs,
  onHide,
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: BannerProps) {
  const [isHidden, setHidden] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [hasFocusWithin, setFocusWithin] = useState(false);
  const remaining = useRef(autoHideMs ?? 0);
  const expire = useEffectEvent(() => {
    setHidden(true);
    onHide?.('timeout');
  });

  // A new duration starts the count again.
  useEffect(() => {
    remaining.current = autoHideMs ?? 0;
  }, [autoHideMs]);

  const isPaused = isHovered || hasFocusWithin;
  useEffect(() => {
    if (isHidden || isPaused || !autoHideMs || autoHideMs <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(
      () => {
        expire();
      },
      Math.max(0, remaining.current),
    );
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [isHidden, isPaused, autoHideMs]);

  if (isHidden) return null;

  return (
    <div
      {...props}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      data-tone={tone}
      className={[styles.banner({ tone }), className].filter(Boolean).join(' ')}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        setFocusWithin(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
        onBlur?.(event);
      }}
    >
      <Icon name={icons[tone]} className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
      {isDismissable ? (
        <IconButton
          icon="close"
          label={dismissLabel}
          size="sm"
          className={styles.dismissButton}
          onPress={() => {
            setHidden(true);
            onHide?.('dismiss');
          }}
        />
      ) : null}
    </div>
  );
}
