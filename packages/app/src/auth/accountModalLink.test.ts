import { describe, expect, it } from 'vitest';
import { accountModalSearch, readAccountModal, withAccountModal, withoutAccountModal } from './accountModalLink.ts';

describe('readAccountModal', () => {
  it('asks nothing without its parameters', () => {
    expect(readAccountModal('/', '')).toBeNull();
    expect(readAccountModal('/freelancer-search', '?search=aws&account=other')).toBeNull();
  });

  it('opens on the asked view and role; Project Manager is the default role', () => {
    expect(readAccountModal('/', accountModalSearch('signup', 'freelancer'))).toEqual({
      view: 'signup',
      role: 'freelancer',
    });
    expect(readAccountModal('/faq', '?account=login&role=admin')).toEqual({ view: 'login', role: 'project_manager' });
  });

  it('opens the login view for the landing page’s redirect parameter, keeping its raw value', () => {
    expect(readAccountModal('/', '?redirect=settings')).toEqual({
      view: 'login',
      role: 'project_manager',
      redirect: 'settings',
    });
  });

  it('opens the login view on /login_page/:token with the (decoded) token', () => {
    expect(readAccountModal('/login_page/abc%2F123', '')).toEqual({
      view: 'login',
      role: 'project_manager',
      confirmationToken: 'abc/123',
    });
    expect(readAccountModal('/LOGIN_PAGE/t0k/', '?role=freelancer')).toMatchObject({
      confirmationToken: 't0k',
      role: 'freelancer',
    });
    expect(readAccountModal('/login_page', '')).toBeNull();
    expect(readAccountModal('/login_page/a/b', '')).toBeNull();
  });
});

describe('withAccountModal / withoutAccountModal', () => {
  it('opens the modal keeping the page’s own parameters, and drops a handled redirect', () => {
    expect(withAccountModal('?search=aws&page=2', 'login')).toBe('?search=aws&page=2&account=login');
    expect(withAccountModal('?redirect=x&role=freelancer', 'signup', 'freelancer')).toBe(
      '?role=freelancer&account=signup',
    );
    expect(withAccountModal('?account=signup&role=freelancer', 'login')).toBe('?account=login');
  });

  it('closes the modal leaving the page’s own parameters', () => {
    expect(withoutAccountModal('?search=aws&account=login&role=freelancer')).toBe('?search=aws');
    expect(withoutAccountModal('?account=login&redirect=%2Fsettings')).toBe('');
    expect(withoutAccountModal('?account=login&role=project_manager&hire=abc')).toBe('');
  });
});
