import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Group, Input, Label, Text } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './OneTimeCodeField.css.ts';

export interface OneTimeCodeFieldProps {
  /** The visible label; names the group of boxes. */
  label: ReactNode;
  /**
   * How many digits the code has (one box each).
   * @default 6
   */
  length?: number;
  /** The digits entered so far (controlled). */
  value?: string;
  /**
   * The digits to start with (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /** Called with the digits entered so far whenever a box changes. */
  onChange?: (code: string) => void;
  /** Called with the full code once every box holds a digit. */
  onComplete?: (code: string) => void;
  /**
   * Called with the whole pasted text, before its first `length` digits fill the boxes, so a caller
   * can reject a paste that is too long or malformed.
   */
  onPasteText?: (text: string) => void;
  /** Help shown under the boxes and announced with each of them. */
  description?: ReactNode;
  /** The message shown while `isInvalid` is set. */
  errorMessage?: ReactNode;
  /**
   * Whether the code is marked invalid (red boxes, `aria-invalid`, `errorMessage` shown).
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether the boxes are disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The accessible name of each box.
   * @default (position, length) => `Digit ${position} of ${length}`
   */
  digitLabel?: (position: number, length: number) => string;
  /** Submits the code as a hidden input of this name. */
  name?: string;
  /** A class for the root element. */
  className?: string;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const defaultDigitLabel = (position: number, length: number) => `Digit ${position} of ${length}`;

/** The boxes' contents from a string: its digits, in order, padded with empty boxes. */
function toDigits(code: string, length: number): string[] {
  const digits = code.replace(/\D/g, '');
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

/**
 * A one-time code as a row of single-digit boxes. Typing a digit fills the box and moves on;
 * other characters are ignored. Backspace clears the box, or steps back and clears the previous
 * one; the arrow keys, Home and End move between boxes. Pasting (or an SMS autofill) fills the
 * boxes from the first digits of the text.
 */
export function OneTimeCodeField({
  label,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  onPasteText,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  digitLabel = defaultDigitLabel,
  name,
  className,
  ref,
}: OneTimeCodeFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const [digits, setDigits] = useState(() => toDigits(value ?? defaultValue, length));
  const code = digits.join('');

  // A controlled value (or a new length) from the parent replaces what the boxes hold.
  if (digits.length !== length || (value !== undefined && value.replace(/\D/g, '') !== code)) {
    setDigits(toDigits(value ?? code, length));
  }

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    setDigits(next);
    const nextCode = next.join('');
    if (nextCode === code) return;
    onChange?.(nextCode);
    if (next.every((digit) => digit !== '')) onComplete?.(nextCode);
  };

  const setBox = (index: number, digit: string) => update(digits.map((old, at) => (at === index ? digit : old)));

  /** Writes several digits into consecutive boxes from `start` and focuses the box after them. */
  const fillFrom = (start: number, typed: string) => {
    const next = [...digits];
    const fitting = typed.slice(0, length - start);
    for (let offset = 0; offset < fitting.length; offset += 1) next[start + offset] = fitting.charAt(offset);
    update(next);
    focusBox(start + fitting.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(key)) {
      event.preventDefault();
      setBox(index, key);
      focusBox(index + 1);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (digits[index] !== '') {
        setBox(index, '');
      } else if (index > 0) {
        setBox(index - 1, '');
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      setBox(index, '');
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (key === 'ArrowLeft' ? -1 : 1));
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      focusBox(key === 'Home' ? 0 : length - 1);
    } else if (key.length === 1) {
      // Any other printable character: not part of a numeric code.
      event.preventDefault();
    }
  };

  // Input that bypasses keydown (SMS autofill, mobile keyboards, dictation).
  const onInputChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(/\D/g, '');
    if (typed === '') {
      if (event.target.value === '') setBox(index, '');
      return;
    }
    fillFrom(index, typed);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    onPasteText?.(text);
    const pasted = text.replace(/\D/g, '').slice(0, length);
    if (pasted === '') return;
    update(toDigits(pasted, length));
    focusBox(pasted.length);
  };

  const describedBy = [description ? descriptionId : null, isInvalid && errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={ref} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <Label elementType="span" id={labelId} className={fieldStyles.label}>
        {label}
      </Label>
      <Group aria-labelledby={labelId} isInvalid={isInvalid} isDisabled={isDisabled} className={styles.boxes}>
        {digits.map((digit, index) => (
          <Input
            // The boxes are positions, not items: the index is their identity.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.box}
            value={digit}
            aria-label={digitLabel(index + 1, length)}
            aria-describedby={describedBy || undefined}
            aria-invalid={isInvalid || undefined}
            disabled={isDisabled}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            onKeyDown={(event) => onKeyDown(index, event)}
            onChange={(event) => onInputChange(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </Group>
      {description ? (
        <Text id={descriptionId} className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      {isInvalid && errorMessage ? (
        <Text id={errorId} className={fieldStyles.errorMessage}>
          {errorMessage}
        </Text>
      ) : null}
      {name ? <input type="hidden" name={name} value={code} /> : null}
    </div>
  );
}
