import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Label, ProgressBar, VisuallyHidden } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Stepper.css.ts';

export interface StepperStep {
  /** Identifies the step; `currentStep` and `completedSteps` refer to it. */
  id: string;
  /** The step's visible name. */
  label: ReactNode;
}

export interface StepperProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The steps of the wizard, in order. */
  steps: readonly StepperStep[];
  /** The `id` of the step the user is on; it gets `aria-current="step"`. None once all are done. */
  currentStep?: string;
  /**
   * The `id`s of the steps that are done; each shows a check.
   * @default the steps before `currentStep` (every step when there is no `currentStep`)
   */
  completedSteps?: Iterable<string>;
  /**
   * The percentage complete, 0 to 100, when the product computes it otherwise.
   * @default the share of completed steps, rounded
   */
  percentComplete?: number;
  /** Names the list of steps for screen readers (what the wizard is, e.g. "Post a job"). */
  label: string;
  /**
   * The visible label of the progress bar, which is also its accessible name.
   * @default 'Progress'
   */
  progressLabel?: string;
  /**
   * Read by screen readers after the name of each completed step.
   * @default 'completed'
   */
  completedLabel?: string;
  /**
   * A row of steps (above a form), or a column (a side panel).
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
}

type StepState = 'complete' | 'current' | 'upcoming';

/**
 * The steps of a wizard as an ordered list: completed steps carry a check, the current one
 * `aria-current="step"`. Above it, the percentage complete as a labelled progress bar.
 */
export const Stepper = forwardRef<HTMLDivElement, StepperProps>(function Stepper(
  {
    steps,
    currentStep,
    completedSteps,
    percentComplete,
    label,
    progressLabel = 'Progress',
    completedLabel = 'completed',
    orientation = 'horizontal',
    className,
    ...props
  },
  ref,
) {
  const currentIndex = steps.findIndex((step) => step.id === currentStep);
  const completed = new Set(
    completedSteps ?? (currentIndex === -1 ? steps : steps.slice(0, currentIndex)).map((step) => step.id),
  );
  const percent =
    percentComplete ??
    (steps.length === 0 ? 0 : Math.round((steps.filter((step) => completed.has(step.id)).length / steps.length) * 100));

  const stateOf = (id: string): StepState =>
    id === currentStep ? 'current' : completed.has(id) ? 'complete' : 'upcoming';

  return (
    <div {...props} ref={ref} className={[styles.stepper, className].filter(Boolean).join(' ')}>
      <ProgressBar value={percent} className={styles.progress}>
        {({ percentage, valueText }) => (
          <>
            <div className={styles.progressHeader}>
              <Label className={styles.progressLabel}>{progressLabel}</Label>
              <span className={styles.progressValue}>{valueText}</span>
            </div>
            <div className={styles.track}>
              <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <ol
        aria-label={label}
        className={[styles.list, orientation === 'vertical' ? styles.listVertical : undefined]
          .filter(Boolean)
          .join(' ')}
      >
        {steps.map((step, index) => {
          const state = stateOf(step.id);
          return (
            <li
              key={step.id}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className={[styles.step, orientation === 'vertical' ? styles.stepVertical : undefined]
                .filter(Boolean)
                .join(' ')}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'complete' ? <Icon name="check" /> : index + 1}
              </span>
              <span>
                {step.label}
                {state === 'complete' ? <VisuallyHidden> ({completedLabel})</VisuallyHidden> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
});
