import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  CheckboxButton,
  CheckboxField,
  Collection,
  Column as AriaColumn,
  ProgressBar,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  VisuallyHidden,
  composeRenderProps,
  useTableOptions,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { spinner } from '../Button/Button.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Table.css.ts';

const withClass = (base: string) => (given: string | undefined) => [base, given].filter(Boolean).join(' ');

/**
 * The checkbox of a selectable row, or the select-all checkbox of the header; the collection names
 * it ('Select', 'Select All') and wires it to the selection.
 */
export function SelectionCheckbox() {
  return (
    <CheckboxField slot="selection">
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <span className={styles.checkboxBox} aria-hidden="true">
            {isIndeterminate ? <Icon name="minus" /> : isSelected ? <Icon name="check" /> : null}
          </span>
        )}
      </CheckboxButton>
    </CheckboxField>
  );
}

export type TableProps = AriaTableProps;

/**
 * A data table: rows and columns navigated with the arrow keys, with optional sorting
 * (`sortDescriptor`, `onSortChange`, `allowsSorting` on a column) and row selection
 * (`selectionMode`; each row then gets a checkbox). Give it an `aria-label` or `aria-labelledby`.
 */
export function Table({ className, ...props }: TableProps) {
  return <AriaTable {...props} className={composeRenderProps(className, withClass(styles.table))} />;
}

export interface TableHeaderProps<T> extends AriaTableHeaderProps<T> {
  /**
   * The accessible name of the selection column when one row at a time can be selected (with
   * multiple selection it holds the select-all checkbox instead).
   * @default 'Select'
   */
  selectionLabel?: string;
}

/** The header row; it adds the selection column when the table's rows are selectable. */
export function TableHeader<T extends object>({
  columns,
  children,
  dependencies,
  selectionLabel = 'Select',
  className,
  ...props
}: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaTableHeader {...props} className={composeRenderProps(className, withClass(styles.header))}>
      {selectionBehavior === 'toggle' ? (
        <AriaColumn className={`${styles.column} ${styles.selectionColumn}`}>
          {selectionMode === 'multiple' ? (
            <SelectionCheckbox />
          ) : (
            <VisuallyHidden elementType="span">{selectionLabel}</VisuallyHidden>
          )}
        </AriaColumn>
      ) : null}
      <Collection items={columns} dependencies={dependencies}>
        {children}
      </Collection>
    </AriaTableHeader>
  );
}

export type TableColumnProps = AriaColumnProps;

/** A column header. With `allowsSorting` it sorts on press (Enter by keyboard) and shows the direction. */
export function TableColumn({ className, children, ...props }: TableColumnProps) {
  return (
    <AriaColumn {...props} className={composeRenderProps(className, withClass(styles.column))}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {content}
          {allowsSorting ? (
            <span className={styles.sortIndicator} data-direction={sortDirection} aria-hidden="true">
              <Icon name={sortDirection === 'descending' ? 'chevronDown' : 'chevronUp'} />
            </span>
          ) : null}
        </span>
      ))}
    </AriaColumn>
  );
}

export interface TableBodyProps<T> extends AriaTableBodyProps<T> {
  /**
   * Replaces the rows with a loading row (a spinner and `loadingLabel`) until the data arrives.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The accessible name of the spinner, and the text beside it.
   * @default 'Loading…'
   */
  loadingLabel?: string;
  /** What the body shows when there are no rows (and nothing is loading). */
  renderEmptyState?: AriaTableBodyProps<T>['renderEmptyState'];
}

/** The rows of the table; or, without rows, its empty state; or, while loading, a loading row. */
export function TableBody<T extends object>({
  items,
  children,
  isLoading = false,
  loadingLabel = 'Loading…',
  renderEmptyState,
  ...props
}: TableBodyProps<T>) {
  return (
    <AriaTableBody
      {...props}
      items={isLoading ? [] : items}
      renderEmptyState={
        isLoading
          ? () => <LoadingIndicator label={loadingLabel} />
          : renderEmptyState
            ? (values) => <div className={styles.emptyState}>{renderEmptyState(values)}</div>
            : undefined
      }
    >
      {isLoading && typeof children !== 'function' ? null : children}
    </AriaTableBody>
  );
}

function LoadingIndicator({ label }: { label: string }): ReactNode {
  return (
    <div className={styles.loading}>
      <ProgressBar isIndeterminate aria-label={label} className={spinner} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

export type TableRowProps<T> = AriaRowProps<T>;

/** A row; when the table's rows are selectable it starts with a selection checkbox. */
export function TableRow<T extends object>({ columns, children, dependencies, className, ...props }: TableRowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <AriaRow {...props} dependencies={dependencies} className={composeRenderProps(className, withClass(styles.row))}>
      {selectionBehavior === 'toggle' ? (
        <AriaCell className={styles.cell}>
          <SelectionCheckbox />
        </AriaCell>
      ) : null}
      <Collection items={columns} dependencies={dependencies}>
        {children}
      </Collection>
    </AriaRow>
  );
}

export type TableCellProps = AriaCellProps;

export function TableCell({ className, ...props }: TableCellProps) {
  return <AriaCell {...props} className={composeRenderProps(className, withClass(styles.cell))} />;
}
