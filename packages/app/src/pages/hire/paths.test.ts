import { describe, expect, it } from 'vitest';
import { hireFreelancerPath, hirePaths, payTypeOf } from './paths.ts';

const FREELANCER = '0a0a0a0a-2b3c-4d5e-8f90-000000000001';

describe('the hire page in the URL', () => {
  it('carries the rate type along in the query (spec section 2), or nothing', () => {
    expect(hireFreelancerPath(FREELANCER, 42, 'fixed')).toBe(`/hire-a-freelancer/${FREELANCER}/42?type=fixed`);
    expect(hireFreelancerPath(FREELANCER, 42)).toBe(`/hire-a-freelancer/${FREELANCER}/42`);
    expect(hirePaths.hire).toBe('/hire-a-freelancer/:freelancerId/:jobId');
  });

  it('reads only our two rate types', () => {
    expect(payTypeOf('hourly')).toBe('hourly');
    expect(payTypeOf('fixed')).toBe('fixed');
    expect(payTypeOf('Fixed')).toBeUndefined();
    expect(payTypeOf(null)).toBeUndefined();
  });
});
