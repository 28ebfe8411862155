import { platformLabels, platformListLabels, platformOptions, type PublicPlatform } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

type Platform = (typeof platformOptions)[number];
type Api = ReturnType<typeof useApi>;

/** One platform as the searches and displays name it. */
export interface PlatformChoice {
  key: Platform;
  label: string;
  /** False for a platform an admin took off new jobs and applications (still searchable). */
  offered: boolean;
}

export interface PlatformList {
  /**
   * Every platform: the offered ones in the admin's order with their stored labels, then the
   * others (not offered, kept so older jobs and profiles can still be searched by them).
   */
  all: readonly PlatformChoice[];
  /** A platform's name: its stored label when offered, the spec's name otherwise. */
  label: (key: Platform) => string;
  /** Whether `GET /platforms` has answered (until then, and if it failed, the spec's six). */
  loaded: boolean;
}

function listOf(stored: readonly PublicPlatform[] | null): PlatformList {
  const offered = (stored ?? []).map((platform) => ({ key: platform.key, label: platform.label, offered: true }));
  const rest = platformOptions
    .filter((key) => !offered.some((platform) => platform.key === key))
    // Before the answer (or without one), the six of the spec, all offered: what the seed stores.
    .map((key) => ({ key, label: platformLabels[key], offered: stored === null }));
  const all = [...offered, ...rest];
  const labels = new Map(all.map((platform) => [platform.key, platform.label]));
  return { all, label: (key) => labels.get(key) ?? platformLabels[key], loaded: stored !== null };
}

interface Entry {
  snapshot: PlatformList;
  loading: boolean;
  listeners: Set<() => void>;
}

/** One list per API client (an app, or a story's app), shared by every page that names platforms. */
const cache = new WeakMap<Api, Entry>();

function entryFor(api: Api): Entry {
  let entry = cache.get(api);
  if (!entry) {
    entry = { snapshot: listOf(null), loading: false, listeners: new Set() };
    cache.set(api, entry);
  }
  return entry;
}

function load(api: Api, entry: Entry) {
  if (entry.loading || entry.snapshot.loaded) return;
  entry.loading = true;
  api.platforms().then(
    (answer) => {
      entry.loading = false;
      entry.snapshot = listOf(answer.platforms);
      for (const listener of entry.listeners) listener();
    },
    () => {
      // The spec's six stay; the next page that asks tries again.
      entry.loading = false;
    },
  );
}

/**
 * The platforms as the admin keeps them (`GET /platforms`, issue 19): their labels and order, for
 * the search filters and every page that shows a platform's name. Loaded once per app and shared;
 * while it loads (or if it failed) the spec's six names stand in, which are what the seed stores,
 * so an unrenamed platform never changes on screen.
 */
export function usePlatforms(): PlatformList {
  const api = useApi();
  const entry = entryFor(api);
  useEffect(() => {
    load(api, entry);
  }, [api, entry]);
  // One subscription per entry, not one per render: every job card on a page calls this.
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
      };
    },
    [entry],
  );
  return useSyncExternalStore(subscribe, () => entry.snapshot);
}

/** Drops the loaded list (after an admin edits the platforms), so the next page loads it again. */
export function forgetPlatforms(api: Api): void {
  cache.delete(api);
}

/** A filter option's text: the label, marked when the platform is no longer offered. */
export const platformOptionLabel = (platform: PlatformChoice): string =>
  platform.offered ? platform.label : platformListLabels.notOffered(platform.label);
