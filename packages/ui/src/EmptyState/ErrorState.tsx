import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './EmptyState.css.ts';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * The heading.
   * @default 'Something went wrong'
   */
  title?: ReactNode;
  /** What failed and what the user can do (the product's wording, passed in by the app). */
  message: ReactNode;
  /** Called when Retry is pressed; without it there is no Retry button. */
  onRetry?: () => void;
  /**
   * The Retry button's text.
   * @default 'Try again'
   */
  retryLabel?: string;
  /**
   * A retry is under way: the button shows a spinner, stays focusable and ignores presses.
   * @default false
   */
  isRetrying?: boolean;
  /**
   * What a screen reader hears on the button while `isRetrying`.
   * @default 'Retrying…'
   */
  retryingLabel?: string;
  /**
   * The title's heading level, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A failed load in place of its content. The title and message are an `alert`, read out when the
 * state appears; the Retry button calls `onRetry`.
 */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  isRetrying = false,
  retryingLabel = 'Retrying…',
  headingLevel = 2,
  className,
  ...props
}: ErrorStateProps) {
  return (
    <div {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.iconBadge({ tone: 'danger' })}>
        <Icon name="alert" />
      </span>
      <div role="alert" className={styles.text}>
        <Heading level={headingLevel} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.description}>{message}</p>
      </div>
      {onRetry ? (
        <div className={styles.action}>
          <Button variant="secondary" onPress={onRetry} isPending={isRetrying} pendingLabel={retryingLabel}>
            <Icon name="refresh" />
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
