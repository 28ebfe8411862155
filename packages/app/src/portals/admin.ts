import { paths, signedInPaths } from '../site/paths.ts';
import { built, informationEntries, type Portal } from './table.ts';

/** The Admin set (spec document 2, section 2 "Admin route set"). */
export const adminPortal: Portal = {
  id: 'admin',
  role: 'admin',
  entries: [
    built(paths.home, 'signedInHome'),
    ...informationEntries,
    { path: '/all-freelancers', provided: 'pages/admin/routes.tsx' },
    { path: '/freelancer/:id', provided: 'pages/admin/routes.tsx' },
    { path: '/cloud-experts', provided: 'pages/admin/routes.tsx' },
    { path: signedInPaths.adminSettings, provided: 'pages/admin/routes.tsx' },
    built(paths.expertProfile, 'expertProfile'),
    { path: '/admin-jobs', provided: 'pages/admin/routes.tsx' },
    { path: '/execs', provided: 'pages/admin/routes.tsx' },
    { path: '/admin-jobs-details/:id', provided: 'pages/admin/routes.tsx' },
    { path: '/admin-client-listing', provided: 'pages/admin/routes.tsx' },
    { path: '/admin-client-profile/:id', provided: 'pages/admin/routes.tsx' },
    { path: '/transactions', provided: 'pages/adminReports/routes.tsx' },
    { path: signedInPaths.notifications, provided: 'pages/notifications/routes.tsx' },
    { path: '/roles', provided: 'pages/roles/routes.tsx' },
    { path: '/roles-permission/:id', provided: 'pages/roles/routes.tsx' },
    { path: '/platforms', provided: 'pages/platforms/routes.tsx' },
    { path: '/reports', provided: 'pages/adminReports/routes.tsx' },
  ],
};
