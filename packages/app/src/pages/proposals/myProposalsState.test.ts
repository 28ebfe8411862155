import { describe, expect, it } from 'vitest';
import { myProposalsQuery, myProposalsStateOf } from './myProposalsState.ts';

describe('my proposals query', () => {
  it('reads the tab and page, falling back to the first tab and page', () => {
    expect(myProposalsStateOf(new URLSearchParams('tab=withdrawn&page=3'))).toEqual({ tab: 'withdrawn', page: 3 });
    expect(myProposalsStateOf(new URLSearchParams('tab=nope&page=-1'))).toEqual({ tab: 'submitted', page: 1 });
    expect(myProposalsStateOf(new URLSearchParams('page=0'))).toEqual({ tab: 'submitted', page: 1 });
  });
  it('writes only what differs from the defaults', () => {
    expect(myProposalsQuery('submitted', 1)).toBe('');
    expect(myProposalsQuery('hired', 2)).toBe('?tab=hired&page=2');
  });
});
