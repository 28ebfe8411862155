/** An entry in a pagination bar: a page number, or a gap standing for two or more hidden pages. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

export interface PageItemsOptions {
  /** The current page, 1-based; clamped to `1..pageCount`. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
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
}

const range = (from: number, to: number): number[] =>
  to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The entries of a pagination bar: the first and last `boundaryCount` pages, the current page with
 * `siblingCount` pages either side, and an ellipsis wherever two or more pages are left out (a gap
 * of one page shows that page instead). The number of entries stays the same whatever the current
 * page, so the bar does not jump about: `2 * boundaryCount + 2 * siblingCount + 3`, or every page
 * when there are no more than that.
 */
export function getPageItems({ page, pageCount, siblingCount = 1, boundaryCount = 1 }: PageItemsOptions): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  const siblings = Math.max(0, Math.floor(siblingCount));
  const boundary = Math.max(0, Math.floor(boundaryCount));
  if (count <= 2 * boundary + 2 * siblings + 3) return range(1, count);

  const current = Math.min(Math.max(Math.floor(page), 1), count);
  const width = 2 * siblings + 1;
  // The window around the current page keeps one slot free at each side of it, for an ellipsis
  // or for the single page that would otherwise be hidden.
  const lowest = boundary + 2;
  const highest = count - boundary - 1;
  const start = Math.min(Math.max(current - siblings, lowest), highest - width + 1);
  const end = start + width - 1;

  return [
    ...range(1, boundary),
    start === lowest ? lowest - 1 : 'start-ellipsis',
    ...range(start, end),
    end === highest ? highest + 1 : 'end-ellipsis',
    ...range(count - boundary + 1, count),
  ];
}
