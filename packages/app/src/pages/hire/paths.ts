import { jobPayTypes, type JobPayType } from '@cloudexperts/domain';

/** The manager's hire page (spec document 2, section 2: /hire-a-freelancer/{freelancer uuid}/{job id}). */
export const hirePaths = { hire: '/hire-a-freelancer/:freelancerId/:jobId' } as const;

/** '/hire-a-freelancer/<uuid>/42?type=fixed': the rate type the hire popup chose, carried along. */
export function hireFreelancerPath(freelancerId: string, jobId: number, type?: JobPayType): string {
  const path = `/hire-a-freelancer/${encodeURIComponent(freelancerId)}/${String(jobId)}`;
  return type ? `${path}?type=${type}` : path;
}

/** The carried rate type, when the query names one of ours. */
export const payTypeOf = (value: string | null): JobPayType | undefined => jobPayTypes.find((type) => type === value);
