import { adminReportLimits } from '@cloudexperts/domain';
import { Button, EmptyState, SearchField, Select } from '@cloudexperts/ui';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import type { Resource } from '../useResource.ts';
import * as styles from './adminReports.css.ts';

const ANY = 'any';

/** A log tab's filters in the address: a name or email, one kind of entry, the page. */
export interface LogFilters<K extends string = string> {
  search: string | undefined;
  kind: K | undefined;
  page: number;
}

export function readLogFilters<K extends string>(params: URLSearchParams, kinds: readonly K[]): LogFilters<K> {
  const page = Number(params.get('page'));
  const search = (params.get('search') ?? '').trim().slice(0, adminReportLimits.maxNameLength);
  return {
    search: search || undefined,
    kind: kinds.find((kind) => kind === params.get('kind')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The words of a log tab. */
export interface LogTabWords {
  title: string;
  lead: string;
  search: string;
  kind: string;
  anyKind: string;
  apply: string;
  found: (count: number) => string;
  empty: string;
  pages: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

/**
 * A log of /reports (the security log, the staff actions): its heading, the filter form (a name or
 * email and one kind, over the page's date range), the count announced, the page's table or its
 * loading, failed and empty states, and the pager.
 */
export function LogTab<
  K extends string,
  Page extends { total_count: number; total_pages: number; records: unknown[] },
>({
  words,
  kinds,
  filters,
  onChange,
  resource,
  retry,
  children,
}: {
  words: LogTabWords;
  kinds: ReadonlyArray<{ id: K; label: string }>;
  filters: LogFilters<K>;
  onChange: (next: Partial<LogFilters<K>>) => void;
  resource: Resource<Page>;
  retry: () => void;
  /** The table of a ready, non-empty page. */
  children: (data: Page) => ReactNode;
}) {
  const titleId = useId();
  const top = useRef<HTMLParagraphElement>(null);
  const [draft, setDraft] = useState(filters.search ?? '');
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    setDraft(filters.search ?? '');
  }
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: draft.trim() || undefined, page: 1 });
  };
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {words.title}
      </h2>
      <p className={styles.muted}>{words.lead}</p>
      <form role="search" aria-label={words.title} className={styles.filters} onSubmit={onSubmit}>
        <SearchField
          label={words.search}
          value={draft}
          onChange={setDraft}
          onClear={() => {
            onChange({ search: undefined, page: 1 });
          }}
          maxLength={adminReportLimits.maxNameLength}
        />
        <Select
          label={words.kind}
          items={[{ id: ANY, label: words.anyKind }, ...kinds]}
          value={filters.kind ?? ANY}
          onChange={(key) => {
            onChange({ kind: kinds.find((kind) => kind.id === key)?.id, page: 1 });
          }}
        />
        <Button type="submit">{words.apply}</Button>
      </form>
      <p ref={top} role="status" className={styles.summary}>
        {resource.status === 'ready' ? words.found(resource.data.total_count) : ''}
      </p>
      {resource.status !== 'ready' ? (
        <ListFallback resource={resource} retry={retry} labels={words} />
      ) : resource.data.records.length === 0 ? (
        <EmptyState icon="search" title={words.empty} headingLevel={3} />
      ) : (
        children(resource.data)
      )}
      {resource.status === 'ready' ? (
        <ListPager
          label={words.pages}
          pageCount={resource.data.total_pages}
          page={filters.page}
          onPageChange={(page) => {
            onChange({ page });
          }}
          top={top}
        />
      ) : null}
    </section>
  );
}
