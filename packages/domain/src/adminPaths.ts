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
