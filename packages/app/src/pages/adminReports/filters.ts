import {
  adminTransactionStatuses,
  adminReportLimits,
  postingKinds,
  type AdminTransactionStatus,
} from '@cloudexperts/domain';

type Kind = (typeof postingKinds)[number];

/** A calendar day of the address ('YYYY-MM-DD' that exists), else unset. */
export function dayOf(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : undefined;
}

export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The admin's transaction filters, named as the call names them. */
export interface TransactionFilters {
  start_date?: string | undefined;
  end_date?: string | undefined;
  transaction_type?: Kind | undefined;
  status_type?: AdminTransactionStatus | undefined;
  client_name?: string | undefined;
  page: number;
}

/** The filters and page from the address (anything unknown reads as unset). */
export function readTransactionFilters(params: URLSearchParams): TransactionFilters {
  const name = (params.get('client_name') ?? '').trim().slice(0, adminReportLimits.maxNameLength);
  return {
    start_date: dayOf(params.get('start_date')),
    end_date: dayOf(params.get('end_date')),
    transaction_type: postingKinds.find((kind) => kind === params.get('transaction_type')),
    status_type: adminTransactionStatuses.find((status) => status === params.get('status_type')),
    client_name: name || undefined,
    page: pageOf(params.get('page')),
  };
}

/**
 * The filters as the address (and the call) take them, in their order: unset ones, an empty term
 * and page 1 left out, so a plain list's address is bare.
 */
export function writeFilters(filters: object): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as Array<[string, unknown]>) {
    if (value === '' || (key === 'page' && value === 1)) continue;
    if (typeof value === 'string' || typeof value === 'number') query.set(key, String(value));
  }
  return query;
}

/** The call's query of the filters (no page). */
export function withoutPage<T extends { page: number }>(filters: T): Omit<T, 'page'> {
  const rest: Partial<T> = { ...filters };
  delete rest.page;
  return rest as Omit<T, 'page'>;
}
