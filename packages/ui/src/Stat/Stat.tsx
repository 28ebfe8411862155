import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Stat.css.ts';
import type { statTones, statTrends } from './Stat.css.ts';

export interface StatProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** What the figure measures ('Active contracts'). */
  label: ReactNode;
  /** The figure, formatted by the caller ('$12,400', '98%'). */
  value: ReactNode;
  /** Help text under the figure ('Last 30 days'). */
  description?: ReactNode;
  /** How much the figure changed ('12%', '+3'); shown beside it with the trend's arrow. */
  change?: ReactNode;
  /** Which way the figure moved; draws an arrow and prefixes the change with `trendLabel`. */
  trend?: (typeof statTrends)[number];
  /**
   * Whether the change is good news. Defaults from the trend: up is `positive`, down is
   * `negative`, no trend is `neutral`; override it where down is good (costs, response times).
   */
  tone?: (typeof statTones)[number];
  /**
   * The word read before the change by assistive technology, in place of the arrow.
   * @default 'Up' for an upward trend, 'Down' for a downward one
   */
  trendLabel?: string;
  ref?: Ref<HTMLDListElement>;
}

/**
 * A dashboard figure. It is a description list: the label is the term, the figure, its change and
 * the help text are its descriptions, so a screen reader reads them as one group.
 */
export function Stat({ label, value, description, change, trend, tone, trendLabel, className, ...props }: StatProps) {
  const resolvedTone = tone ?? (trend === 'up' ? 'positive' : trend === 'down' ? 'negative' : 'neutral');
  return (
    <dl {...props} className={[styles.stat, className].filter(Boolean).join(' ')}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.figure}>
        <span className={styles.value}>{value}</span>
        {change != null ? (
          <span className={styles.change({ tone: resolvedTone })} data-tone={resolvedTone} data-trend={trend}>
            {trend ? (
              <>
                <Icon name={trend === 'up' ? 'chevronUp' : 'chevronDown'} />
                <VisuallyHidden elementType="span">{trendLabel ?? (trend === 'up' ? 'Up' : 'Down')} </VisuallyHidden>
              </>
            ) : null}
            {change}
          </span>
        ) : null}
      </dd>
      {description ? <dd className={styles.description}>{description}</dd> : null}
    </dl>
  );
}
