import type { AnalyticsResponse } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { useResource } from '../useResource.ts';

/** The caller's figures for `months` months in `zone` (/analytics, /my-stats and the dashboard's card). */
export function useAnalytics(months: number, zone: string) {
  const api = useApi();
  return useResource<AnalyticsResponse>(`${String(months)} ${zone}`, (signal) =>
    api.analytics({ query: { months, zone }, signal }),
  );
}
