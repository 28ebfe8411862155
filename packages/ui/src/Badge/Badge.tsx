import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { badge, label, type badgeTones } from './Badge.css.ts';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The text of the badge; it, not the colour, carries the meaning. */
  children: ReactNode;
  /**
   * The colour role.
   * @default 'neutral'
   */
  tone?: (typeof badgeTones)[number];
  ref?: Ref<HTMLSpanElement>;
}

/** A small, non-interactive label (a count, a category, a state) on a subtle tone background. */
export function Badge({ tone = 'neutral', className, children, ...props }: BadgeProps) {
  return (
    <span {...props} data-tone={tone} className={[badge({ tone }), className].filter(Boolean).join(' ')}>
      <span className={label}>{children}</span>
    </span>
  );
}
