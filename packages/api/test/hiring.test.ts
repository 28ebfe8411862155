import { proposalServerMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { failureOf, insertJob, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`the manager's candidate tabs and hiring on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const manager = () => signedInAs(server, 'project_manager', { firstName: 'Grace', lastName: 'Hopper' });
  /** A skill no other test's freelancer has, so the Invite tab lists only this test's. */
  const uniqueSkill = () => `Skill${Math.random().toString(36).slice(2, 10)}`;

  async function expertWithSkill(skill: string) {
    const expert = await signedInExpert(server);
    await db()('freelancer_profiles')
      .where({ uuid: expert.profileUuid })
      .update({ skills: [skill, 'Proposal Testing'] });
    return expert;
  }

  it('lists on the Invite tab the freelancers with the job’s skills, with their invitation and proposal', async () => {
    const skill = uniqueSkill();
    const owner = await manager();
    const { jobId } = await jobWithQuestions(server, owner.user.id, [], { skills: [skill.toLowerCase()] });
    const [invited, applied, saved] = [
      await expertWithSkill(skill),
      await expertWithSkill(skill),
      await expertWithSkill(skill),
    ];
    const { invitation } = await owner.api.sendInvitation({
      body: { job_id: jobId, recipient_id: invited.profileUuid, message: 'Hi' },
    });
    await applied.api.submitProposal({ body: { job_id: jobId, ...content() } });
    await owner.api.addFavorite({ body: { freelancer_id: saved.profileUuid } });

    const tab = await owner.api.freelancersBySkills({ query: { job_id: jobId } });
    const byUuid = new Map(tab.records.map((card) => [card.uuid, card]));
    expect(tab.total_count).toBe(3);
    expect(byUuid.get(invited.profileUuid)).toMatchObject({
      invitation: { id: invitation.id, status: 'pending' },
      applied: false,
    });
    expect(byUuid.get(applied.profileUuid)).toMatchObject({ invitation: null, applied: true, favorited: false });
    expect(byUuid.get(saved.profileUuid)).toMatchObject({ invitation: null, applied: false, favorited: true });
    expect(
      (await owner.api.freelancersBySkills({ query: { job_id: jobId, skill: 'NoSuchSkillAnywhere' } })).records,
    ).toEqual([]);

    const stranger = await manager();
    const hidden = await failureOf(stranger.api.freelancersBySkills({ query: { job_id: jobId } }));
    expect([hidden.status, hidden.message]).toEqual([404, proposalServerMessages.jobNotFound]);
    expect((await failureOf(invited.api.freelancersBySkills({ query: { job_id: jobId } }))).status).toBe(403);
    expect((await rawCall(server, 'GET', '/freelancers_by_skills', { token: owner.token })).status).toBe(422);
    expect((await rawCall(server, 'GET', `/freelancers_by_skills?job_id=${String(jobId)}`)).status).toBe(401);
  });

  it('lists the hired on the Hire tab, archived or not, to the job’s manager only', async () => {
    const owner = await manager();
    const { jobId } = await jobWithQuestions(server, owner.user.id);
    const hired = await signedInExpert(server);
    const waiting = await signedInExpert(server);
    const { proposal } = await hired.api.submitProposal({ body: { job_id: jobId, ...content() } });
    await waiting.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const { offer } = await owner.api.makeOffer({ body: { job_application_id: proposal.id, amount: '90' } });
    await hired.api.answerOffer({
      params: { id: offer.id },
      body: { status: 'Accepted', message: 'Yes', agree: true },
    });
    await owner.api.archiveProposal({ params: { id: proposal.id }, body: { archived: true } });

    const tab = await owner.api.hiredFreelancers({ params: { id: jobId } });
    expect(tab.records.map((record) => [record.id, record.status, record.freelancer.uuid])).toEqual([
      [proposal.id, 'hired', hired.profileUuid],
    ]);
    expect((await failureOf((await manager()).api.hiredFreelancers({ params: { id: jobId } }))).status).toBe(404);
    expect((await failureOf(hired.api.hiredFreelancers({ params: { id: jobId } }))).status).toBe(403);
  });

  it('gives Hire_FREELANCER the card, the manager’s open jobs, and the proposal to the chosen job', async () => {
    const owner = await manager();
    const { jobId } = await jobWithQuestions(server, owner.user.id, [], { job_pay_type: 'fixed' });
    const closed = await insertJob(server, owner.user.id, { status: 'closed' });
    const freelancer = await signedInExpert(server);
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const job = await owner.api.getJob({ params: { id: jobId } });

    const details = await owner.api.hireFreelancerDetails({
      params: { id: freelancer.profileUuid },
      query: { job_uuid: job.job.uuid },
    });
    expect(details.freelancer).toMatchObject({ uuid: freelancer.profileUuid, favorited: false });
    expect(details.jobs.map((item) => [item.id, item.job_pay_type])).toEqual([[jobId, 'fixed']]);
    expect(details.jobs.map((item) => item.id)).not.toContain(closed);
    expect(details.proposal?.id).toBe(proposal.id);
    expect((await owner.api.hireFreelancerDetails({ params: { id: freelancer.profileUuid } })).proposal).toBeNull();

    const viewed = await owner.api.viewJobProposal({ query: { uuid: freelancer.profileUuid, job_uuid: job.job.uuid } });
    expect(viewed.proposal.id).toBe(proposal.id);

    const stranger = await manager();
    const theirJob = await failureOf(
      stranger.api.hireFreelancerDetails({ params: { id: freelancer.profileUuid }, query: { job_uuid: job.job.uuid } }),
    );
    expect([theirJob.status, theirJob.message]).toEqual([404, proposalServerMessages.jobNotFound]);
    const view = await failureOf(
      stranger.api.viewJobProposal({ query: { uuid: freelancer.profileUuid, job_uuid: job.job.uuid } }),
    );
    expect(view.status).toBe(404);
    const unlisted = await signedInExpert(server, { status: 'submitted' });
    const missing = await failureOf(owner.api.hireFreelancerDetails({ params: { id: unlisted.profileUuid } }));
    expect([missing.status, missing.message]).toEqual([404, proposalServerMessages.freelancerNotFound]);
    expect((await rawCall(server, 'GET', '/hire_freelancer_details/42', { token: owner.token })).status).toBe(422);
    expect((await rawCall(server, 'GET', '/view_job_proposal?uuid=x&job_uuid=y', { token: owner.token })).status).toBe(
      422,
    );
    expect(
      (
        await failureOf(
          freelancer.api.viewJobProposal({ query: { uuid: freelancer.profileUuid, job_uuid: job.job.uuid } }),
        )
      ).status,
    ).toBe(403);
  });
});
