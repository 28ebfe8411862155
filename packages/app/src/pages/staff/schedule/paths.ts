/**
 * The staff's /experts-schedule (every client's interviews) and /analytics (issue 19): the Project
 * Manager set's paths (the staff set holds only those). One interview's read-only view is the
 * schedule's address with `?interview=<id>`.
 */
export const staffSchedulePaths = {
  schedule: '/experts-schedule',
  analytics: '/analytics',
} as const;

export const staffInterviewPath = (id: number) => `/experts-schedule?interview=${String(id)}`;

/** The interview the address names (`?interview=`), if any: a string, judged by the page. */
export const interviewParam = (params: URLSearchParams) => params.get('interview');

/** One client's figures on /analytics (`?client_id=`, as the analytics' client picker sets it). */
export const staffClientAnalyticsPath = (clientId: number) => `/analytics?client_id=${String(clientId)}`;

/**
 * The client the analytics address names (`?client_id=`): none (undefined), a user id, or null for
 * an id that cannot be one (the page says "Client not found" without asking).
 */
export function clientIdParam(params: URLSearchParams): number | null | undefined {
  const value = params.get('client_id')?.trim();
  if (!value) return undefined;
  const id = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
