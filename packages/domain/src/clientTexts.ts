/**
 * The client pages' constants (spec document 2, sections 2 and 7: the freelancer's /top-clients and
 * /client-details/:client_uuid; `GET /project_managers`, `/project_managers/{id}`,
 * `/client_history/`): their paths, bounds and what the API answers. No imports, so the route table
 * that names the paths carries nothing else (the signed-in header's chunk reads it).
 */

/** Spec document 2, section 2 (Freelancer route set): the client pages. */
export const clientPaths = {
  topClients: '/top-clients',
  details: '/client-details/:client_uuid',
} as const;

/** A client's page: `/client-details/{their public uuid}`. */
export const clientDetailsPath = (uuid: string) => `/client-details/${encodeURIComponent(uuid)}`;

/** The bounds of the client lists (ours: the spec gives none). */
export const clientLimits = {
  /** Client cards on a page of /top-clients (the spec's lists default to 10). */
  pageSize: 10,
  /** Past jobs on a page of a client's history. */
  historyPageSize: 10,
  /** Deep pages cost a scan of every row before them: at most this many, as in the job search. */
  maxPage: 100,
  /** A client's page shows their newest open jobs, at most this many (the card says how many there are). */
  detailOpenJobs: 20,
  searchMaxLength: 100,
} as const;

/** What the API answers on the client calls (the spec shows no message; these are ours). */
export const clientServerMessages = {
  notFound: 'Client not found.',
  invalidId: 'This is not a valid client id.',
} as const;
