import type { ReactNode, Ref } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  composeRenderProps,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Select.css.ts';

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/** One option of a picker: a stable id (what `value` and `onChange` carry) and its visible text. */
export interface PickerOption {
  /** The value reported when the option is chosen; unique within the list. */
  id: string;
  /** The text shown for the option, and matched when the user types. */
  label: string;
  /**
   * Whether the option is shown but cannot be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

export interface SelectProps<T extends PickerOption = PickerOption> extends Omit<AriaSelectProps<T>, 'children'> {
  /**
   * The visible label. Omit it only when `aria-label` or `aria-labelledby` names the field.
   */
  label?: ReactNode;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /** The message shown when the field is invalid (a string, or a function of the validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The options; each is rendered as its `label` unless `children` renders it. */
  items?: Iterable<T>;
  /**
   * Static `<SelectItem>` options, or a function rendering one `<SelectItem>` per entry of `items`.
   * @default item => <SelectItem id={item.id} isDisabled={item.isDisabled}>{item.label}</SelectItem>
   */
  children?: ReactNode | ((item: T) => ReactNode);
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

export type SelectItemProps<T extends object = PickerOption> = ListBoxItemProps<T>;

/**
 * One option in a Select or ComboBox list. Plain-text children double as its `textValue`
 * (used for type-to-select and filtering); give `textValue` when the children are richer.
 */
export function SelectItem<T extends object = PickerOption>({ className, children, ...props }: SelectItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (given) => cx(styles.option, given))}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={styles.optionLabel}>{content}</span>
          {isSelected ? <Icon name="check" /> : null}
        </>
      ))}
    </ListBoxItem>
  );
}

/** Renders a {@link PickerOption} as a list option (the default for `items`). */
export function renderPickerOption(item: PickerOption) {
  return (
    <SelectItem id={item.id} isDisabled={item.isDisabled ?? false}>
      {item.label}
    </SelectItem>
  );
}

/**
 * Chooses one option from a short list that opens in a popover. Opens with Enter, Space or the
 * arrow keys, and selects by typing the start of an option. Use ComboBox when the list is long.
 */
export function Select<T extends PickerOption = PickerOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...props}
      className={composeRenderProps(className, (given) => cx(fieldStyles.field, styles.select, given))}
    >
      {label ? (
        <Label className={fieldStyles.label}>
          {label}
          {props.isRequired ? (
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
      ) : null}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Icon name="chevronDown" className={styles.chevron} />
      </Button>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox items={items} className={styles.listBox}>
          {children ?? renderPickerOption}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
