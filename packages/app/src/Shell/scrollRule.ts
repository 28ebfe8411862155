import { paths } from '../site/paths.ts';

/**
 * Spec document 1, section 2 and document 2, section 9: the page scrolls to the top on every route
 * change except to /category_page_description. A route change is a new path: a changed query
 * (a search, a filter, a page of results) or a `#section` link keeps the position.
 */
export function shouldScrollToTop(previousPathname: string | undefined, nextPathname: string): boolean {
  if (previousPathname === undefined || previousPathname === nextPathname) return false;
  // Routes match case-insensitively, so the exception does too.
  return nextPathname.toLowerCase() !== paths.categoryDescription.toLowerCase();
}
