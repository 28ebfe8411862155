import { freelancerProposalPath, managerProposalPaths } from '../../managerProposals/paths.ts';

/** The staff proposal page (issue 19), at the Project Manager set's path: /freelancer-proposal/:id/:jobId?. */
export const staffHiringPaths = { proposal: managerProposalPaths.freelancerProposal } as const;

/** '/freelancer-proposal/501/42': one proposal on a client's job, as staff read it. */
export const staffProposalPath = freelancerProposalPath;
