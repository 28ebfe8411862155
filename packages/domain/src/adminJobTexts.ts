/**
 * What the admin's job, client and staff calls answer (ours: the spec names GET /admins/find_jobs,
 * GET /admins/jobs_report/ (year), GET /jobs?job_status, GET /users (role) and the Admin's "lists
 * jobs by status, lists clients, executives" and shows no wording).
 */
export const adminJobServerMessages = {
  jobNotFound: 'Job not found.',
  clientNotFound: 'Client not found.',
  dateRange: 'The start date must be on or before the end date.',
  year: 'Choose a year from 2000 to 2100.',
  statusConflict: 'Ask for one status: status or job_status, not two different ones.',
} as const;

/** The years a jobs report may be asked for (spec: GET /admins/jobs_report/ (year)). */
export const JOBS_REPORT_YEARS = { min: 2000, max: 2100 } as const;
