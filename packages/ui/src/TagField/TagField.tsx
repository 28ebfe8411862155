import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  Label,
  ListBox,
  Popover,
  Tag,
  TagGroup,
  TagList,
  Text,
  VisuallyHidden,
  useFilter,
  type Key,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { renderPickerOption, type PickerOption } from '../Select/Select.tsx';
import * as pickerStyles from '../Select/Select.css.ts';
import * as comboBoxStyles from '../ComboBox/ComboBox.css.ts';
import * as styles from './TagField.css.ts';

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export interface TagFieldProps {
  /** The visible label; names the text input. */
  label: ReactNode;
  /** The options to choose from; chosen ones leave the list. Pass a stable array. */
  items: readonly PickerOption[];
  /** The chosen option ids, in the order they were added (custom values are their own text). */
  value: readonly string[];
  /** Called with the new list whenever a value is added or removed. */
  onChange: (value: string[]) => void;
  /** The most values that can be chosen; at the limit the input stops offering options. */
  maxTags?: number;
  /**
   * Shown under the field once `maxTags` values are chosen.
   * @default max => `You can choose up to ${max}. Remove one to add another.`
   */
  limitMessage?: ReactNode | ((maxTags: number) => ReactNode);
  /**
   * Whether Enter adds the typed text as a value when no option is highlighted.
   * @default false
   */
  allowsCustomValue?: boolean;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /** The message shown while `isInvalid` is set. */
  errorMessage?: ReactNode;
  /**
   * Whether the field shows its error state and `errorMessage`.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether a value is required (marks the label and tells assistive technology).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the field and its chips are disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** Text shown in the empty input. */
  placeholder?: string;
  /**
   * Shown inside the open list when nothing matches the typed text.
   * @default 'No matches'
   */
  emptyMessage?: ReactNode | ((inputValue: string) => ReactNode);
  /**
   * The accessible name of the list of chosen values.
   * @default 'Selected'
   */
  tagsLabel?: string;
  /**
   * Announced (politely) to screen readers when a value is added.
   * @default label => `${label} added`
   */
  addedMessage?: (label: string) => string;
  /**
   * Announced (politely) to screen readers when a value is removed.
   * @default label => `${label} removed`
   */
  removedMessage?: (label: string) => string;
  /** Submits each value as a hidden input of this name. */
  name?: string;
  /** A class for the root element. */
  className?: string;
}

const defaultLimitMessage = (max: number) => `You can choose up to ${max}. Remove one to add another.`;
const defaultAddedMessage = (label: string) => `${label} added`;
const defaultRemovedMessage = (label: string) => `${label} removed`;

/**
 * Closes the list once a value has been added. RAC keeps a combobox open when its value is
 * controlled and its input is cleared by the app, so this reaches its state from the inside.
 */
function CloseWhenAdded({ isAdding, onClosed }: { isAdding: boolean; onClosed: () => void }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (!isAdding) return;
    state?.setOpen(false);
    onClosed();
  }, [isAdding, state, onClosed]);
  return null;
}

/**
 * Chooses several values. Type to filter the options, ArrowDown to highlight one, Enter (or a
 * click) to add it as a chip. Backspace in the empty input moves to the last chip; Delete or
 * Backspace on a chip removes it, and Tab returns to the input.
 */
