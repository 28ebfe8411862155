import { LinkRouterProvider } from '@cloudexperts/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

/** An address with a scheme (`https:`, `mailto:`) or a host (`//cdn…`): not a path of the app. */
const absoluteUrl = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The href a link renders: the app's path through the router (its basename), and an address
 * elsewhere as it is (react-router's `useHref` would read `https://x.test/a` as a relative path,
 * as its own `<Link>` avoids by checking first).
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return absoluteUrl.test(href) ? href : routed;
}

/**
 * Gives React Aria's links (ui's Link, menu items, breadcrumbs, flow views' links) the app's
 * router: a click navigates in place, with the app's history, instead of loading the page again.
 * A link to another site is left to the browser (React Aria navigates in place only on this origin).
 */
export function LinkRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider navigate={(href) => void navigate(href)} useHref={useLinkHref}>
      {children}
    </LinkRouterProvider>
  );
}
