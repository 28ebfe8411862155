import type { Ref } from 'react';
import { Label, ProgressBar, composeRenderProps, type ProgressBarProps } from 'react-aria-components';
import { ring, spinner, type spinnerSizes } from './Spinner.css.ts';

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'value' | 'children'> {
  /**
   * The accessible name, what a screen reader hears ('Loading proposals').
   * @default 'Loading…'
   */
  label?: string;
  /**
   * Show the label beside the spinner instead of only announcing it.
   * @default false
   */
  isLabelVisible?: boolean;
  /**
   * @default 'md'
   */
  size?: (typeof spinnerSizes)[number];
  ref?: Ref<HTMLDivElement>;
}

/**
 * An indeterminate busy indicator (RAC ProgressBar, so it is a named `progressbar`).
 * It turns while motion is allowed and stands still under `prefers-reduced-motion`.
 */
export function Spinner({
  label = 'Loading…',
  isLabelVisible = false,
  size = 'md',
  className,
  ...props
}: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      aria-label={isLabelVisible ? undefined : label}
      isIndeterminate
      data-size={size}
      className={composeRenderProps(className, (given) => [spinner, given].filter(Boolean).join(' '))}
    >
      <span className={ring({ size })} aria-hidden="true" />
      {isLabelVisible ? <Label>{label}</Label> : null}
    </ProgressBar>
  );
}
