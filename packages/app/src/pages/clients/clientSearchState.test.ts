import { clientLimits } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { readClientSearch, readPage, withPage, writeClientSearch } from './clientSearchState.ts';

const read = (query: string) => readClientSearch(new URLSearchParams(query));

describe('the top clients’ search in the URL', () => {
  it('reads the search and the page, and writes back only what is not a default', () => {
    expect(read('')).toEqual({ search: '', page: 1 });
    expect(read('search=%20Northwind%20&page=3')).toEqual({ search: 'Northwind', page: 3 });
    expect(writeClientSearch({ search: 'Northwind', page: 3 }).toString()).toBe('search=Northwind&page=3');
    expect(writeClientSearch({ search: '', page: 1 }).toString()).toBe('');
  });

  it('falls back to the defaults for what the API would refuse', () => {
    for (const page of ['0', '-2', '1.5', 'two', '', '9999999'])
      expect(readPage(new URLSearchParams({ page }))).toBe(1);
    expect(readPage(new URLSearchParams({ page: '101' }))).toBe(clientLimits.maxPage);
    expect(read(`search=${'x'.repeat(150)}`).search).toHaveLength(clientLimits.searchMaxLength);
  });

  it('changes only the page of a query', () => {
    const params = new URLSearchParams('search=a&page=4');
    expect(withPage(params, 2).toString()).toBe('search=a&page=2');
    expect(withPage(params, 1).toString()).toBe('search=a');
    expect(params.toString()).toBe('search=a&page=4');
  });
});
