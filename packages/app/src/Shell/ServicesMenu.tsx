import { publicSiteLabels } from '@cloudexperts/domain';
import { Button, Menu, MenuItem, MenuTrigger } from '@cloudexperts/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { serviceLinks } from '../site/navigation.ts';
import { Glyph } from './Glyph.tsx';
import * as styles from './Shell.css.ts';
import type { DeferredTriggerProps } from './useDeferredTrigger.ts';

/**
 * The header's Services dropdown: a menu of the five advisory pages (spec document 1, section 2).
 * Loaded on intent (see `useDeferredTrigger`); the arrow keys, Enter, Space and Escape work it.
 */
export function ServicesMenu({ takeFocus, openAtOnce }: DeferredTriggerProps) {
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [focusFirstItem, setFocusFirstItem] = useState(false);
  // Pressed while the code loaded: open once the button has focus, so closing returns focus to it.
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
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setFocusFirstItem(false);
      }}
    >
      <Button
        variant="ghost"
        className={styles.navButton}
        ref={buttonRef}
        onFocus={() => {
          if (!pendingOpen.current) return;
          pendingOpen.current = false;
          setFocusFirstItem(true);
          setOpen(true);
        }}
      >
        {publicSiteLabels.header.services}
        <Glyph name="chevronDown" className={styles.glyph} />
      </Button>
      {/* Opened by the placeholder's press: focus the first item, as a keyboard open does. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- RAC's focus strategy of the menu, not page autofocus */}
      <Menu autoFocus={focusFirstItem ? 'first' : undefined} onAction={(key) => void navigate(String(key))}>
        {serviceLinks.map((link) => (
          <MenuItem key={link.to} id={link.to}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
