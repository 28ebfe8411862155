import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { shouldScrollToTop } from './scrollRule.ts';

/** Scrolls the window to the top on a route change, following {@link shouldScrollToTop}. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shouldScrollToTop(previous.current, pathname)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    previous.current = pathname;
  }, [pathname]);
  return null;
}
