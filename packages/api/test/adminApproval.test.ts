import { adminServerMessages, approvalMail, proposalServerMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, notificationsOf } from './proposals.support.ts';
import { clientFor, failureOf, lastMessageTo, rawCall, signedInAs, submittedApplicant } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`an admin approves a freelancer on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const statusOf = async (uuid: string) =>
    (await db()('freelancer_profiles').where({ uuid }).first<{ status: string } | undefined>('status'))?.status;

  it('approves a submitted application: listed, able to propose, told and mailed; twice is a 409', async () => {
    const admin = await signedInAs(server, 'admin');
    const applicant = await submittedApplicant(server);
    const manager = await signedInAs(server, 'project_manager');
    const { jobId } = await jobWithQuestions(server, manager.user.id);
    const before = await failureOf(applicant.api.submitProposal({ body: { job_id: jobId, ...content() } }));
    expect([before.status, before.message]).toEqual([403, proposalServerMessages.profileNotApproved]);

    const answer = await admin.api.approveFreelancer({ params: { id: applicant.profileUuid } });
    expect(answer).toEqual({
      message: adminServerMessages.approved,
      freelancer: { uuid: applicant.profileUuid, status: 'approved' },
    });
    expect(await statusOf(applicant.profileUuid)).toBe('approved');
    expect(await notificationsOf(server, applicant.user.id)).toEqual([
      { kind: 'profile_approved', payload: { profile_uuid: applicant.profileUuid } },
    ]);
    const mail = await lastMessageTo(server, applicant.user.email);
    expect(mail?.subject).toBe(approvalMail.subject);
    expect(mail?.action_path).toBe('/find-work');
    // Listed at once: the public profile answers, and the freelancer may now propose.
    expect((await clientFor(server).freelancerDetails({ params: { id: applicant.profileUuid } })).freelancer.uuid).toBe(
      applicant.profileUuid,
    );
    await applicant.api.submitProposal({ body: { job_id: jobId, ...content() } });

    const twice = await failureOf(admin.api.approveFreelancerByPost({ params: { id: applicant.profileUuid } }));
    expect([twice.status, twice.message]).toEqual([409, adminServerMessages.alreadyApproved]);
  });

  it('refuses a draft, a banned owner, an unknown or malformed id, other roles and the anonymous', async () => {
    const admin = await signedInAs(server, 'admin');
    const applicant = await submittedApplicant(server);
    const path = `/admins/approve_freelancer/${applicant.profileUuid}`;
    for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as const) {
      const other = await signedInAs(server, role);
      expect((await rawCall(server, 'GET', path, { token: other.token })).status).toBe(403);
      expect((await rawCall(server, 'POST', path, { token: other.token })).status).toBe(403);
    }
    expect((await rawCall(server, 'GET', path)).status).toBe(401);
    expect((await rawCall(server, 'POST', path, { token: `${admin.token.slice(0, -3)}abc` })).status).toBe(401);
    const unknown = await failureOf(
      admin.api.approveFreelancer({ params: { id: '9f9f9f9f-2b3c-4d5e-8f90-000000000999' } }),
    );
    expect([unknown.status, unknown.message]).toEqual([404, adminServerMessages.freelancerNotFound]);
    for (const id of ['42', 'not-a-uuid', `${applicant.profileUuid}x`]) {
      expect((await rawCall(server, 'GET', `/admins/approve_freelancer/${id}`, { token: admin.token })).status).toBe(
        422,
      );
    }
    expect(await statusOf(applicant.profileUuid)).toBe('submitted');

    await db()('users').where({ id: applicant.user.id }).update({ status: 'banned' });
    const banned = await failureOf(admin.api.approveFreelancer({ params: { id: applicant.profileUuid } }));
    expect([banned.status, banned.message]).toEqual([409, adminServerMessages.accountInactive]);

    await db()('users').where({ id: applicant.user.id }).update({ status: 'active' });
    await db()('freelancer_profiles').where({ uuid: applicant.profileUuid }).update({ status: 'draft' });
    const draft = await failureOf(admin.api.approveFreelancer({ params: { id: applicant.profileUuid } }));
    expect([draft.status, draft.message]).toEqual([409, adminServerMessages.notSubmitted]);
    expect(await statusOf(applicant.profileUuid)).toBe('draft');
    expect(await notificationsOf(server, applicant.user.id)).toEqual([]);
  });

  it('approves once when two admins race', async () => {
    const [first, second] = [await signedInAs(server, 'admin'), await signedInAs(server, 'admin')];
    const applicant = await submittedApplicant(server);
    const answers = await Promise.allSettled([
      first.api.approveFreelancer({ params: { id: applicant.profileUuid } }),
      second.api.approveFreelancerByPost({ params: { id: applicant.profileUuid } }),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect(await notificationsOf(server, applicant.user.id)).toHaveLength(1);
  });
});
