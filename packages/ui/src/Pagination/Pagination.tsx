import { forwardRef, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { getPageItems } from './pages.ts';
import * as styles from './Pagination.css.ts';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'children'> {
  /** How many pages there are. */
  pageCount: number;
  /** The current page, 1-based (controlled). */
  page?: number;
  /**
   * The page shown at first (uncontrolled).
   * @default 1
   */
  defaultPage?: number;
  /** Called with the page the user asks for. */
  onPageChange?: (page: number) => void;
  /**
   * Pages shown on each side of the current one.
   * @default 1
   */
  siblingCount?: number;
  /**
   * Pages always shown at each end.
   * @default 1
   */
  boundaryCount?: number;
  /**
   * Whether every control is disabled (while a page loads, say).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The accessible name of the navigation landmark.
   * @default 'Pagination'
   */
  label?: string;
  /**
   * The accessible name of the previous-page button.
   * @default 'Previous page'
   */
  previousLabel?: string;
  /**
   * The accessible name of the next-page button.
   * @default 'Next page'
   */
  nextLabel?: string;
  /**
   * The accessible name of a page button.
   * @default (page) => `Page ${page}`
   */
  pageLabel?: (page: number) => string;
}

const defaultPageLabel = (page: number) => `Page ${page}`;

/**
 * Page numbers in a labelled `nav` landmark, with previous and next buttons. Long ranges are
 * shortened with ellipses (see `getPageItems`); the current page has `aria-current="page"`. When
 * previous or next becomes disabled under keyboard focus, focus moves to the current page.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    pageCount,
    page,
    defaultPage = 1,
    onPageChange,
    siblingCount = 1,
    boundaryCount = 1,
    isDisabled = false,
    label = 'Pagination',
    previousLabel = 'Previous page',
    nextLabel = 'Next page',
    pageLabel = defaultPageLabel,
    ...props
  },
  ref,
) {
  const [ownPage, setOwnPage] = useState(defaultPage);
  const lastPage = Math.max(1, pageCount);
  const current = Math.min(Math.max(page ?? ownPage, 1), lastPage);
  const currentButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    currentButton.current?.focus();
  }, [current]);

  const go = (target: number, fromEdgeButton = false) => {
    if (target === current || target < 1 || target > lastPage) return;
    // The edge button is about to be disabled; keep keyboard focus on the page instead of losing it.
    if (fromEdgeButton && (target === 1 || target === lastPage)) refocus.current = true;
    setOwnPage(target);
    onPageChange?.(target);
  };

  return (
    <nav {...props} ref={ref} aria-label={label}>
      <ul className={styles.list}>
        <li>
          <IconButton
            icon="chevronLeft"
            label={previousLabel}
            variant="ghost"
            className={styles.flip}
            isDisabled={isDisabled || current <= 1}
            onPress={() => {
              go(current - 1, true);
            }}
          />
        </li>
        {getPageItems({ page: current, pageCount, siblingCount, boundaryCount }).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                ref={item === current ? currentButton : undefined}
                variant={item === current ? 'primary' : 'ghost'}
                className={styles.page}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => {
                  go(item);
                }}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          <IconButton
            icon="chevronRight"
            label={nextLabel}
            variant="ghost"
            className={styles.flip}
            isDisabled={isDisabled || current >= lastPage}
            onPress={() => {
              go(current + 1, true);
            }}
          />
        </li>
      </ul>
    </nav>
  );
});
