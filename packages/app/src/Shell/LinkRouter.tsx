import { LinkRouterProvider } from '@cloudexperts/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

/**
 * Gives React Aria's links (ui's Link, menu items, breadcrumbs, flow views' links) the app's
 * router: a click navigates in place, with the app's history, instead of loading the page again.
 */
export function LinkRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider navigate={(href) => void navigate(href)} useHref={useHref}>
      {children}
    </LinkRouterProvider>
  );
}
