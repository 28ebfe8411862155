import { describe, expect, it } from 'vitest';
import { readAccountModal, withAccountModal, withoutAccountModal } from './accountModalLink.ts';
import { hireMeSearch, loginOriginOf } from './loginOrigin.ts';

const uuid = '5b1e7c3a-2f4d-4a8b-9c6e-000000000001';

describe('the hire-me origin of a login', () => {
  it('opens the login for a Project Manager with the expert in the URL, keeping the page’s parameters', () => {
    const search = hireMeSearch('?tab=about', uuid);
    expect(search).toBe(`?tab=about&account=login&role=project_manager&hire=${uuid}`);
    expect(readAccountModal(`/user-profile/${uuid}`, search)).toEqual({ view: 'login', role: 'project_manager' });
    expect(loginOriginOf(search)).toEqual({ kind: 'hireMe', freelancerId: uuid });
  });

  it('survives switching to sign-up and back, and leaves with the modal', () => {
    const search = hireMeSearch('', uuid);
    expect(loginOriginOf(withAccountModal(withAccountModal(search, 'signup'), 'login'))).toEqual({
      kind: 'hireMe',
      freelancerId: uuid,
    });
    expect(withoutAccountModal(search)).toBe('');
  });

  it('names no origin without the parameter, or for anything that is not a profile’s uuid', () => {
    expect(loginOriginOf('?account=login')).toBeUndefined();
    for (const value of ['', 'abc', `${uuid}/x`, '../settings', `//evil.test/${uuid}`]) {
      expect(loginOriginOf(`?account=login&hire=${encodeURIComponent(value)}`), value).toBeUndefined();
    }
  });
});
