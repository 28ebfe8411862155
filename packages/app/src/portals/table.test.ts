import { clientPaths, roles } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { infoPaths } from '../site/paths.ts';
import { portalFor, portals } from './index.ts';
import { projectManagerPortal } from './projectManager.ts';
import { publicPortal } from './public.ts';
import { hasPath, informationEntries, mountedEntries, providedRoutesFor, type Portal } from './table.ts';

const mountedPaths = (portal: Portal) => mountedEntries(portal).map((entry) => entry.path);

describe('portalFor', () => {
  it('gives signed-out visitors the public set and each role its own (spec document 1, section 6)', () => {
    expect(portalFor(null)).toBe(publicPortal);
    expect(roles.map((role) => portalFor(role).id)).toEqual([
      'freelancer',
      'projectManager',
      'admin',
      'coordinator',
      'support',
    ]);
    for (const role of roles) expect(portalFor(role).role).toBe(role);
  });
});

describe('the route sets', () => {
  it('list each path once per set', () => {
    for (const portal of portals) {
      const paths = portal.entries.map((entry) => entry.path);
      expect(new Set(paths).size, portal.id).toBe(paths.length);
    }
  });

  it('mount the landing page for signed-out visitors and a home page at / for every signed-in role', () => {
    expect(mountedEntries(publicPortal)).toContainEqual({ path: '/', page: 'landing' });
    expect(mountedEntries(publicPortal)).toContainEqual({ path: '/login_page/:token?', page: 'landing' });
    for (const role of roles)
      expect(mountedEntries(portalFor(role))).toContainEqual({ path: '/', page: 'signedInHome' });
  });

  it('keep the information pages in every set (document 2, section 2: "plus information pages")', () => {
    for (const portal of portals) {
      for (const entry of informationEntries) expect(mountedPaths(portal), portal.id).toContain(entry.path);
      expect(hasPath(portal, infoPaths.faq)).toBe(true);
    }
  });

  it('keep the spec’s paths whose pages are not built as planned, not mounted', () => {
    const freelancer = portalFor('freelancer');
    expect(hasPath(freelancer, '/my-proposals')).toBe(true);
    expect(mountedPaths(freelancer)).not.toContain('/my-proposals');
    expect(hasPath(publicPortal, '/job-search')).toBe(true);
    expect(mountedPaths(publicPortal)).not.toContain('/job-search');
    expect(hasPath(portalFor('admin'), '/roles-permission/:id')).toBe(true);
    expect(hasPath(projectManagerPortal, '/hire-a-freelancer/:freelancerId/:jobId')).toBe(true);
  });

  it('list the pages an area provides as provided, in the sets of the roles that get them', () => {
    const freelancer = portalFor('freelancer');
    const provided = freelancer.entries.filter((entry) => 'provided' in entry).map((entry) => entry.path);
    expect(provided).toEqual(expect.arrayContaining([clientPaths.topClients, clientPaths.details]));
    // The area's routes (pages/clients/routes.tsx mounts these two paths).
    const clientRoutes: RouteObject[] = [{ path: clientPaths.topClients }, { path: clientPaths.details }];
    // Provided, not mounted by the table itself; and in no other set (managers do not browse clients).
    expect(mountedPaths(freelancer)).not.toContain(clientPaths.topClients);
    for (const portal of portals.filter((other) => other !== freelancer)) {
      expect(hasPath(portal, clientPaths.topClients), portal.id).toBe(false);
      expect(providedRoutesFor(portal, clientRoutes, portals), portal.id).toEqual([]);
    }
    expect(providedRoutesFor(freelancer, clientRoutes, portals)).toEqual(clientRoutes);
  });

  it('mount the expert profile on every set’s /user-profile path (document 2, section 2)', () => {
    const profilePaths = (portal: Portal) =>
      mountedEntries(portal)
        .filter((entry) => entry.page === 'expertProfile')
        .map((entry) => entry.path);
    expect(profilePaths(publicPortal)).toEqual(['/user-profile/:uuid/:isPublic', '/user-profile/:uuid']);
    expect(profilePaths(portalFor('freelancer'))).toEqual(['/user-profile/:uuid']);
    expect(profilePaths(portalFor('admin'))).toEqual(['/user-profile/:uuid']);
    for (const role of ['project_manager', 'coordinator', 'support'] as const) {
      expect(profilePaths(portalFor(role)), role).toEqual(['/user-profile/:uuid/:jobId?']);
    }
    for (const portal of portals) {
      const planned = portal.entries.filter((entry) => entry.path.startsWith('/user-profile') && !('page' in entry));
      expect(planned, portal.id).toEqual([]);
    }
  });

  it('mount the category and company enquiry pages for signed-out visitors (document 1, section 2)', () => {
    expect(mountedEntries(publicPortal)).toEqual(
      expect.arrayContaining([
        { path: '/category_page_description', page: 'categoryDescription' },
        { path: '/tell-us-about-company', page: 'companyEnquiry' },
      ]),
    );
    for (const path of ['/category_page_description', '/tell-us-about-company'])
      expect(publicPortal.entries.filter((entry) => entry.path === path)).toHaveLength(1);
  });

  it('give the standalone login and sign-up pages to signed-out visitors only', () => {
    expect(mountedPaths(publicPortal)).toEqual(expect.arrayContaining(['/login', '/signup']));
    for (const role of roles) expect(hasPath(portalFor(role), '/login')).toBe(false);
  });

  it('give the Admin its own set: /setting, no /settings, no Find Experts', () => {
    const admin = portalFor('admin');
    expect(hasPath(admin, '/setting')).toBe(true);
    expect(hasPath(admin, '/settings')).toBe(false);
    expect(hasPath(admin, '/freelancer-search')).toBe(false);
  });

  it('give Coordinator and Support the Project Manager set without my-jobs, the pm-* pages and card setup', () => {
    for (const role of ['coordinator', 'support'] as const) {
      const portal = portalFor(role);
      const paths = portal.entries.map((entry) => entry.path);
      expect(paths).not.toContain('/my-jobs');
      expect(paths).not.toContain('/stripe-payment-setup');
      expect(paths.filter((path) => path.startsWith('/pm-'))).toEqual([]);
      // Issue 19: only what works for staff; the manager's own pages are not found.
      expect(paths).toEqual(
        expect.arrayContaining([
          '/',
          '/all-contracts',
          '/contract-details/:id',
          '/all-job-postings',
          '/job/:id/:tab',
          '/post-a-job',
          '/edit-a-job-progress/:id',
          '/settings',
          '/notifications',
          '/messages',
          // Every client's money (staffmoney).
          '/review-pay',
          '/transactions',
          '/transaction-details/:id',
          '/payment-schedule',
          '/experts-schedule',
          '/analytics',
        ]),
      );
      for (const path of ['/my-jobs', '/post-a-job-progress', '/stripe-payment-setup']) {
        expect(paths).not.toContain(path);
      }
      for (const path of paths) expect(hasPath(projectManagerPortal, path), path).toBe(true);
    }
  });
  it('give Coordinator and Support Find Experts with the search tab only (issue 19)', () => {
    for (const role of ['coordinator', 'support'] as const) {
      const portal = portalFor(role);
      expect(mountedEntries(portal)).toEqual(
        expect.arrayContaining([
          { path: '/freelancer-search', page: 'findExperts' },
          { path: '/find-freelancers/search', page: 'findExperts' },
        ]),
      );
      // The manager's saved freelancers (and any other tab) are not in the set: not found.
      expect(hasPath(portal, '/find-freelancers/:tab')).toBe(false);
      expect(hasPath(portal, '/find-freelancers2/:tab')).toBe(true);
      const routes = [{ path: '/find-freelancers2/:tab' }, { path: '/find-freelancers/:tab' }];
      expect(providedRoutesFor(portal, routes, portals).map((route) => route.path)).toEqual([
        '/find-freelancers2/:tab',
      ]);
    }
  });
});

describe('providedRoutesFor', () => {
  const route = (path?: string): RouteObject => (path === undefined ? { children: [] } : { path });

  it('takes the signed-in account screens that belong to the role, and paths no set names', () => {
    const routes = [route('/settings'), route('/get-started'), route('/dev/mailbox'), route('/setting'), route()];
    const paths = (portal: Portal) => providedRoutesFor(portal, routes, portals).map((r) => r.path);
    expect(paths(portalFor('freelancer'))).toEqual(['/settings', '/get-started', '/dev/mailbox', undefined]);
    expect(paths(portalFor('project_manager'))).toEqual(['/settings', '/dev/mailbox', undefined]);
    expect(paths(portalFor('admin'))).toEqual(['/dev/mailbox', '/setting', undefined]);
  });

  it('never replaces a page the set builds, and takes every signed-out screen', () => {
    const routes = [route('/FAQ'), route('confirm-your-email/:id'), route('/dev/mailbox')];
    expect(providedRoutesFor(publicPortal, routes).map((r) => r.path)).toEqual([
      'confirm-your-email/:id',
      '/dev/mailbox',
    ]);
  });
});
