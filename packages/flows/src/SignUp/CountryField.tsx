import { signUpLabels as labels, type Country } from '@cloudexperts/domain';
import { Banner, Button, ComboBox, Stack, type PickerOption } from '@cloudexperts/ui';
import { useMemo } from 'react';

export interface CountryFieldProps {
  /** The loaded list (empty until it loads). */
  countries: readonly Country[];
  /** Whether the list is loading, loaded or failed (the flow's `countries` region). */
  status: 'loading' | 'ready' | 'failed';
  /** The chosen country: its id (null when cleared) and name. */
  countryId: number | null;
  countryName: string;
  onChange: (country: { id: number | null; name: string }) => void;
  /** Present when the flow accepts a retry of the list. */
  onRetry?: () => void;
  errorMessage: string | undefined;
  /** Why the browser's position did not give the country (spec document 1, section 8), shown under the field. */
  notice?: string | undefined;
  isReadOnly?: boolean;
}

/**
 * The Location field of both sign-up forms (spec document 1, section 2: country list, default
 * United States): a searchable list of the API's countries. Until the list loads (or when it
 * fails, with a Retry) the chosen country stays the only option, so the default shows and submits.
 */
export function CountryField({
  countries,
  status,
  countryId,
  countryName,
  onChange,
  onRetry,
  errorMessage,
  notice,
  isReadOnly = false,
}: CountryFieldProps) {
  const items = useMemo<PickerOption[]>(() => {
    const options = countries.map((country) => ({ id: String(country.id), label: country.name }));
    if (countryId !== null && !options.some((option) => option.id === String(countryId))) {
      options.unshift({ id: String(countryId), label: countryName });
    }
    return options;
  }, [countries, countryId, countryName]);

  return (
    <Stack gap="sm">
      <ComboBox
        label={labels.location}
        items={items}
        value={countryId === null ? null : String(countryId)}
        // The list is built after the first render; without this a focused field would start empty.
        defaultInputValue={countryName}
        onChange={(key) => {
          if (key === null) {
            onChange({ id: null, name: '' });
            return;
          }
          const chosen = items.find((item) => item.id === String(key));
          if (chosen) onChange({ id: Number(chosen.id), name: chosen.label });
        }}
        description={status === 'loading' ? labels.countriesLoading : notice}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
        isReadOnly={isReadOnly}
        isRequired
      />
      {status === 'failed' ? (
        <Banner tone="warning">
          <Stack gap="sm" alignItems="flex-start">
            <span>{labels.countriesFailed}</span>
            <Button variant="secondary" size="sm" onPress={onRetry} isDisabled={!onRetry}>
              {labels.retry}
            </Button>
          </Stack>
        </Banner>
      ) : null}
    </Stack>
  );
}
