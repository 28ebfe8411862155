import { useState } from 'react';
import type { Resource } from '../useResource.ts';

/**
 * The data of the last load of `key` that succeeded, kept while a refresh (`retry`) is under way
 * or after it failed, so the page does not blank out (and its open modals do not close) on a
 * refresh. A load of another key starts empty.
 */
export function useLastData<T>(resource: Resource<T>, key: string): T | undefined {
  const [kept, setKept] = useState<{ key: string; data: T } | undefined>(undefined);
  if (resource.status === 'ready' && (kept?.key !== key || kept.data !== resource.data)) {
    setKept({ key, data: resource.data });
  }
  if (resource.status === 'ready') return resource.data;
  return kept?.key === key ? kept.data : undefined;
}
