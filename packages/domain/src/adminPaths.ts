/**
 * The admin's freelancer pages (spec document 2, section 2: the Admin route set): a module of its
 * own, so the signed-in route table does not carry the pages' words.
 */
export const adminPaths = {
  allFreelancers: '/all-freelancers',
  cloudExperts: '/cloud-experts',
  freelancer: '/freelancer/:id',
} as const;

/** A freelancer's review page: `/freelancer/{profile uuid}`. */
export const adminFreelancerPath = (uuid: string) => `/freelancer/${uuid}`;

/** The admin's job, client and staff pages (spec document 2, section 2: the Admin route set). */
export const adminJobPaths = {
  jobs: '/admin-jobs',
  job: '/admin-jobs-details/:id',
  clients: '/admin-client-listing',
  client: '/admin-client-profile/:id',
  executives: '/execs',
} as const;

/** One job for the admin: `/admin-jobs-details/{job id}`. */
export const adminJobPath = (id: number) => `/admin-jobs-details/${String(id)}`;
/** One client for the admin: `/admin-client-profile/{user id}`. */
export const adminClientPath = (id: number) => `/admin-client-profile/${String(id)}`;
