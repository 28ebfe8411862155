import { useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  PopoverContext,
  Separator,
  composeRenderProps,
  useSlottedContext,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type SeparatorProps,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './Menu.css.ts';
import { menuPlacement, type MenuPlacement } from './placement.ts';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export interface MenuTriggerProps extends AriaMenuTriggerProps {
  /**
   * The space, in CSS pixels, the menu needs below its trigger. When set, the trigger is measured
   * each time the menu opens, and the menu opens upward when less than this is left between the
   * trigger and the bottom of the viewport. Without it the menu opens below (and flips only if it
   * does not fit).
   */
  minSpaceBelow?: number;
}

/**
 * Pairs a trigger button (first child) with a `Menu` (second child): pressing the button, or
 * Enter, Space or the arrow keys on it, opens the menu with focus on an item.
 */
export function MenuTrigger({ minSpaceBelow, onOpenChange, children, ...props }: MenuTriggerProps) {
  const [side, setSide] = useState<MenuPlacement>('bottom');
  const triggerRef = useRef<RefObject<Element | null> | null>(null);
  return (
    <AriaMenuTrigger
      {...props}
      onOpenChange={(isOpen) => {
        const trigger = triggerRef.current?.current;
        if (isOpen && minSpaceBelow !== undefined && trigger) {
          const triggerBottom = trigger.getBoundingClientRect().bottom;
          setSide(menuPlacement({ viewportHeight: window.innerHeight, triggerBottom, minSpaceBelow }));
        }
        onOpenChange?.(isOpen);
      }}
    >
      <PlacedPopover side={side} sinkRef={triggerRef}>
        {children}
      </PlacedPopover>
    </AriaMenuTrigger>
  );
}

/** Hands RAC's trigger ref up to MenuTrigger and sets the side the menu's popover opens on. */
function PlacedPopover({
  side,
  sinkRef,
  children,
}: {
  side: MenuPlacement;
  sinkRef: RefObject<RefObject<Element | null> | null>;
  children: ReactNode;
}) {
  const popover = useSlottedContext(PopoverContext);
  useEffect(() => {
    sinkRef.current = popover?.triggerRef ?? null;
  });
  return <PopoverContext value={{ ...popover, placement: `${side} start` }}>{children}</PopoverContext>;
}

export interface MenuProps<T> extends AriaMenuProps<T> {
  /** The menu element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list of actions or links in a popover, worked with the arrow keys, Home/End and type-ahead.
 * Put it in a `MenuTrigger`, after the trigger button, which names it.
 */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <Popover className={styles.popover}>
      <AriaMenu {...props} className={composeRenderProps(className, (given) => join(styles.menu, given))} />
    </Popover>
  );
}

export interface MenuItemProps<T = object> extends AriaMenuItemProps<T> {
  /** A glyph before the label (decorative: the label names the item). */
  icon?: IconName;
  /** The item element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * An action (`onAction`, or the Menu's `onAction` with the item's `id`) or, with `href`, a link.
 * Links go through RAC's RouterProvider when the app sets one.
 */
export function MenuItem<T extends object>({ icon, className, children, textValue, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (given) => join(styles.item, given))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon ? <Icon name={icon} className={styles.itemIcon} /> : null}
          <span className={styles.itemLabel}>{content}</span>
        </>
      ))}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<AriaMenuSectionProps<T>, 'children'> {
  /** A visible heading that also names the group for assistive technology. */
  title?: ReactNode;
  /** The section's items (for items from data, a RAC `Collection`). */
  children: ReactNode;
}

/** A group of related items, with an optional heading. */
export function MenuSection<T extends object>({ title, className, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={join(styles.section, className)}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator({ className, ...props }: SeparatorProps) {
  return <Separator {...props} className={join(styles.separator, className)} />;
}
