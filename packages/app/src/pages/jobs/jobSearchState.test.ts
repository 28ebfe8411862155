import { findJobsQuerySchema, jobSearchFiltersSchema } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import {
  changeJobSearch,
  clearJobFilters,
  defaultJobSearch,
  describeJobSearch,
  fromJobSearchFilters,
  jobFilterCount,
  normaliseSkills,
  readJobSearch,
  sameJobSearch,
  toFindJobsQuery,
  toJobFilterQuery,
  toJobSearchFilters,
  writeJobSearch,
  type JobSearch,
} from './jobSearchState.ts';

const everything: JobSearch = {
  search: 'landing zone',
  skills: ['Terraform', 'AWS Lambda'],
  platform: 'Amazon',
  payType: 'hourly',
  country: 'Germany',
  minBudget: 50,
  maxBudget: 120,
  postedWithin: 7,
  sort: 'budget_desc',
  page: 3,
};

describe('readJobSearch', () => {
  it('reads every part of the query', () => {
    const params = new URLSearchParams(
      'search=landing+zone&skills=Terraform,AWS+Lambda&platform=Amazon&job_pay_type=hourly&country=Germany' +
        '&min_budget=50&max_budget=120&posted_within=7&sort=budget_desc&page=3',
    );
    expect(readJobSearch(params)).toEqual(everything);
  });

  it('is the default search for an empty query', () => {
    expect(readJobSearch(new URLSearchParams())).toEqual(defaultJobSearch);
  });

  it('falls back to the defaults for values the API would refuse', () => {
    const params = new URLSearchParams(
      'platform=Azure&job_pay_type=weekly&min_budget=-5&max_budget=2000001&posted_within=2&sort=cheapest&page=0',
    );
    expect(readJobSearch(params)).toEqual(defaultJobSearch);
    expect(readJobSearch(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readJobSearch(new URLSearchParams('min_budget=12.5')).minBudget).toBeNull();
    expect(readJobSearch(new URLSearchParams('max_budget=abc')).maxBudget).toBeNull();
    expect(readJobSearch(new URLSearchParams(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
    expect(readJobSearch(new URLSearchParams(`country=${'b'.repeat(150)}`)).country).toHaveLength(100);
  });

  it('keeps the page within the pages a search offers (at most 100)', () => {
    expect(readJobSearch(new URLSearchParams('page=100')).page).toBe(100);
    expect(readJobSearch(new URLSearchParams('page=5000')).page).toBe(100);
  });

  it('takes skills comma-separated or repeated, each once, at most 15', () => {
    expect(readJobSearch(new URLSearchParams('skills=Terraform&skills=Kubernetes,terraform, ,')).skills).toEqual([
      'Terraform',
      'Kubernetes',
    ]);
    const many = Array.from({ length: 20 }, (_, index) => `skill${String(index)}`).join(',');
    expect(readJobSearch(new URLSearchParams({ skills: many })).skills).toHaveLength(15);
    expect(normaliseSkills([`${'x'.repeat(61)},Go`])).toEqual(['Go']);
  });

  it('accepts the zero budget and the largest one', () => {
    const search = readJobSearch(new URLSearchParams('min_budget=0&max_budget=1000000'));
    expect(search.minBudget).toBe(0);
    expect(search.maxBudget).toBe(1_000_000);
  });
});

describe('writeJobSearch', () => {
  it('leaves out the defaults', () => {
    expect(writeJobSearch(defaultJobSearch).toString()).toBe('');
    expect(writeJobSearch({ ...defaultJobSearch, minBudget: 0 }).toString()).toBe('min_budget=0');
  });

  it('writes the parts in a fixed order and round-trips', () => {
    expect(writeJobSearch(everything).toString()).toBe(
      'search=landing+zone&skills=Terraform%2CAWS+Lambda&platform=Amazon&job_pay_type=hourly&country=Germany' +
        '&min_budget=50&max_budget=120&posted_within=7&sort=budget_desc&page=3',
    );
    expect(readJobSearch(writeJobSearch(everything))).toEqual(everything);
    const other: JobSearch = { ...defaultJobSearch, platform: 'AI & Machine Learning', search: 'R & D', page: 2 };
    expect(readJobSearch(writeJobSearch(other))).toEqual(other);
  });
});

describe('changeJobSearch', () => {
  it('starts from page 1 when the term, a filter or the sort changes', () => {
    const current = { ...everything, page: 4 };
    expect(changeJobSearch(current, { platform: 'Oracle' }).page).toBe(1);
    expect(changeJobSearch(current, { skills: ['Go'] })).toMatchObject({ skills: ['Go'], page: 1 });
    expect(changeJobSearch(current, { sort: 'newest' }).page).toBe(1);
    expect(changeJobSearch(current, { page: 5 })).toEqual({ ...current, page: 5 });
  });

  it('clears the filters but keeps the term and the sort', () => {
    expect(clearJobFilters(everything)).toEqual({
      ...defaultJobSearch,
      search: 'landing zone',
      sort: 'budget_desc',
    });
  });
});

describe('the API query', () => {
  it('asks visitors’ pages without a token, leaving out what is off', () => {
    expect(toFindJobsQuery(defaultJobSearch, 'public')).toEqual({
      page: 1,
      per_page: 10,
      sort_by: 'relevance',
      authorize: 'false',
    });
    expect(toFindJobsQuery(defaultJobSearch, 'freelancer')).toEqual({ page: 1, per_page: 10, sort_by: 'relevance' });
  });

  it('sends every filter, skills comma-separated, and the API reads it back as the same search', () => {
    const query = toFindJobsQuery(everything, 'freelancer');
    expect(query).toEqual({
      search: 'landing zone',
      skills: 'Terraform,AWS Lambda',
      platform: 'Amazon',
      job_pay_type: 'hourly',
      country: 'Germany',
      min_budget: 50,
      max_budget: 120,
      posted_within: 7,
      page: 3,
      per_page: 10,
      sort_by: 'budget_desc',
    });
    const parsed = findJobsQuerySchema.parse(query);
    expect(parsed.skills).toEqual(['Terraform', 'AWS Lambda']);
    expect(parsed.posted_within).toBe(7);
  });

  it('asks the filter counts with the filters only', () => {
    expect(toJobFilterQuery(everything)).not.toHaveProperty('sort_by');
    expect(toJobFilterQuery(everything)).not.toHaveProperty('page');
    expect(jobSearchFiltersSchema.parse(toJobFilterQuery(everything)).skills).toEqual(['Terraform', 'AWS Lambda']);
    expect(toJobFilterQuery(defaultJobSearch)).toEqual({});
  });
});

describe('saved filters', () => {
  it('keep the search as filters_json and give it back from page 1', () => {
    const filters = toJobSearchFilters(everything);
    expect(jobSearchFiltersSchema.parse(filters)).toEqual(filters);
    expect(fromJobSearchFilters(filters)).toEqual({ ...everything, page: 1 });
    expect(fromJobSearchFilters({})).toEqual(defaultJobSearch);
    expect(sameJobSearch(fromJobSearchFilters(filters), everything)).toBe(true);
    expect(sameJobSearch(defaultJobSearch, everything)).toBe(false);
  });

  it('count the filters that are on: each skill, not the term or the sort', () => {
    expect(jobFilterCount(defaultJobSearch)).toBe(0);
    expect(jobFilterCount({ ...defaultJobSearch, search: 'go', sort: 'newest' })).toBe(0);
    // Two skills, platform, pay type, country, two budget bounds, posted within.
    expect(jobFilterCount(everything)).toBe(8);
  });

  it('are described in a few words', () => {
    expect(describeJobSearch(everything)).toEqual([
      '“landing zone”',
      'Terraform',
      'AWS Lambda',
      'AWS',
      'Hourly',
      'Germany',
      '$50 to $120',
      'Last 7 days',
    ]);
    expect(describeJobSearch({ ...defaultJobSearch, maxBudget: 5000, postedWithin: 1 })).toEqual([
      'Up to $5,000',
      'Last 24 hours',
    ]);
    expect(describeJobSearch(defaultJobSearch)).toEqual([]);
    // The platform as the admin renamed it.
    expect(describeJobSearch({ ...defaultJobSearch, platform: 'Amazon' }, () => 'Amazon Web Services')).toEqual([
      'Amazon Web Services',
    ]);
  });
});
