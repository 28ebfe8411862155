import type { ReactNode, Ref } from 'react';
import {
  Label,
  Meter as AriaMeter,
  composeRenderProps,
  type MeterProps as AriaMeterProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { fill, header, root, track, valueText, type meterTones, type progressSizes } from './ProgressBar.css.ts';

export interface MeterProps extends Omit<AriaMeterProps, 'children'> {
  /** The visible label, which is also the accessible name. Without it, give `aria-label`. */
  label?: ReactNode;
  /**
   * Show the value text: the formatted percentage, or `valueLabel` when given ('$1,200 of $2,000').
   * @default true
   */
  showValueText?: boolean;
  /**
   * The colour of the fill. The meter does not pick it from the value: the caller knows what is
   * good or bad (a full budget is a warning, a complete profile a success).
   * @default 'brand'
   */
  tone?: (typeof meterTones)[number];
  /**
   * The thickness of the track.
   * @default 'md'
   */
  size?: (typeof progressSizes)[number];
  ref?: Ref<HTMLDivElement>;
}

/** A quantity within a known range (profile completeness, budget used): not progress over time. */
export function Meter({ label, showValueText = true, tone = 'brand', size = 'md', className, ...props }: MeterProps) {
  return (
    <AriaMeter
      {...props}
      data-tone={tone}
      className={composeRenderProps(className, (given) => [root, given].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText: text }) => (
        <>
          {label || showValueText ? (
            <div className={header}>
              {label ? <Label className={fieldStyles.label}>{label}</Label> : null}
              {showValueText ? <span className={valueText}>{text}</span> : null}
            </div>
          ) : null}
          <div className={track({ size })}>
            <div className={fill({ tone })} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
