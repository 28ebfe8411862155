import type { HTMLAttributes, Ref } from 'react';
import { Button } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Chip.css.ts';
import type { chipTones } from './Chip.css.ts';

export interface ChipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The chip's text. */
  label: string;
  /**
   * The colour role; pair it with wording that carries the same meaning.
   * @default 'neutral'
   */
  tone?: (typeof chipTones)[number];
  /** Makes the chip removable: a close button after the label calls this when pressed. */
  onRemove?: () => void;
  /**
   * The close button's accessible name.
   * @default `Remove ${label}`
   */
  removeLabel?: string;
  /**
   * Dims the chip and disables its close button.
   * @default false
   */
  isDisabled?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A small label (a skill, a filter, a status), optionally removable. For a keyboard-navigable set
 * of removable items with selection, a tag group fits better.
 */
export function Chip({
  label,
  tone = 'neutral',
  onRemove,
  removeLabel,
  isDisabled = false,
  className,
  ...props
}: ChipProps) {
  return (
    <span
      {...props}
      data-tone={tone}
      data-removable={onRemove ? true : undefined}
      data-disabled={isDisabled || undefined}
      className={[styles.chip({ tone }), className].filter(Boolean).join(' ')}
    >
      <span className={styles.label}>{label}</span>
      {onRemove ? (
        <Button
          className={styles.removeButton}
          aria-label={removeLabel ?? `Remove ${label}`}
          isDisabled={isDisabled}
          onPress={onRemove}
        >
          <Icon name="close" />
        </Button>
      ) : null}
    </span>
  );
}
