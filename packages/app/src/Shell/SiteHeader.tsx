import { productName, publicSiteLabels } from '@cloudexperts/domain';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { accountLinks, primaryLinks, secondaryLinks, type NavItem } from '../site/navigation.ts';
import { useTheme } from '../theme.ts';
import { AccountModalLink } from './AccountModalSlot.tsx';
import { Glyph } from './Glyph.tsx';
import { shellLabels } from './labels.ts';
import * as styles from './Shell.css.ts';
import { useDeferredTrigger } from './useDeferredTrigger.ts';

// The menu and the drawer (with ui's Button, Menu, Drawer and their overlay code) load on intent:
// the landing page's critical path holds only plain buttons that look the same.
const loadServicesMenu = () => import('./ServicesMenu.tsx').then((module) => module.ServicesMenu);
const loadNavDrawer = () => import('./NavDrawer.tsx').then((module) => module.NavDrawer);

/**
 * The press starts the opening: if the real trigger replaces the placeholder between the button
 * going down and coming up (its code arrived meanwhile), the click never fires on either, and the
 * press was lost (seen in e2e). Keyboard presses are clicks.
 */
const openOnPrimaryPress = (requestOpen: () => void) => (event: PointerEvent) => {
  if (event.button === 0) requestOpen();
};

function ServicesSlot() {
  const { loaded, openAtOnce, prefetch, requestOpen, placeholderRef } = useDeferredTrigger(loadServicesMenu);
  if (loaded) return <loaded.Component takeFocus={loaded.takeFocus} openAtOnce={openAtOnce} />;
  return (
    <button
      ref={placeholderRef}
      type="button"
      className={styles.navButton}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={openOnPrimaryPress(requestOpen)}
      onClick={requestOpen}
      onKeyDown={(event: KeyboardEvent) => {
        // A menu button opens on the arrow keys too (Enter and Space click it).
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        requestOpen();
      }}
    >
      {publicSiteLabels.header.services}
      <Glyph name="chevronDown" className={styles.glyph} />
    </button>
  );
}

function MenuSlot() {
  const { loaded, openAtOnce, prefetch, requestOpen, placeholderRef } = useDeferredTrigger(loadNavDrawer);
  if (loaded) return <loaded.Component takeFocus={loaded.takeFocus} openAtOnce={openAtOnce} />;
  return (
    <button
      ref={placeholderRef}
      type="button"
      className={styles.menuButton}
      aria-label={shellLabels.menu}
      aria-haspopup="dialog"
      aria-expanded="false"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={openOnPrimaryPress(requestOpen)}
      onClick={requestOpen}
    >
      <Glyph name="menu" className={styles.menuGlyph} />
    </button>
  );
}

function HeaderLink({ link }: { link: NavItem }) {
  return (
    <li>
      <NavLink to={link.to} end={link.to === '/'} className={styles.navLink}>
        {link.label}
      </NavLink>
    </li>
  );
}

/**
 * The public header (spec document 1, section 2): Home, Find Experts, Find Work, Services, How it
 * Works, Help Center, Login and Sign up (they open the login and sign-up modal), and the theme switch. Below the wide breakpoint the
 * links move into a drawer opened by the menu button.
 */
export function SiteHeader() {
  const { theme, toggle } = useTheme();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {productName}
      </Link>
      <nav aria-label={shellLabels.mainNavigation} className={styles.wideOnly}>
        <ul className={styles.navList}>
          {primaryLinks.map((link) => (
            <HeaderLink key={link.to} link={link} />
          ))}
          <li>
            <ServicesSlot />
          </li>
          {secondaryLinks.map((link) => (
            <HeaderLink key={link.to} link={link} />
          ))}
        </ul>
      </nav>
      <div className={styles.end}>
        <div className={styles.account}>
          <AccountModalLink view={accountLinks.login.view} className={styles.navLink}>
            {accountLinks.login.label}
          </AccountModalLink>
          <AccountModalLink view={accountLinks.signUp.view} className={styles.signUp}>
            {accountLinks.signUp.label}
          </AccountModalLink>
        </div>
        <button type="button" className={styles.themeButton} onClick={toggle}>
          {theme === 'dark' ? shellLabels.lightTheme : shellLabels.darkTheme}
        </button>
        <div className={styles.narrowOnly}>
          <MenuSlot />
        </div>
      </div>
    </header>
  );
}
