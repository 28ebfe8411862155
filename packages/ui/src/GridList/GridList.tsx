import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  composeRenderProps,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
} from 'react-aria-components';
import { SelectionCheckbox } from '../Table/Table.tsx';
import * as styles from './GridList.css.ts';

const withClass = (base: string) => (given: string | undefined) => [base, given].filter(Boolean).join(' ');

export type GridListProps<T> = AriaGridListProps<T>;

/**
 * An interactive list whose items can hold their own controls (links, buttons); arrow keys move
 * between items, Tab into an item's controls. With `selectionMode` each item gets a checkbox.
 * Give it an `aria-label` or `aria-labelledby`, and `renderEmptyState` for when it has no items.
 */
export function GridList<T extends object>({ className, renderEmptyState, ...props }: GridListProps<T>) {
  return (
    <AriaGridList
      {...props}
      renderEmptyState={
        renderEmptyState ? (values) => <div className={styles.emptyState}>{renderEmptyState(values)}</div> : undefined
      }
      className={composeRenderProps(className, withClass(styles.list))}
    />
  );
}

export interface GridListItemProps<T = object> extends AriaGridListItemProps<T> {
  /** The item's text for type-ahead and announcements; required when its children are not plain text. */
  textValue?: string;
}

/** An item of a {@link GridList}; starts with a selection checkbox when the list is selectable. */
export function GridListItem<T extends object>({ className, children, ...props }: GridListItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaGridListItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, withClass(styles.item))}
    >
      {composeRenderProps(children, (content, { selectionMode, selectionBehavior }) => (
        <>
          {selectionMode !== 'none' && selectionBehavior === 'toggle' ? <SelectionCheckbox /> : null}
          {content}
        </>
      ))}
    </AriaGridListItem>
  );
}
