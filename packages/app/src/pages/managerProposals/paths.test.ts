import { reviewNavigationState } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { candidatesQuery, candidateTabOf, jobCandidatesPath, readCandidatesView } from './paths.ts';

describe('the candidate tabs in the URL', () => {
  it('builds the paths', () => {
    expect(jobCandidatesPath(42)).toBe('/job/42/review');
    expect(jobCandidatesPath(42, 'invite', candidatesQuery({ skill: 'AWS Lambda', page: 2 }))).toBe(
      '/job/42/invite?skill=AWS+Lambda&page=2',
    );
  });

  it('knows the four tabs only', () => {
    expect(candidateTabOf('saved')).toBe('saved');
    expect(candidateTabOf('Saved')).toBeUndefined();
    expect(candidateTabOf(undefined)).toBeUndefined();
  });

  it('reads the view, page and skill, falling back to the defaults', () => {
    expect(readCandidatesView(new URLSearchParams())).toEqual({ view: 'active', page: 1, skill: undefined });
    expect(readCandidatesView(new URLSearchParams('view=archived&page=3&skill=%20Terraform%20'))).toEqual({
      view: 'archived',
      page: 3,
      skill: 'Terraform',
    });
    expect(readCandidatesView(new URLSearchParams('view=nope&page=-2'))).toEqual({
      view: 'active',
      page: 1,
      skill: undefined,
    });
    expect(readCandidatesView(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it("opens the rejected proposals or the interviews from the spec's navigation state, unless the query says otherwise", () => {
    expect(readCandidatesView(new URLSearchParams(), reviewNavigationState.rejectedSubTab).view).toBe('rejected');
    expect(readCandidatesView(new URLSearchParams('view=archived'), reviewNavigationState.rejectedSubTab).view).toBe(
      'archived',
    );
    expect(readCandidatesView(new URLSearchParams(), reviewNavigationState.interviewsSubTab).view).toBe('interviews');
    expect(readCandidatesView(new URLSearchParams(), 'Elsewhere').view).toBe('active');
  });
});
