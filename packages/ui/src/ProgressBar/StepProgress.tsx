import type { ReactNode, Ref } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  composeRenderProps,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { fill, header, root, track, valueText, type progressSizes } from './ProgressBar.css.ts';

export interface StepProgressProps extends Omit<
  AriaProgressBarProps,
  'children' | 'value' | 'minValue' | 'maxValue' | 'valueLabel' | 'formatOptions' | 'isIndeterminate'
> {
  /** The current step, counted from 1. */
  step: number;
  /** How many steps the wizard has. */
  totalSteps: number;
  /**
   * The visible label (the wizard's name), which is also the accessible name. Without it, give
   * `aria-label`; with neither, the bar is named 'Progress'.
   */
  label?: ReactNode;
  /**
   * Writes the step text, shown and announced as the bar's value.
   * @default (step, total) => `Step ${step} of ${total}`
   */
  formatStep?: (step: number, totalSteps: number) => string;
  /**
   * The thickness of the track.
   * @default 'md'
   */
  size?: (typeof progressSizes)[number];
  ref?: Ref<HTMLDivElement>;
}

const defaultFormatStep = (step: number, total: number) => `Step ${step} of ${total}`;

/**
 * Where a wizard stands: 'Step 2 of 5' over a bar filled to the share of steps reached (2 of 5 is
 * 40%). A `progressbar` whose value text is the step text.
 */
export function StepProgress({
  step,
  totalSteps,
  label,
  formatStep = defaultFormatStep,
  size = 'md',
  className,
  ...props
}: StepProgressProps) {
  const total = Math.max(1, totalSteps);
  const current = Math.min(Math.max(step, 0), total);
  const stepText = formatStep(current, total);
  return (
    <AriaProgressBar
      aria-label={label || props['aria-labelledby'] ? undefined : 'Progress'}
      {...props}
      value={current}
      minValue={0}
      maxValue={total}
      valueLabel={stepText}
      data-step={current}
      className={composeRenderProps(className, (given) => [root, given].filter(Boolean).join(' '))}
    >
      {({ percentage }) => (
        <>
          <div className={header}>
            {label ? <Label className={fieldStyles.label}>{label}</Label> : null}
            <span className={valueText}>{stepText}</span>
          </div>
          <div className={track({ size })}>
            <div className={fill()} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
