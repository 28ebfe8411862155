import { describe, expect, it } from 'vitest';
import { confirmationPath, resetPasswordPath } from '../../packages/api/src/modules/auth/auth.mail.ts';
import { digestPaths } from '../../packages/api/src/modules/jobs/digest.ts';
import { notificationMailPaths } from '../../packages/api/src/modules/notifications/preferences.service.ts';
import { accountPaths } from '../../packages/app/src/pages/account/paths.ts';
import { jobPaths } from '../../packages/app/src/pages/jobs/paths.ts';
import { settingsPaths } from '../../packages/app/src/pages/settings/paths.ts';
import { paths, signedInPaths } from '../../packages/app/src/site/paths.ts';

/**
 * Every link the API mails opens a route the app serves: the API builds its mails' paths itself
 * (it does not import the app), so each is matched here against the app's own route pattern.
 */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source || '/'}$`).test(path);
}

describe('the paths the API mails link to', () => {
  it('match the patterns the matcher is given (and only those)', () => {
    expect(matches('/job-details/:id', '/job-details/42')).toBe(true);
    expect(matches('/job-details/:id', '/job-details')).toBe(false);
    expect(matches('/job-details/:id', '/job-details/42/public')).toBe(false);
    expect(matches('/login_page/:token?', '/login_page')).toBe(true);
    expect(matches('/find-work', '/find-workx')).toBe(false);
  });

  it('are routes of the app', () => {
    expect(matches(paths.loginPage, confirmationPath('a-token'))).toBe(true);
    expect(matches(accountPaths.resetPassword, resetPasswordPath('a-token'))).toBe(true);
    expect(matches(jobPaths.findWork, digestPaths.findWork)).toBe(true);
    expect(matches(jobPaths.details, digestPaths.job(42))).toBe(true);
    expect(matches(jobPaths.digestUnsubscribe, digestPaths.unsubscribePage)).toBe(true);
    expect(matches(signedInPaths.notifications, notificationMailPaths.notifications)).toBe(true);
    expect(matches(settingsPaths.settings, notificationMailPaths.settings)).toBe(true);
  });
});
