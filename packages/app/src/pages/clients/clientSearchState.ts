import { clientLimits } from '@cloudexperts/domain';

/** The top clients' search as the page holds it; the URL's query carries it (`?search=&page=`). */
export interface ClientSearch {
  search: string;
  page: number;
}

export const clientSearchParams = { search: 'search', page: 'page' } as const satisfies Record<
  keyof ClientSearch,
  string
>;

/** A page number from the URL: a whole number from 1 up to the last page a list offers, else 1. */
export function readPage(params: URLSearchParams): number {
  const value = params.get(clientSearchParams.page) ?? '';
  if (!/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? Math.min(page, clientLimits.maxPage) : 1;
}

/** The search in the URL (what the API would refuse falls back to the defaults). */
export function readClientSearch(params: URLSearchParams): ClientSearch {
  return {
    search: (params.get(clientSearchParams.search) ?? '').trim().slice(0, clientLimits.searchMaxLength),
    page: readPage(params),
  };
}

/** The URL query of a search, leaving out what is at its default. */
export function writeClientSearch(search: ClientSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.search) params.set(clientSearchParams.search, search.search);
  if (search.page > 1) params.set(clientSearchParams.page, String(search.page));
  return params;
}

/** `params` with its page set to `page` (1 leaves it out), everything else kept. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(clientSearchParams.page, String(page));
  else next.delete(clientSearchParams.page);
  return next;
}
