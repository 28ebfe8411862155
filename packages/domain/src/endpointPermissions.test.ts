import { describe, expect, it } from 'vitest';
import {
  defaultGrants,
  endpointPermissions,
  endpointsNeeding,
  grantablePermissions,
  isGrantable,
} from './endpointPermissions.ts';
import { endpoints, type EndpointName } from './endpoints.ts';
import { lockedGrants, permissionCatalogue, permissionGroups, permissionNames } from './permissions.ts';
import { roles } from './roles.ts';

describe('the permission catalogue and the endpoint permissions', () => {
  it('names one permission per capability: each needed by a call and grantable to some role', () => {
    for (const permission of permissionNames) {
      expect(endpointsNeeding(permission), permission).not.toEqual([]);
      expect(
        roles.some((role) => isGrantable(permission, role)),
        permission,
      ).toBe(true);
      expect(Object.keys(permissionGroups)).toContain(permissionCatalogue[permission].group);
    }
    expect(permissionNames.length).toBeGreaterThanOrEqual(30);
    expect(permissionNames.length).toBeLessThanOrEqual(70);
  });

  it('has a rule for every endpoint and no other, and no permission on a public call', () => {
    expect(Object.keys(endpointPermissions).sort()).toEqual(Object.keys(endpoints).sort());
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      if (endpoints[name].access === 'public')
        expect(endpointPermissions[name], name).toEqual({ permission: null, expect: 'anyone' });
    }
  });

  it('grants by default what a role may hold (within its calls’ access), so the defaults change nothing', () => {
    expect(defaultGrants('freelancer')).toContain('proposals.submit');
    expect(defaultGrants('freelancer')).not.toContain('jobs.post');
    expect(defaultGrants('project_manager')).toContain('payments.approve');
    // Staff read any contract and message on it (issue 19); only the Coordinator answers a client's
    // payment requests by default: Support may be granted it on /roles.
    const staffGrants = [
      'freelancers.search',
      'messages.use',
      'staff.contracts.view',
      'staff.messages.post',
      'staff.jobs.view',
      'staff.jobs.manage',
    ];
    // Hiring and arranging interviews for clients likewise (the Coordinator's by default, Support's
    // when granted).
    const withheld = [
      'staff.payments.approve',
      'staff.hiring.manage',
      'staff.interviews.manage',
      'staff.contracts.end',
    ];
    expect(defaultGrants('coordinator')).toEqual([...staffGrants, ...withheld]);
    expect(defaultGrants('support')).toEqual(staffGrants);
    expect(grantablePermissions('support')).toEqual([...staffGrants, ...withheld]);
    expect(defaultGrants('project_manager')).not.toContain('staff.payments.approve');
    expect(defaultGrants('project_manager')).not.toContain('staff.hiring.manage');
    expect(defaultGrants('project_manager')).not.toContain('staff.interviews.manage');
    expect(defaultGrants('project_manager')).not.toContain('staff.contracts.end');
    // Every other role starts with everything it may hold.
    for (const role of roles.filter((each) => each !== 'support')) {
      expect(defaultGrants(role)).toEqual(grantablePermissions(role));
    }
    expect(defaultGrants('admin')).toEqual(expect.arrayContaining(['clients.view', 'admin.users.ban', 'roles.manage']));
    expect(defaultGrants('admin')).not.toContain('messages.use');
  });

  it('locks only grants the role holds by default (no lock-out of the Admin)', () => {
    for (const role of roles) {
      for (const permission of lockedGrants[role] ?? []) expect(defaultGrants(role)).toContain(permission);
    }
    expect(lockedGrants.admin).toEqual(['roles.view', 'roles.manage']);
  });
});
