import type { ReactNode, Ref } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  Popover,
  Text,
  composeRenderProps,
  useFilter,
  type ComboBoxProps as AriaComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { renderPickerOption, SelectItem, type PickerOption } from '../Select/Select.tsx';
import * as pickerStyles from '../Select/Select.css.ts';
import * as styles from './ComboBox.css.ts';

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export interface ComboBoxProps<T extends PickerOption = PickerOption> extends Omit<
  AriaComboBoxProps<T>,
  'children' | 'items' | 'defaultItems'
> {
  /**
   * The visible label. Omit it only when `aria-label` or `aria-labelledby` names the field
   * (as inside a composite field such as PhoneField).
   */
  label?: ReactNode;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /** The message shown when the field is invalid (a string, or a function of the validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text shown in the empty input. */
  placeholder?: string;
  /**
   * The options. The list narrows to those whose text contains what the user typed (ignoring case
   * and accents) unless `defaultFilter` says otherwise. Filtering reuses the built collection, so a
   * few hundred options (every country) stay fast; pass a stable array (a module constant or a
   * memoised value) so rendered options are cached between keystrokes.
   */
  items?: Iterable<T>;
  /**
   * A function rendering one `<ComboBoxItem>` per entry of `items`.
   * @default item => <ComboBoxItem id={item.id} isDisabled={item.isDisabled}>{item.label}</ComboBoxItem>
   */
  children?: (item: T) => ReactNode;
  /**
   * Shown inside the open list when no option matches the typed text.
   * @default 'No matches'
   */
  emptyMessage?: ReactNode;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

/** One option in a ComboBox list (the same option as in a Select). */
export const ComboBoxItem = SelectItem;

/**
 * A text input with a filtered list of options: type to narrow the list (a "contains" match),
 * ArrowDown/ArrowUp to move through it, Enter to choose, Escape to close. For long lists such as
 * countries or job titles.
 */
export function ComboBox<T extends PickerOption = PickerOption>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  emptyMessage = 'No matches',
  className,
  ...props
}: ComboBoxProps<T>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <AriaComboBox
      defaultFilter={contains}
      {...props}
      defaultItems={items}
      allowsEmptyCollection
      className={composeRenderProps(className, (given) => cx(fieldStyles.field, styles.comboBox, given))}
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
      <Group className={styles.inputGroup}>
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
        <Button className={styles.toggle}>
          <Icon name="chevronDown" className={styles.chevron} />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
      <Popover className={pickerStyles.popover}>
        <ListBox
          className={pickerStyles.listBox}
          renderEmptyState={() => <div className={pickerStyles.emptyState}>{emptyMessage}</div>}
        >
          {children ?? renderPickerOption}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
