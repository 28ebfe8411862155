import { forwardRef, type ReactNode } from 'react';
import {
  Button,
  FieldError,
  Group,
  Input,
  Label,
  SearchField as AriaSearchField,
  Text,
  composeRenderProps,
  type SearchFieldProps as AriaSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { clearButton, searchField, searchIcon, searchInput } from './SearchField.css.ts';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'> {
  /** The visible label; always given, so the field has an accessible name. */
  label: ReactNode;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /** The message shown when the field is invalid (a string, or a function of the validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/**
 * A search input with a search glyph and a clear button. Enter calls `onSubmit`; Escape clears the
 * query and calls `onClear` (the clear button is the pointer equivalent, so it stays out of the tab
 * order, and RAC names it "Clear search").
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { label, description, errorMessage, placeholder, className, ...props },
  ref,
) {
  return (
    <AriaSearchField
      {...props}
      className={composeRenderProps(className, (given) => [searchField, given].filter(Boolean).join(' '))}
    >
      <Label className={styles.label}>
        {label}
        {props.isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Group className={styles.group}>
        <Icon name="search" className={searchIcon} />
        <Input ref={ref} className={searchInput} placeholder={placeholder} />
        <Button className={clearButton}>
          <Icon name="close" />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.errorMessage}>{errorMessage}</FieldError>
    </AriaSearchField>
  );
});
