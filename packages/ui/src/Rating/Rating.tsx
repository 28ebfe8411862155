import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup,
  Text,
  composeRenderProps,
  useLocale,
  type RadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Rating.css.ts';
import type { ratingSizes } from './Rating.css.ts';

const range = (max: number) => Array.from({ length: Math.max(1, Math.round(max)) }, (_, index) => index + 1);

const defaultStarLabel = (count: number) => (count === 1 ? '1 star' : `${count} stars`);
const defaultValueLabel = (value: number | null, max: number) => (value ? `${value} of ${max}` : 'Not rated');

export interface RatingProps extends Omit<
  RadioGroupProps,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'orientation'
> {
  /** The visible label; always given, so the group of stars has an accessible name. */
  label: ReactNode;
  /** Help shown under the stars and announced with them. */
  description?: ReactNode;
  /** The message shown when the rating is invalid (a string, or a function of the validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The rating (controlled); `null` for none yet. */
  value?: number | null;
  /** The initial rating (uncontrolled). */
  defaultValue?: number | null;
  /** Called with the chosen number of stars. */
  onChange?: (value: number) => void;
  /**
   * The number of stars.
   * @default 5
   */
  max?: number;
  /**
   * The accessible name of each star.
   * @default (count) => count === 1 ? '1 star' : `${count} stars`
   */
  starLabel?: (count: number) => string;
  /**
   * The text shown beside the stars for the current rating.
   * @default (value, max) => value ? `${value} of ${max}` : 'Not rated'
   */
  valueLabel?: (value: number | null, max: number) => ReactNode;
  /**
   * @default 'md'
   */
  size?: (typeof ratingSizes)[number];
}

/**
 * A star rating input: a radio group in which each star is a radio ('1 star' … '5 stars'). Arrow
 * keys change the rating; the chosen value is shown beside the stars.
 */
export function Rating({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  max = 5,
  starLabel = defaultStarLabel,
  valueLabel = defaultValueLabel,
  size = 'md',
  className,
  ...props
}: RatingProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const interactive = !props.isDisabled && !props.isReadOnly;
  return (
    <RadioGroup
      {...props}
      // `undefined` leaves the group uncontrolled; `null` is a controlled "no rating".
      value={value === undefined ? undefined : value === null ? null : String(value)}
      defaultValue={defaultValue == null ? defaultValue : String(defaultValue)}
      onChange={(next) => onChange?.(Number(next))}
      orientation="horizontal"
      className={composeRenderProps(className, (given) => [fieldStyles.field, given].filter(Boolean).join(' '))}
    >
      {({ state }) => {
        const current = state.selectedValue ? Number(state.selectedValue) : null;
        const shown = (interactive ? hovered : null) ?? current ?? 0;
        return (
          <>
            <Label className={fieldStyles.label}>
              {label}
              {props.isRequired ? (
                <span className={fieldStyles.requiredMark} aria-hidden="true">
                  *
                </span>
              ) : null}
            </Label>
            <div className={styles.stars({ size })}>
              {range(max).map((count) => (
                <RadioField key={count} value={String(count)} aria-label={starLabel(count)}>
                  <RadioButton
                    data-filled={count <= shown || undefined}
                    className={styles.starRadio}
                    onHoverStart={() => {
                      setHovered(count);
                    }}
                    onHoverEnd={() => {
                      setHovered((previous) => (previous === count ? null : previous));
                    }}
                  >
                    <Icon name="star" filled={count <= shown} />
                  </RadioButton>
                </RadioField>
              ))}
              {/* The checked radio already tells assistive technology the value. */}
              <span className={styles.valueText} aria-hidden="true">
                {valueLabel(current, max)}
              </span>
            </div>
            {description ? (
              <Text slot="description" className={fieldStyles.description}>
                {description}
              </Text>
            ) : null}
            <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
          </>
        );
      }}
    </RadioGroup>
  );
}

export interface RatingDisplayProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The rating, decimals allowed (4.8 fills four stars and 80% of the fifth). */
  value: number;
  /**
   * The number of stars.
   * @default 5
   */
  max?: number;
  /**
   * The accessible name of the whole rating.
   * @default `Rated ${value} out of ${max}` (the value formatted for the locale, one decimal at most)
   */
  label?: string;
  /**
   * Shows the number after the stars.
   * @default false
   */
  showValue?: boolean;
  /**
   * @default 'md'
   */
  size?: (typeof ratingSizes)[number];
  ref?: Ref<HTMLSpanElement>;
}

/** A read-only rating: stars filled to the value, read as one image ('Rated 4.8 out of 5'). */
export function RatingDisplay({
  value,
  max = 5,
  label,
  showValue = false,
  size = 'md',
  className,
  ...props
}: RatingDisplayProps) {
  const { locale, direction } = useLocale();
  const clamped = Math.min(Math.max(value, 0), max);
  const formatted = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(clamped);
  return (
    <span
      {...props}
      role="img"
      aria-label={label ?? `Rated ${formatted} out of ${max}`}
      className={[styles.stars({ size }), className].filter(Boolean).join(' ')}
    >
      {range(max).map((count) => {
        const share = Math.min(Math.max(clamped - (count - 1), 0), 1);
        const rest = `${Math.round((1 - share) * 1000) / 10}%`;
        return (
          <span key={count} className={styles.starSlot}>
            <Icon name="star" />
            {share > 0 ? (
              <span
                className={styles.starFill}
                style={{ clipPath: direction === 'rtl' ? `inset(0 0 0 ${rest})` : `inset(0 ${rest} 0 0)` }}
              >
                <Icon name="star" filled />
              </span>
            ) : null}
          </span>
        );
      })}
      {showValue ? <span className={styles.displayValue}>{formatted}</span> : null}
    </span>
  );
}
