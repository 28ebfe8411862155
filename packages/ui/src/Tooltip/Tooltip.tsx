import type { Ref } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { ArrowGlyph } from '../Popover/Popover.tsx';
import * as styles from './Tooltip.css.ts';

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Pairs a focusable trigger (first child, usually a button) with a `Tooltip`: it shows on hover
 * after `delay` and at once on keyboard focus, and hides on Escape, blur or leaving.
 */
export function TooltipTrigger(props: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} />;
}

export interface TooltipProps extends AriaTooltipProps {
  /**
   * The gap between the trigger and the tooltip, in CSS pixels.
   * @default 8
   */
  offset?: number;
  /**
   * Whether an arrow points at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /** The tooltip element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A short text label or hint for its trigger (`role="tooltip"`, described by the trigger). It is
 * never the only way to reach information or an action: touch users do not see it.
 */
export function Tooltip({ offset = 8, showArrow = true, className, children, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (given) => [styles.tooltip, given].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow ? (
            <OverlayArrow className={styles.arrow}>
              <ArrowGlyph />
            </OverlayArrow>
          ) : null}
          {content}
        </>
      ))}
    </AriaTooltip>
  );
}
