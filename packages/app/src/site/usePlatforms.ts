import { useApi } from '@cloudexperts/flows';
import { useEffect } from 'react';
import { sharedValue, useSharedValue, type SharedValue } from '../sharedValue.ts';
import { platformListOf, type PlatformList } from './platformList.ts';

type Api = ReturnType<typeof useApi>;

interface Entry {
  list: SharedValue<PlatformList>;
  loading: boolean;
}

/** One list per API client (an app, or a story's app), shared by every page that names platforms. */
const cache = new WeakMap<Api, Entry>();

function entryFor(api: Api): Entry {
  let entry = cache.get(api);
  if (!entry) {
    entry = { list: sharedValue(platformListOf(null)), loading: false };
    cache.set(api, entry);
  }
  return entry;
}

function load(api: Api, entry: Entry) {
  if (entry.loading || entry.list.get().loaded) return;
  entry.loading = true;
  api.platforms().then(
    (answer) => {
      entry.loading = false;
      entry.list.set(platformListOf(answer.platforms));
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
  return useSharedValue(entry.list);
}

/** Drops the loaded list (after an admin edits the platforms), so the next page loads it again. */
export function forgetPlatforms(api: Api): void {
  cache.delete(api);
}
