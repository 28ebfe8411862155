import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { badge, dot, label, type badgeTones } from './Badge.css.ts';

export interface StatusTagProps extends HTMLAttributes<HTMLSpanElement> {
  /** The name of the status ('Approved', 'In review'); the dot only repeats it in colour. */
  children: ReactNode;
  /**
   * The colour role of the dot and the tag.
   * @default 'neutral'
   */
  tone?: (typeof badgeTones)[number];
  ref?: Ref<HTMLSpanElement>;
}

/** A Badge with a leading status dot, for the state of a record (a milestone, a contract, a payout). */
export function StatusTag({ tone = 'neutral', className, children, ...props }: StatusTagProps) {
  return (
    <span
      {...props}
      data-tone={tone}
      data-status-tag=""
      className={[badge({ tone }), className].filter(Boolean).join(' ')}
    >
      <span className={dot} aria-hidden="true" />
      <span className={label}>{children}</span>
    </span>
  );
}
