import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { useState, type ReactNode, type Ref } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import type { PickerOption } from '../Select/Select.tsx';
import * as styles from './PhoneField.css.ts';

export type { CountryCode } from 'libphonenumber-js';

/** A country in the calling-code picker. */
export interface PhoneCountryOption extends PickerOption {
  id: CountryCode;
  /** The country's calling code without the plus, e.g. '44'. */
  callingCode: string;
}

/** What PhoneField reports on every change. */
export interface PhoneValue {
  /** The country chosen in the picker (or found in a number typed with a leading +). */
  country: CountryCode;
  /** The number's national significant digits (what was typed, less formatting and prefixes). */
  nationalNumber: string;
  /** The number in E.164 form (`+14155550100`) when it is valid, otherwise `null`. */
  e164: string | null;
  /** Whether the number is a valid phone number for the country (libphonenumber-js). */
  isValid: boolean;
}

let countryOptionsCache: PhoneCountryOption[] | undefined;

/**
 * Every country libphonenumber-js knows (about 245), named in English and sorted by name, each
 * labelled with its calling code ("New Zealand +64") so the picker can be searched by either.
 */
export function phoneCountryOptions(): PhoneCountryOption[] {
  if (!countryOptionsCache) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countryOptionsCache = getCountries()
      .map((id) => {
        const callingCode = getCountryCallingCode(id);
        return { id, callingCode, label: `${names.of(id) ?? id} +${callingCode}` };
      })
      .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  }
  return countryOptionsCache;
}

/** Validates `text` (national, or international with a leading +) for `country`. */
export function readPhoneNumber(country: CountryCode, text: string): PhoneValue {
  const parsed = parsePhoneNumberFromString(text, country);
  const isValid = parsed !== undefined && isValidPhoneNumber(text, country);
  return {
    country: parsed?.country ?? country,
    nationalNumber: parsed?.nationalNumber ?? text.replace(/\D/g, ''),
    e164: isValid ? parsed.number : null,
    isValid,
  };
}

export interface PhoneFieldProps {
  /** The visible label; names the number input. */
  label: ReactNode;
  /**
   * The country the picker starts on (ISO 3166-1 alpha-2).
   * @default 'US'
   */
  defaultCountry?: CountryCode;
  /**
   * The country the picker shows, when the parent keeps it (a country found later, by the
   * browser's position, moves it); `onChange` reports the user's choices either way.
   */
  country?: CountryCode;
  /**
   * The number to start with, as the user would type it.
   * @default ''
   */
  defaultValue?: string;
  /** Called on every change of the country or the number. */
  onChange?: (value: PhoneValue) => void;
  /** Help shown under the field and announced with the number. */
  description?: ReactNode;
  /**
   * The message shown when the number is invalid.
   * @default 'Enter a valid phone number'
   */
  errorMessage?: ReactNode;
  /**
   * Forces the invalid state. By default the field turns invalid once the user has left a
   * non-empty number that does not validate.
   */
  isInvalid?: boolean;
  /**
   * Whether a number is required (marks the label and tells assistive technology).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the picker and the number are disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The accessible name of the country picker.
   * @default 'Country code'
   */
  countryLabel?: string;
  /** Text shown in the empty number input. */
  placeholder?: string;
  /** Submits the E.164 number (empty while invalid) as a hidden input of this name. */
  name?: string;
  /** A class for the root element. */
  className?: string;
  /** The number input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A phone number: a searchable country calling-code picker and the national number, validated
 * with libphonenumber-js. A number typed or pasted with a leading + picks its own country.
 */
export function PhoneField({
  label,
  defaultCountry = 'US',
  country: controlledCountry,
  defaultValue = '',
  onChange,
  description,
  errorMessage = 'Enter a valid phone number',
  isInvalid,
  isRequired = false,
  isDisabled = false,
  countryLabel = 'Country code',
  placeholder,
  name,
  className,
  ref,
}: PhoneFieldProps) {
  const [ownCountry, setCountry] = useState<CountryCode>(defaultCountry);
  const country = controlledCountry ?? ownCountry;
  const [text, setText] = useState(defaultValue);
  const [touched, setTouched] = useState(false);
  const current = readPhoneNumber(country, text);
  const showInvalid = isInvalid ?? (touched && text.trim() !== '' && !current.isValid);

  const change = (nextCountry: CountryCode, nextText: string) => {
    setCountry(nextCountry);
    setText(nextText);
    onChange?.(readPhoneNumber(nextCountry, nextText));
  };

  // On leaving the field, a number given with its own +code moves the picker to that country.
  const onBlur = () => {
    setTouched(true);
    const parsed = text.trim().startsWith('+') ? parsePhoneNumberFromString(text) : undefined;
    if (parsed?.country && parsed.country !== country) {
      change(parsed.country, parsed.formatNational());
    }
  };

  return (
    <TextField
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      value={text}
      onChange={(next) => change(country, next)}
      onBlur={onBlur}
      isInvalid={showInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <div className={styles.row}>
        <ComboBox
          aria-label={countryLabel}
          className={styles.country}
          items={phoneCountryOptions()}
          value={country}
          onChange={(key) => {
            if (key != null) change(key as CountryCode, text);
          }}
          isDisabled={isDisabled}
        />
        <Input ref={ref} className={styles.number} type="tel" autoComplete="tel-national" placeholder={placeholder} />
      </div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
      {name ? <input type="hidden" name={name} value={current.e164 ?? ''} /> : null}
    </TextField>
  );
}
