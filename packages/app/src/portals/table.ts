import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import {
  advisoryPaths,
  helpPaths,
  infoPaths,
  legalPaths,
  type AdvisoryPageId,
  type HelpPageId,
  type InfoPageId,
  type LegalPageId,
} from '../site/paths.ts';

/** The pages built so far, by id; `routes.tsx` turns each into its route (most load on demand). */
export type PageId =
  | 'landing'
  | 'signedInHome'
  | 'findExperts'
  | 'expertProfile'
  | 'categoryDescription'
  | 'companyEnquiry'
  | 'login'
  | 'signUp'
  | `info.${InfoPageId}`
  | `legal.${LegalPageId}`
  | `help.${HelpPageId}`
  | `advisory.${AdvisoryPageId}`;

/**
 * One path of a role's route set. A path whose page exists names it (`page`), or, when an area's
 * route module mounts it (lazy, with that role's table: `signedInRoutes.ts`), says which module
 * (`provided`, written as a literal: a helper here would sit in the landing page's first chunk,
 * which holds this module); a path of the spec whose page is not built yet is `planned` (what it
 * will show) and is not mounted: it is the not-found page until an issue builds it.
 */
export type PortalEntry =
  { path: string; page: PageId } | { path: string; provided: string } | { path: string; planned: string };

export type PortalId = 'public' | 'freelancer' | 'projectManager' | 'admin' | 'coordinator' | 'support';

/** A route set: who sees it and its paths (spec document 1, section 6: one set per signed-in role). */
export interface Portal {
  id: PortalId;
  /** The role whose token selects it; null for signed-out visitors. */
  role: Role | null;
  entries: readonly PortalEntry[];
}

export const built = (path: string, page: PageId): PortalEntry => ({ path, page });
export const planned = (path: string, what: string): PortalEntry => ({ path, planned: what });

const ids = <T extends string>(table: Record<T, unknown>) => Object.keys(table) as T[];

/**
 * The information, legal, help and advisory pages: public, and kept by every signed-in set
 * (document 2, section 2: "plus information pages"; the footer links them all).
 */
export const informationEntries: readonly PortalEntry[] = [
  ...ids(infoPaths).map((id) => built(infoPaths[id], `info.${id}`)),
  ...ids(legalPaths).flatMap((id) => legalPaths[id].map((path) => built(path, `legal.${id}`))),
  ...ids(helpPaths).map((id) => built(helpPaths[id], `help.${id}`)),
  ...ids(advisoryPaths).map((id) => built(advisoryPaths[id], `advisory.${id}`)),
];

export const isBuilt = (entry: PortalEntry): entry is { path: string; page: PageId } => 'page' in entry;

/** Paths compare as the router matches them: case-insensitively, with one leading slash. */
const normalise = (path: string) => `/${path.replace(/^\/+/, '')}`.toLowerCase();

/** The entries of a set that are mounted: those with a page. */
export const mountedEntries = (portal: Portal): Array<{ path: string; page: PageId }> => portal.entries.filter(isBuilt);

/** Whether `path` (a pattern of the table, e.g. '/settings') is in the set at all, built or planned. */
export const hasPath = (portal: Portal, path: string): boolean =>
  portal.entries.some((entry) => normalise(entry.path) === normalise(path));

/**
 * The routes another module provides (the account screens) that belong in `portal`: never a path
 * already built here; with `allPortals` (the signed-in sets, whose account screens differ by role),
 * a route whose path is in this set, or whose path no set lists (a page the spec does not name,
 * such as the development mailbox); without it (the signed-out screens), every route. A route
 * without a path (a layout) always belongs.
 */
export function providedRoutesFor(
  portal: Portal,
  routes: readonly RouteObject[],
  allPortals?: readonly Portal[],
): RouteObject[] {
  const builtHere = new Set(mountedEntries(portal).map((entry) => normalise(entry.path)));
  const known = new Set((allPortals ?? []).flatMap((other) => other.entries.map((entry) => normalise(entry.path))));
  return routes.filter((route) => {
    if (route.path === undefined) return true;
    const path = normalise(route.path);
    if (builtHere.has(path)) return false;
    return !allPortals || hasPath(portal, path) || !known.has(path);
  });
}
