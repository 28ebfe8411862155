import type { ReactNode, Ref } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  composeRenderProps,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { fill, header, indeterminate, root, track, valueText, type progressSizes } from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /** The visible label, which is also the accessible name. Without it, give `aria-label`. */
  label?: ReactNode;
  /**
   * Show the value text: the formatted percentage, or `valueLabel` when given ('3 of 10 files').
   * Never shown while indeterminate.
   * @default true
   */
  showValueText?: boolean;
  /**
   * The thickness of the track.
   * @default 'md'
   */
  size?: (typeof progressSizes)[number];
  ref?: Ref<HTMLDivElement>;
}

/**
 * Progress of an operation (an upload, a payout run): determinate with `value` (0-100 unless
 * `minValue`/`maxValue` say otherwise), or `isIndeterminate` when the end is unknown.
 */
export function ProgressBar({ label, showValueText = true, size = 'md', className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      className={composeRenderProps(className, (given) => [root, given].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText: text, isIndeterminate }) => (
        <>
          {label || (showValueText && !isIndeterminate) ? (
            <div className={header}>
              {label ? <Label className={fieldStyles.label}>{label}</Label> : null}
              {showValueText && !isIndeterminate ? <span className={valueText}>{text}</span> : null}
            </div>
          ) : null}
          <div className={track({ size })}>
            <div
              className={[fill(), isIndeterminate ? indeterminate : ''].filter(Boolean).join(' ')}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
