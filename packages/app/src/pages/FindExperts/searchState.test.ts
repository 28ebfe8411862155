import { describe, expect, it } from 'vitest';
import {
  changeSearch,
  defaultSearch,
  readExpertSearch,
  readStateTerm,
  toFindFreelancersQuery,
  writeExpertSearch,
} from './searchState.ts';

describe('readExpertSearch', () => {
  it('reads every part of the query', () => {
    const params = new URLSearchParams('search=terraform&platform=Amazon&sort=rating&page=3');
    expect(readExpertSearch(params)).toEqual({ search: 'terraform', platform: 'Amazon', sort: 'rating', page: 3 });
  });

  it('falls back to the defaults for values the API would refuse', () => {
    const params = new URLSearchParams('platform=Azure&sort=cheapest&page=-2');
    expect(readExpertSearch(params)).toEqual(defaultSearch);
    expect(readExpertSearch(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readExpertSearch(new URLSearchParams(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('takes the term from navigation state when the query has none', () => {
    expect(readExpertSearch(new URLSearchParams(), 'Cloud Architect').search).toBe('Cloud Architect');
    expect(readExpertSearch(new URLSearchParams('search=go'), 'Cloud Architect').search).toBe('go');
  });
});

describe('writeExpertSearch', () => {
  it('leaves out the defaults and round-trips', () => {
    expect(writeExpertSearch(defaultSearch).toString()).toBe('');
    const search = { search: 'AI & ML', platform: 'AI & Machine Learning' as const, sort: 'newest' as const, page: 2 };
    expect(readExpertSearch(writeExpertSearch(search))).toEqual(search);
  });
});

describe('changeSearch', () => {
  it('starts from page 1 when the term, platform or sort changes', () => {
    const current = { ...defaultSearch, page: 4 };
    expect(changeSearch(current, { platform: 'Oracle' }).page).toBe(1);
    expect(changeSearch(current, { page: 5 }).page).toBe(5);
  });
});

describe('readStateTerm', () => {
  it('accepts only a non-empty string term', () => {
    expect(readStateTerm({ search: ' Data Engineer ' })).toBe('Data Engineer');
    expect(readStateTerm({ search: '  ' })).toBeNull();
    expect(readStateTerm({ search: 3 })).toBeNull();
    expect(readStateTerm(null)).toBeNull();
  });
});

describe('toFindFreelancersQuery', () => {
  it('asks for one page without a token, leaving out empty filters', () => {
    expect(toFindFreelancersQuery(defaultSearch)).toEqual({
      page: 1,
      per_page: 12,
      sort_by: 'relevance',
      authorize: 'false',
    });
    expect(toFindFreelancersQuery({ ...defaultSearch, search: 'apex', platform: 'Salesforce' })).toMatchObject({
      search: 'apex',
      platform: 'Salesforce',
    });
  });
});
