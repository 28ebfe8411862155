import {
  proposalLimits,
  proposalServerMessages,
  type freelancersBySkillsQuerySchema,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { findCards, findListedProfile } from '../catalog/catalog.repository.ts';
import { toCard } from '../catalog/catalog.service.ts';
import { savedAmong } from '../favorites/favorites.repository.ts';
import { earliestToday } from '../jobs/jobs.service.ts';
import { findOwnJob, managerOpenJobs, profileUserId, standingsOnJob } from './hiring.repository.ts';
import { findOwnProposalOnJob, listProposals } from './proposals.repository.ts';
import { toProposal } from './proposals.service.ts';
import { notFound, toJobRef } from './shared.ts';

const jobNotFound = () => notFound(proposalServerMessages.jobNotFound);

/** The Hire tab: the hired proposals on the manager's own job (anyone else's, or none, is 404). */
export async function hiredFreelancers(
  db: Knex,
  auth: Auth,
  jobId: number,
  query: { page?: number | undefined; per_page?: number | undefined },
): Promise<ResponseOf<'hiredFreelancers'>> {
  if (!(await findOwnJob(db, auth.user.id, { id: jobId }))) throw jobNotFound();
  const { page, perPage, limit, offset } = pageOf(query, proposalLimits.pageSize);
  const { rows, total } = await listProposals(
    db,
    auth.user,
    { jobId, status: 'hired', withArchive: true },
    { limit, offset },
  );
  return pageAnswer(
    rows.map((row) => toProposal(row, auth)),
    total,
    { page, perPage },
  );
}

/**
 * The Invite tab: listed freelancers with the skill asked for, or any of the job's skills (the
 * catalogue's own search), each marked saved, with their latest invitation and whether they
 * applied.
 */
export async function freelancersBySkills(
  db: Knex,
  auth: Auth,
  query: z.output<typeof freelancersBySkillsQuerySchema>,
): Promise<ResponseOf<'freelancersBySkills'>> {
  const job = await findOwnJob(db, auth.user.id, { id: query.job_id });
  if (!job) throw jobNotFound();
  const { page, perPage, limit, offset } = pageOf(query, proposalLimits.pageSize);
  const skills = query.skill ? [query.skill] : job.skills;
  if (skills.length === 0) return pageAnswer([], 0, { page, perPage });
  const { rows, total } = await findCards(db, { anySkill: skills }, 'rating', { limit, offset });
  const uuids = rows.map((row) => row.uuid);
  const [saved, standings] = await Promise.all([
    savedAmong(db, auth.user.id, uuids),
    standingsOnJob(db, job.id, uuids),
  ]);
  const records = rows.map((row) => {
    const standing = standings.find((item) => item.uuid === row.uuid);
    const invitationId = standing?.invitation_id ?? null;
    return {
      ...toCard(row),
      favorited: saved.has(row.uuid),
      invitation:
        invitationId === null || !standing?.invitation_status
          ? null
          : { id: Number(invitationId), status: standing.invitation_status },
      applied: Boolean(standing?.applied),
    };
  });
  return pageAnswer(records, total, { page, perPage });
}

/**
 * Hire_FREELANCER: the listed freelancer's card (404 otherwise), the manager's jobs taking
 * proposals, and the freelancer's proposal to the job of `job_uuid` (the manager's own: 404
 * otherwise).
 */
export async function hireFreelancerDetails(
  db: Knex,
  auth: Auth,
  uuid: string,
  jobUuid: string | undefined,
  now = new Date(),
): Promise<ResponseOf<'hireFreelancerDetails'>> {
  const profile = await findListedProfile(db, uuid);
  if (!profile) throw notFound(proposalServerMessages.freelancerNotFound);
  let proposal: ResponseOf<'hireFreelancerDetails'>['proposal'] = null;
  if (jobUuid) {
    const job = await findOwnJob(db, auth.user.id, { uuid: jobUuid });
    if (!job) throw jobNotFound();
    const userId = await profileUserId(db, uuid);
    const row = userId === undefined ? undefined : await findOwnProposalOnJob(db, userId, job.id, auth.user.id);
    proposal = row ? toProposal(row, auth) : null;
  }
  const [saved, jobs] = await Promise.all([
    savedAmong(db, auth.user.id, [uuid]),
    managerOpenJobs(db, auth.user.id, earliestToday(now)),
  ]);
  return {
    freelancer: { ...toCard(profile), favorited: saved.has(uuid) },
    jobs: jobs.map(toJobRef),
    proposal,
  };
}

/** /freelancer-proposal/:id/:jobId: a freelancer's proposal (profile uuid) to the manager's own job. */
export async function viewJobProposal(
  db: Knex,
  auth: Auth,
  query: { uuid: string; job_uuid: string },
): Promise<ResponseOf<'viewJobProposal'>> {
  const job = await findOwnJob(db, auth.user.id, { uuid: query.job_uuid });
  if (!job) throw jobNotFound();
  const userId = await profileUserId(db, query.uuid);
  const row = userId === undefined ? undefined : await findOwnProposalOnJob(db, userId, job.id, auth.user.id);
  if (!row) throw notFound(proposalServerMessages.proposalNotFound);
  return { proposal: toProposal(row, auth) };
}
