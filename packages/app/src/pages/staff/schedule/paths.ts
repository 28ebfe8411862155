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
