import { forwardRef } from 'react';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

/** US dollars with exactly two decimals: the format every amount in the marketplace uses. */
export const moneyFormatOptions: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

export interface MoneyFieldProps extends Omit<NumberFieldProps, 'formatOptions'> {
  /**
   * The smallest amount accepted; typed values below it are clamped on blur.
   * @default 0
   */
  minValue?: number;
}

/**
 * An amount in US dollars (`$1,250.00`): a {@link NumberField} formatted as USD currency with
 * exactly two decimals, never below `minValue`. The value reported by `onChange` is a plain number
 * of dollars (`1250.5`), or `NaN` when the field is emptied.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { minValue = 0, ...props },
  ref,
) {
  return <NumberField {...props} ref={ref} minValue={minValue} formatOptions={moneyFormatOptions} />;
});
