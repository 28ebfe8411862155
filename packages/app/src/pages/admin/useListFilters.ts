import { useSearchParams } from 'react-router';
import { writeFilters } from '../adminReports/filters.ts';

/** What every paged list's filters have: a search term and a page (`AdminListShell`'s). */
export interface ListFilters {
  search: string;
  page: number;
}

/**
 * A paged list's filters, kept in the URL's query (a reload, Back or a shared link shows the same
 * list; the admin and staff lists): `current` as `read` finds them in the query; `show` changes
 * some and goes back to the first page; `keep` changes some on the same page (a report's year).
 */
export function useListFilters<Filters extends { page: number }>(read: (params: URLSearchParams) => Filters) {
  const [params, setParams] = useSearchParams();
  const current = read(params);
  const write = (filters: Filters) => {
    setParams(writeFilters(filters), { preventScrollReset: true });
  };
  return {
    current,
    show: (next: Partial<Filters>) => {
      write({ ...current, page: 1, ...next });
    },
    keep: (next: Partial<Filters>) => {
      write({ ...current, ...next });
    },
  };
}
