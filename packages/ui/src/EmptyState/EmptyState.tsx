import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Heading } from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, as a heading ('No proposals yet'). */
  title: ReactNode;
  /** What it means or what to do next. */
  description?: ReactNode;
  /** A decorative glyph above the title. */
  icon?: IconName;
  /** The next step, usually a Button or a Link ('Post a job'). */
  action?: ReactNode;
  /**
   * The title's heading level, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  ref?: Ref<HTMLDivElement>;
}

/** What a list or a page shows when there is nothing in it yet, with the way forward. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={styles.iconBadge({ tone: 'neutral' })}>
          <Icon name={icon} />
        </span>
      ) : null}
      <div className={styles.text}>
        <Heading level={headingLevel} className={styles.title}>
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
