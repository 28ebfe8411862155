import { useLastData } from '../account/useLastData.ts';
import { useResource, type Resource } from '../useResource.ts';

/**
 * `useResource`, except that a reload of the same key (after an action: archive, reject, invite)
 * keeps showing what was loaded until the new answer comes, so the cards, the focus and any open
 * popup stay where they are.
 */
export function useKeptResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const { resource, retry } = useResource(key, load);
  const kept = useLastData(resource, key);
  const shown: Resource<T> =
    resource.status === 'loading' && kept !== undefined ? { status: 'ready', data: kept } : resource;
  return { resource: shown, retry };
}
