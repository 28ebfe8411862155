import { Pagination } from '@cloudexperts/ui';
import type { RefObject } from 'react';
import { pager } from './pages.css.ts';

export interface ListPagerProps {
  /** The pager's accessible name ('Pages of jobs'). */
  label: string;
  pageCount: number;
  /** The page shown (kept within `pageCount`: a list that shrank shows its last page). */
  page: number;
  onPageChange: (page: number) => void;
  /** What a new page brings into view: the list's summary, so the reader starts at its top. */
  top?: RefObject<HTMLElement | null>;
}

/**
 * The pager of every paged list of the portals: nothing for a single page, else the ui Pagination,
 * centred. A page change scrolls `top` into view (the list's start, not the pager the reader is at).
 */
export function ListPager({ label, pageCount, page, onPageChange, top }: ListPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Pagination
      className={pager}
      label={label}
      pageCount={pageCount}
      page={Math.min(page, pageCount)}
      onPageChange={(next) => {
        onPageChange(next);
        top?.current?.scrollIntoView({ block: 'start' });
      }}
    />
  );
}
