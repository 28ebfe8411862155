import { publicSiteLabels } from '@cloudexperts/domain';
import { Button, DialogTrigger, Drawer } from '@cloudexperts/ui';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { accountLinks, primaryLinks, secondaryLinks, serviceLinks, type NavItem } from '../site/navigation.ts';
import { AccountModalLink } from './AccountModalSlot.tsx';
import { Glyph } from './Glyph.tsx';
import { shellLabels } from './labels.ts';
import * as styles from './Shell.css.ts';
import type { DeferredTriggerProps } from './useDeferredTrigger.ts';

function Item({ link, onNavigate }: { link: NavItem; onNavigate: () => void }) {
  return (
    <li>
      <NavLink to={link.to} end={link.to === '/'} className={styles.drawerLink} onClick={onNavigate}>
        {link.label}
      </NavLink>
    </li>
  );
}

function DrawerLinks({ onNavigate }: { onNavigate: () => void }) {
  const servicesId = useId();
  return (
    <div className={styles.drawerNav}>
      <nav aria-label={shellLabels.mainNavigation}>
        <ul className={styles.drawerList}>
          {primaryLinks.map((link) => (
            <Item key={link.to} link={link} onNavigate={onNavigate} />
          ))}
          <li>
            <p id={servicesId} className={styles.drawerGroupTitle}>
              {publicSiteLabels.header.services}
            </p>
            <ul className={styles.drawerSubList} aria-labelledby={servicesId}>
              {serviceLinks.map((link) => (
                <Item key={link.to} link={link} onNavigate={onNavigate} />
              ))}
            </ul>
          </li>
          {secondaryLinks.map((link) => (
            <Item key={link.to} link={link} onNavigate={onNavigate} />
          ))}
        </ul>
      </nav>
      <div className={styles.drawerAccount}>
        <AccountModalLink view={accountLinks.login.view} className={styles.drawerLink} onNavigate={onNavigate}>
          {accountLinks.login.label}
        </AccountModalLink>
        <AccountModalLink view={accountLinks.signUp.view} className={styles.signUp} onNavigate={onNavigate}>
          {accountLinks.signUp.label}
        </AccountModalLink>
      </div>
    </div>
  );
}

/** Small screens: the menu button and the drawer that holds the header's links. Loaded on intent. */
export function NavDrawer({ takeFocus, openAtOnce }: DeferredTriggerProps) {
  const [isOpen, setOpen] = useState(false);
  const pendingOpen = useRef(openAtOnce);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // In the commit that removes the placeholder (a layout effect): a passive effect left a moment
  // with focus on the body, and a key pressed then was lost (seen in e2e).
  useLayoutEffect(() => {
    if (takeFocus || openAtOnce) buttonRef.current?.focus();
    // Only when taking over from the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        ref={buttonRef}
        variant="ghost"
        className={styles.menuButton}
        aria-label={shellLabels.menu}
        onFocus={() => {
          if (!pendingOpen.current) return;
          pendingOpen.current = false;
          setOpen(true);
        }}
      >
        <Glyph name="menu" className={styles.menuGlyph} />
      </Button>
      <Drawer title={shellLabels.menu} side="end">
        {({ close }) => <DrawerLinks onNavigate={close} />}
      </Drawer>
    </DialogTrigger>
  );
}
