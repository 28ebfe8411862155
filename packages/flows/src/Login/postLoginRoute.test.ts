import type { Role } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { postLoginRoute, safeRedirectTarget, type PostLoginFacts } from './postLoginRoute.ts';

const user = (role: Role, profile = true, question = true): PostLoginFacts['user'] => ({
  role,
  email: 'ada@example.com',
  professional_profile_created: profile,
  is_security_ques_added: question,
});

describe('postLoginRoute (spec document 1, section 2)', () => {
  describe('Freelancer', () => {
    it('goes to /get-started with the email when the professional profile is not created', () => {
      expect(
        postLoginRoute({
          user: user('freelancer', false, false),
          userJob: 0,
          redirectTarget: '/settings',
          origin: { kind: 'jobDetails', jobId: '9' },
        }),
      ).toEqual({ route: '/get-started', routeState: { email: 'ada@example.com' } });
    });

    it('goes to /freelancer-success when the profile exists but no security question', () => {
      expect(
        postLoginRoute({
          user: user('freelancer', true, false),
          userJob: 0,
          origin: { kind: 'jobDetails', jobId: '9' },
        }),
      ).toEqual({ route: '/freelancer-success' });
    });

    it('returns to the job after a login from job details', () => {
      expect(
        postLoginRoute({
          user: user('freelancer'),
          userJob: 0,
          redirectTarget: '/settings',
          origin: { kind: 'jobDetails', jobId: '42' },
        }),
      ).toEqual({ route: '/job-details/42' });
    });

    it('goes to the stored target, else /', () => {
      expect(postLoginRoute({ user: user('freelancer'), userJob: 0, redirectTarget: '/settings' })).toEqual({
        route: '/settings',
      });
      expect(postLoginRoute({ user: user('freelancer'), userJob: 0 })).toEqual({ route: '/' });
    });

    it('ignores a hire-me origin (that rule is the Project Manager’s)', () => {
      expect(
        postLoginRoute({ user: user('freelancer'), userJob: 0, origin: { kind: 'hireMe', freelancerId: 'abc' } }),
      ).toEqual({ route: '/' });
    });
  });

  describe('Project Manager', () => {
    it('returns to the freelancer after a login from a hire-me action', () => {
      expect(
        postLoginRoute({
          user: user('project_manager', false, false),
          userJob: 0,
          redirectTarget: '/settings',
          origin: { kind: 'hireMe', freelancerId: '7a9e2c41-0b5d-4f86-a3c7-2d4e6f8a0b1c' },
        }),
      ).toEqual({ route: '/user-profile/7a9e2c41-0b5d-4f86-a3c7-2d4e6f8a0b1c' });
    });

    it('goes to /post-a-job-progress with no job yet', () => {
      expect(postLoginRoute({ user: user('project_manager'), userJob: 0, redirectTarget: '/settings' })).toEqual({
        route: '/post-a-job-progress',
      });
    });

    it('goes to the stored target, else /, once it has a job', () => {
      expect(postLoginRoute({ user: user('project_manager'), userJob: 3, redirectTarget: 'settings' })).toEqual({
        route: '/settings',
      });
      expect(postLoginRoute({ user: user('project_manager'), userJob: 1 })).toEqual({ route: '/' });
    });

    it('ignores a job-details origin (that rule is the Freelancer’s)', () => {
      expect(
        postLoginRoute({ user: user('project_manager'), userJob: 2, origin: { kind: 'jobDetails', jobId: '9' } }),
      ).toEqual({ route: '/' });
    });
  });

  it('stores the Home breadcrumb for an Admin and goes to /', () => {
    expect(postLoginRoute({ user: user('admin', false, false), userJob: 0, redirectTarget: '/settings' })).toEqual({
      route: '/',
      breadcrumb: [{ label: 'Home', path: '/' }],
    });
  });

  it('sends Coordinator and Support to /', () => {
    for (const role of ['coordinator', 'support'] as const) {
      expect(postLoginRoute({ user: user(role, false, false), userJob: 0, redirectTarget: '/settings' })).toEqual({
        route: '/',
      });
    }
  });
});

describe('safeRedirectTarget', () => {
  it('adds the missing leading slash (spec document 1, section 5)', () => {
    expect(safeRedirectTarget('settings')).toBe('/settings');
    expect(safeRedirectTarget('/settings?tab=1')).toBe('/settings?tab=1');
  });

  it('drops an empty target and one that would leave the site', () => {
    expect(safeRedirectTarget(undefined)).toBeUndefined();
    expect(safeRedirectTarget('  ')).toBeUndefined();
    expect(safeRedirectTarget('//evil.example')).toBeUndefined();
    expect(safeRedirectTarget('/\\evil.example')).toBeUndefined();
    expect(safeRedirectTarget('https://evil.example')).toBe('/https://evil.example');
  });
});