export function TagField({
  label,
  items,
  value,
  onChange,
  maxTags,
  limitMessage = defaultLimitMessage,
  allowsCustomValue = false,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  placeholder,
  emptyMessage = 'No matches',
  tagsLabel = 'Selected',
  addedMessage = defaultAddedMessage,
  removedMessage = defaultRemovedMessage,
  name,
  className,
}: TagFieldProps) {
  const id = useId();
  const [inputValue, setInputValue] = useState('');
  // True for the render that follows an addition: the list closes, and clearing the input must not
  // reopen it (the input is briefly in RAC's 'manual' mode).
  const [isAdding, setIsAdding] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const tagListRef = useRef<HTMLDivElement>(null);
  const refocusInput = useRef(false);
  const { contains } = useFilter({ sensitivity: 'base' });

  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const available = useMemo(() => items.filter((item) => !value.includes(item.id)), [items, value]);
  const chips = useMemo(() => value.map((id) => ({ id, label: byId.get(id)?.label ?? id })), [value, byId]);
  const onClosed = useCallback(() => setIsAdding(false), []);
  const atLimit = maxTags !== undefined && value.length >= maxTags;

  // Removing the last chip unmounts the chip list; give focus back to the input rather than lose it.
  useEffect(() => {
    if (refocusInput.current && value.length === 0) inputRef.current?.focus();
    refocusInput.current = false;
  }, [value.length]);

  const labelOf = (id: string) => byId.get(id)?.label ?? id;

  const add = (id: string) => {
    setInputValue('');
    setIsAdding(true);
    if (atLimit || value.includes(id)) return;
    setAnnouncement(addedMessage(labelOf(id)));
    onChange([...value, id]);
  };

  const remove = (keys: Set<Key>) => {
    const next = value.filter((id) => !keys.has(id));
    refocusInput.current = next.length === 0;
    setAnnouncement([...keys].map((key) => removedMessage(labelOf(String(key)))).join('. '));
    onChange(next);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && inputValue === '' && value.length > 0) {
      event.preventDefault();
      tagListRef.current?.querySelector<HTMLElement>('[role="row"]:last-child')?.focus();
      return;
    }
    // The combobox has already chosen a highlighted option; otherwise add the typed text.
    const text = inputValue.trim();
    if (
      event.key === 'Enter' &&
      allowsCustomValue &&
      text !== '' &&
      !event.currentTarget.hasAttribute('aria-activedescendant')
    ) {
      event.preventDefault();
      // Typing an option's whole label (in any case) adds that option rather than a duplicate.
      const match = items.find((item) => item.label.length === text.length && contains(item.label, text));
      add(match?.id ?? text);
    }
  };

  const limitText = typeof limitMessage === 'function' ? limitMessage(maxTags ?? 0) : limitMessage;
  const help = [description, atLimit ? limitText : null].filter((part) => part != null && part !== false);

  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [help.length > 0 ? descriptionId : null, isInvalid && errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');

  // The chips sit outside the RAC ComboBox: its collection would otherwise pick up the tags as
  // options. The description and error are wired to the input by id for the same reason.
  return (
    <div className={cx(fieldStyles.field, className)}>
      <ComboBox
        className={cx(fieldStyles.field, comboBoxStyles.comboBox)}
        defaultItems={available}
        defaultFilter={contains}
        value={null}
        onChange={(key) => {
          if (key != null) add(String(key));
          // Left without choosing: drop the half-typed text (it is not a value).
          else if (!allowsCustomValue) setInputValue('');
        }}
        menuTrigger={isAdding ? 'manual' : 'input'}
        inputValue={inputValue}
        onInputChange={setInputValue}
        allowsCustomValue={allowsCustomValue}
        allowsEmptyCollection
        isReadOnly={atLimit}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        validationBehavior="aria"
        aria-describedby={describedBy || undefined}
      >
        <Label className={fieldStyles.label}>
          {label}
          {isRequired ? (
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
        <Group className={comboBoxStyles.inputGroup}>
          <Input
            ref={inputRef}
            className={fieldStyles.groupInput}
            placeholder={placeholder}
            aria-required={isRequired || undefined}
            onKeyDown={onInputKeyDown}
          />
          <Button className={comboBoxStyles.toggle}>
            <Icon name="chevronDown" className={comboBoxStyles.chevron} />
          </Button>
        </Group>
        <CloseWhenAdded isAdding={isAdding} onClosed={onClosed} />
        <Popover className={pickerStyles.popover}>
          <ListBox
            className={pickerStyles.listBox}
            renderEmptyState={() => (
              <div className={pickerStyles.emptyState}>
                {typeof emptyMessage === 'function' ? emptyMessage(inputValue) : emptyMessage}
              </div>
            )}
          >
            {renderPickerOption}
          </ListBox>
        </Popover>
      </ComboBox>
      {chips.length > 0 ? (
        <TagGroup aria-label={tagsLabel} onRemove={isDisabled ? undefined : remove}>
          <TagList ref={tagListRef} items={chips} className={styles.tagList}>
            {(chip) => (
              <Tag id={chip.id} textValue={chip.label} isDisabled={isDisabled} className={styles.tag}>
                <span className={styles.tagLabel}>{chip.label}</span>
                {isDisabled ? null : (
                  <Button slot="remove" className={styles.removeButton}>
                    <Icon name="close" />
                  </Button>
                )}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
      {help.length > 0 ? (
        <Text id={descriptionId} className={fieldStyles.description}>
          {help.map((part, index) => (
            <span key={index}>
              {index > 0 ? ' ' : null}
              {part}
            </span>
          ))}
        </Text>
      ) : null}
      {isInvalid && errorMessage ? (
        <Text id={errorId} className={fieldStyles.errorMessage}>
          {errorMessage}
        </Text>
      ) : null}
      <VisuallyHidden>
        <div aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </VisuallyHidden>
      {name ? value.map((item) => <input key={item} type="hidden" name={name} value={item} />) : null}
    </div>
  );
}
