import {
  adminJobPaths,
  adminPaths,
  contractPaths,
  messagePageLabels,
  messagePaths,
  productName,
  publicSiteLabels,
  platformPaths,
  rolePaths,
  type Role,
} from '@cloudexperts/domain';
import { Button, Menu, MenuItem, MenuTrigger } from '@cloudexperts/ui';
import { adminReportPaths } from '../pages/adminReports/paths.ts';
import { staffJobPaths } from '../pages/staff/paths.ts';
import { Link, NavLink } from 'react-router';
import { portalFor } from '../portals/index.ts';
import { hasPath, mountedEntries } from '../portals/table.ts';
import { helpPaths, paths, signedInPaths } from '../site/paths.ts';
import { useTheme } from '../theme.ts';
import { shellLabels } from './labels.ts';
import { NotificationBell } from './NotificationBell.tsx';
import * as styles from './Shell.css.ts';
import { UserMenu } from './UserMenu.tsx';

const { header } = publicSiteLabels;

/**
 * The signed-in header (spec document 1, section 2; document 2, section 2): the role's built pages
 * (Home, Find Experts where the role has it, the Admin's lists, transactions, reports, roles and
 * settings, the staff's jobs, contracts and messages, Help Center; in a Menu on narrow screens),
 * the theme switch, the notification bell and the user menu.
 */
export function SignedInHeader({ role }: { role: Role }) {
  const { theme, toggle } = useTheme();
  const themeLabel = theme === 'dark' ? shellLabels.lightTheme : shellLabels.darkTheme;
  const portal = portalFor(role);
  const mounted = new Set(mountedEntries(portal).map((entry) => entry.path));
  const links: Array<{ label: string; to: string }> = [
    { label: header.home, to: paths.home },
    { label: header.findExperts, to: paths.findExperts },
    { label: header.helpCenter, to: helpPaths.helpCenter },
  ].filter((link) => mounted.has(link.to));
  // The Admin's pages are provided by their area (not `page` entries): linked when in the set.
  const adminLinks = [
    { label: shellLabels.adminNav.freelancers, to: adminPaths.allFreelancers },
    { label: shellLabels.adminNav.jobs, to: adminJobPaths.jobs },
    { label: shellLabels.adminNav.clients, to: adminJobPaths.clients },
    { label: shellLabels.adminNav.executives, to: adminJobPaths.executives },
    { label: shellLabels.adminNav.transactions, to: adminReportPaths.transactions },
    { label: shellLabels.adminNav.reports, to: adminReportPaths.reports },
    { label: shellLabels.adminNav.roles, to: rolePaths.roles },
    { label: shellLabels.adminNav.platforms, to: platformPaths.platforms },
    { label: shellLabels.adminNav.settings, to: signedInPaths.adminSettings },
  ].filter((link) => role === 'admin' && hasPath(portal, link.to));
  // Coordinator and Support (issue 19): every client's jobs and contracts, their inbox and their account settings.
  const staffLinks = [
    { label: shellLabels.staffNav.jobs, to: staffJobPaths.jobs },
    { label: shellLabels.staffNav.contracts, to: contractPaths.managerList },
    // Its label from the messages' own texts here, not in shellLabels: that module is on the landing
    // page's path, and the messages' texts chunk would bring zod's schemas onto it (38 KB gzip).
    { label: messagePageLabels.title, to: messagePaths.messages },
    { label: shellLabels.staffNav.settings, to: signedInPaths.settings },
  ].filter((link) => (role === 'coordinator' || role === 'support') && hasPath(portal, link.to));
  links.splice(1, 0, ...adminLinks, ...staffLinks);
  return (
    <header className={styles.signedInHeader}>
      <Link to="/" className={styles.brand}>
        {productName}
      </Link>
      <nav aria-label={shellLabels.mainNavigation} className={`${styles.wideOnly} ${styles.mainNav}`}>
        <ul className={styles.navList}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={styles.navLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.signedInEnd}>
        {/*
         * Below the wide breakpoint the same links, and the theme switch, in a menu (the main
         * navigation is hidden there, and the row would not fit 320 px).
         */}
        <div className={styles.narrowOnly}>
          <MenuTrigger>
            <Button variant="ghost" size="sm">
              {shellLabels.menu}
            </Button>
            <Menu>
              {links.map((link) => (
                <MenuItem key={link.to} id={link.to} href={link.to}>
                  {link.label}
                </MenuItem>
              ))}
              <MenuItem id="theme" onAction={toggle}>
                {themeLabel}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </div>
        <div className={styles.wideOnly}>
          <button type="button" className={styles.themeButton} onClick={toggle}>
            {themeLabel}
          </button>
        </div>
        {hasPath(portal, signedInPaths.notifications) ? <NotificationBell /> : null}
        <UserMenu />
      </div>
    </header>
  );
}
