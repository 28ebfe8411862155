import { describe, expect, it } from 'vitest';
import { chromiumPlan } from './chromium.ts';

describe('what npm test does about Chromium', () => {
  it('does nothing when the browser is there', () => {
    expect(chromiumPlan({ present: true, isRoot: false, path: '/usr/bin/chromium' })).toEqual({ action: 'none' });
  });

  it("installs Debian's chromium and fonts-liberation when it runs as root", () => {
    const plan = chromiumPlan({ present: false, isRoot: true, path: '/usr/bin/chromium' });
    expect(plan).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-liberation'],
      ],
    });
  });

  it('otherwise stops with a message that names the path and the command to run', () => {
    const plan = chromiumPlan({ present: false, isRoot: false, path: '/opt/chromium' });
    expect(plan.action).toBe('stop');
    if (plan.action !== 'stop') return;
    expect(plan.message).toContain('/opt/chromium');
    expect(plan.message).toContain('sudo apt-get install -y chromium fonts-liberation');
  });
});
