/** The page a list call asks for (`page`, `per_page`, both optional), as a LIMIT and an OFFSET. */
export function pageOf(query: { page?: number | undefined; per_page?: number | undefined }, defaultSize: number) {
  const perPage = query.per_page ?? defaultSize;
  const page = query.page ?? 1;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** A page of a list as every list call answers it (the spec's pagination fields). */
export function pageAnswer<T>(records: T[], total: number, { page, perPage }: { page: number; perPage: number }) {
  return {
    records,
    current_page: page,
    per_page: perPage,
    total_count: total,
    total_pages: Math.ceil(total / perPage),
  };
}
