import { proposalServerMessages, type ResponseOf } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import { findJob } from '../jobs/jobs.repository.ts';
import { billedBetween } from '../payments/billed.ts';
import { jobDetail } from '../jobs/jobs.service.ts';
import { findLatestInvitationOnJob } from './invitations.repository.ts';
import { toInvitation } from './invitations.service.ts';
import { findLatestOffer } from './offers.repository.ts';
import { toOffer } from './offers.service.ts';
import { findOwnProposalOnJob } from './proposals.repository.ts';
import { toProposal } from './proposals.service.ts';
import { notFound } from './shared.ts';

/**
 * `GET /jobs/{id}/freelancer_api_call`: the job as the signed-in freelancer sees it, with their own
 * proposal, latest invitation and latest offer on it. An open job is anyone's to see; a closed one
 * only a freelancer who proposed or was invited still sees (their history); a draft or a deleted
 * job no one (404).
 */
export async function freelancerJob(db: Knex, auth: Auth, jobId: number): Promise<ResponseOf<'freelancerJob'>> {
  const row = await findJob(db, jobId, auth.user.id);
  if (!row || row.deleted_at !== null || row.status === 'draft') throw notFound(proposalServerMessages.jobNotFound);
  const [proposal, invitation] = await Promise.all([
    findOwnProposalOnJob(db, auth.user.id, jobId),
    findLatestInvitationOnJob(db, auth.user.id, jobId),
  ]);
  if (row.status !== 'open' && !proposal && !invitation) throw notFound(proposalServerMessages.jobNotFound);
  const [offer, billed] = await Promise.all([
    proposal ? findLatestOffer(db, Number(proposal.id)) : undefined,
    billedBetween(db, Number(row.manager_id), auth.user.id),
  ]);
  return {
    job: await jobDetail(db, row, auth),
    proposal: proposal ? toProposal(proposal, auth) : null,
    invitation: invitation ? toInvitation(invitation) : null,
    offer: offer ? toOffer(offer) : null,
    billed_cents: billed,
  };
}
