import { createContext, forwardRef, useContext, useState } from 'react';
import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  composeRenderProps,
  type Key,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { group, item, type toggleButtonGroupSizes } from './ToggleButtonGroup.css.ts';

type Size = (typeof toggleButtonGroupSizes)[number];

const SizeContext = createContext<Size>('md');

export interface ToggleButtonGroupProps extends Omit<
  AriaToggleButtonGroupProps,
  'selectionMode' | 'disallowEmptySelection' | 'selectedKeys' | 'defaultSelectedKeys' | 'onSelectionChange'
> {
  /**
   * The accessible name of the switch (what is being chosen). Give this or `aria-labelledby`.
   */
  'aria-label'?: string;
  /** The id of a visible element that names the switch. Give this or `aria-label`. */
  'aria-labelledby'?: string;
  /** The `id` of the selected option (controlled). */
  selectedKey?: Key;
  /** The `id` of the option selected at first (uncontrolled). */
  defaultSelectedKey?: Key;
  /** Called with the `id` of the newly selected option (not when the selected one is pressed again). */
  onSelectionChange?: (key: Key) => void;
  /**
   * @default 'md'
   */
  size?: Size;
  /**
   * Whether the switch stretches to its container's width, sharing it equally between options.
   * @default false
   */
  isFullWidth?: boolean;
}

/**
 * A segmented switch: exactly one of a few options is selected, and one always is. Screen readers
 * hear a radio group. Tab reaches the options, the arrow keys move between them, and Space or
 * Enter selects.
 */
export const ToggleButtonGroup = forwardRef<HTMLDivElement, ToggleButtonGroupProps>(function ToggleButtonGroup(
  { selectedKey, defaultSelectedKey, onSelectionChange, size = 'md', isFullWidth = false, className, ...props },
  ref,
) {
  const [ownKey, setOwnKey] = useState(defaultSelectedKey);
  const current = selectedKey ?? ownKey;
  return (
    <SizeContext.Provider value={size}>
      <AriaToggleButtonGroup
        {...props}
        ref={ref}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={current === undefined ? [] : [current]}
        onSelectionChange={(keys) => {
          const [key] = keys;
          if (key === undefined || key === current) return;
          setOwnKey(key);
          onSelectionChange?.(key);
        }}
        data-size={size}
        data-full-width={isFullWidth || undefined}
        className={composeRenderProps(className, (given) => [group, given].filter(Boolean).join(' '))}
      />
    </SizeContext.Provider>
  );
});

export interface ToggleButtonGroupItemProps extends Omit<AriaToggleButtonProps, 'id'> {
  /** Identifies the option; it is what `selectedKey` and `onSelectionChange` carry. */
  id: Key;
  /** A decorative glyph shown before the text. */
  icon?: IconName;
}

/** One option of a {@link ToggleButtonGroup}. */
export const ToggleButtonGroupItem = forwardRef<HTMLButtonElement, ToggleButtonGroupItemProps>(
  function ToggleButtonGroupItem({ icon, className, children, ...props }, ref) {
    const size = useContext(SizeContext);
    return (
      <AriaToggleButton
        {...props}
        ref={ref}
        className={composeRenderProps(className, (given) => [item({ size }), given].filter(Boolean).join(' '))}
      >
        {composeRenderProps(children, (content) =>
          icon ? (
            <>
              <Icon name={icon} />
              {content}
            </>
          ) : (
            content
          ),
        )}
      </AriaToggleButton>
    );
  },
);
