import { describe, expect, it } from 'vitest';
import { writeFilters } from './filters.ts';

describe('writeFilters', () => {
  it('writes each set filter under its name, in the filters’ order', () => {
    expect(writeFilters({ search: 'aws', status: 'open', page: 3, year: 2026 }).toString()).toBe(
      'search=aws&status=open&page=3&year=2026',
    );
  });

  it('leaves out an empty term, unset filters and the first page', () => {
    expect(writeFilters({ search: '', status: undefined, page: 1 }).toString()).toBe('');
  });
});
