import {
  inviteMessages,
  invitationResultMessages,
  proposalResultTitles,
  proposalServerMessages,
  refusalOf,
  serverMessages,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, notificationsOf, signedInExpert, warmPool } from './proposals.support.ts';
import { clientFor, failureOf, insertJob, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`invitations on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const manager = () => signedInAs(server, 'project_manager', { firstName: 'Grace', lastName: 'Hopper' });
  const expert = () => signedInExpert(server);

  async function invited(questions: string[] = []) {
    const owner = await manager();
    const { jobId, questionIds } = await jobWithQuestions(server, owner.user.id, questions);
    const freelancer = await expert();
    const sent = await owner.api.sendInvitation({
      body: { job_id: jobId, recipient_id: freelancer.profileUuid, message: 'Would you look at our EKS move?' },
    });
    return { owner, freelancer, jobId, questionIds, invitation: sent.invitation, sent };
  }

  it('sends an invitation, tells the freelancer, and shows it to the two parties only', async () => {
    const { owner, freelancer, jobId, invitation, sent } = await invited();
    expect(sent.message).toBe(invitationResultMessages.sentTitle);
    expect(invitation).toMatchObject({
      status: 'pending',
      message: 'Would you look at our EKS move?',
      job: { id: jobId },
      freelancer: { uuid: freelancer.profileUuid },
      proposal_id: null,
    });
    expect(await notificationsOf(server, freelancer.user.id)).toEqual([
      { kind: 'invitation_received', payload: { job_id: jobId, invitation_id: invitation.id } },
    ]);
    expect((await freelancer.api.invitations({})).records.map((record) => record.id)).toEqual([invitation.id]);
    expect((await owner.api.invitations({})).records.map((record) => record.id)).toEqual([invitation.id]);
    expect((await freelancer.api.opportunities({})).records.map((record) => record.job.id)).toEqual([jobId]);
    expect((await freelancer.api.getInvitation({ params: { id: invitation.id } })).invitation.id).toBe(invitation.id);

    const strangers = [await manager(), await expert()];
    for (const stranger of strangers) {
      const hidden = await failureOf(stranger.api.getInvitation({ params: { id: invitation.id } }));
      expect([hidden.status, hidden.message]).toEqual([404, proposalServerMessages.invitationNotFound]);
      expect((await stranger.api.invitations({})).records).toEqual([]);
      const answer = await failureOf(
        stranger.api.answerInvitation({ params: { id: invitation.id }, body: { status: 'declined' } }),
      );
      expect(answer.status).toBe(404);
    }
  });

  it("refuses a second open invitation, someone else's or a closed job, an unknown freelancer, and one who already applied", async () => {
    const { owner, freelancer, jobId } = await invited();
    const again = await failureOf(
      owner.api.sendInvitation({ body: { job_id: jobId, recipient_id: freelancer.profileUuid, message: 'Again' } }),
    );
    expect([again.status, again.message]).toEqual([409, proposalServerMessages.alreadyInvited]);

    const stranger = await manager();
    const theirs = await failureOf(
      stranger.api.sendInvitation({ body: { job_id: jobId, recipient_id: freelancer.profileUuid, message: 'Hi' } }),
    );
    expect([theirs.status, theirs.message]).toEqual([404, proposalServerMessages.jobNotFound]);

    const closed = await insertJob(server, owner.user.id, { status: 'closed' });
    const refused = await failureOf(
      owner.api.sendInvitation({ body: { job_id: closed, recipient_id: freelancer.profileUuid, message: 'Hi' } }),
    );
    expect([refused.status, refused.message]).toEqual([409, proposalServerMessages.jobNotOpen]);

    const open = await insertJob(server, owner.user.id);
    const unknown = await failureOf(
      owner.api.sendInvitation({
        body: { job_id: open, recipient_id: '00000000-0000-4000-8000-000000000000', message: 'Hi' },
      }),
    );
    expect([unknown.status, unknown.message]).toEqual([404, proposalServerMessages.freelancerNotFound]);
    const unapproved = await signedInExpert(server, { status: 'submitted' });
    expect(
      (
        await failureOf(
          owner.api.sendInvitation({ body: { job_id: open, recipient_id: unapproved.profileUuid, message: 'Hi' } }),
        )
      ).status,
    ).toBe(404);

    const applicant = await expert();
    await applicant.api.submitProposal({ body: { job_id: open, ...content() } });
    const applied = await failureOf(
      owner.api.sendInvitation({ body: { job_id: open, recipient_id: applicant.profileUuid, message: 'Hi' } }),
    );
    expect([applied.status, applied.message]).toEqual([409, proposalServerMessages.invitedAlreadyApplied]);
    expect(
      (await notificationsOf(server, applicant.user.id)).filter((row) => row.kind === 'invitation_received'),
    ).toEqual([]);
  });

  it("checks SEND_INVITE_POPUP's rules (422 with the spec's messages), the role (403) and the token (401)", async () => {
    const owner = await manager();
    const freelancer = await expert();
    const jobId = await insertJob(server, owner.user.id);
    const cases: Array<[unknown, string, string]> = [
      [{ recipient_id: freelancer.profileUuid, message: 'Hi' }, 'job_id', inviteMessages.jobRequired],
      [
        { job_id: jobId, recipient_id: freelancer.profileUuid, message: '   ' },
        'message',
        inviteMessages.messageRequired,
      ],
      [{ job_id: jobId, recipient_id: freelancer.profileUuid }, 'message', inviteMessages.messageRequired],
      [
        { job_id: jobId, recipient_id: 'not-a-uuid', message: 'Hi' },
        'recipient_id',
        proposalServerMessages.freelancerNotFound,
      ],
    ];
    for (const [json, field, message] of cases) {
      const response = await rawCall(server, 'POST', '/send_invitation', { token: owner.token, json });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ error: { fields: { [field]: message } } });
    }
    const long = await rawCall(server, 'POST', '/send_invitation', {
      token: owner.token,
      json: { job_id: jobId, recipient_id: freelancer.profileUuid, message: 'x'.repeat(5_001) },
    });
    expect(long.status).toBe(422);
    const asFreelancer = await failureOf(
      freelancer.api.sendInvitation({ body: { job_id: jobId, recipient_id: freelancer.profileUuid, message: 'Hi' } }),
    );
    expect([asFreelancer.status, asFreelancer.message]).toEqual([403, serverMessages.notAllowed]);
    expect((await rawCall(server, 'POST', '/send_invitation', { json: { job_id: jobId } })).status).toBe(401);
    expect((await rawCall(server, 'GET', '/get_opportunities_jobs', { token: owner.token })).status).toBe(403);
    expect((await rawCall(server, 'GET', '/invite/abc', { token: owner.token })).status).toBe(422);
    expect(await db()('invitations').where({ job_id: jobId }).first()).toBeUndefined();
  });

  it('withdraws an invitation (status withdrawal); it can then be neither answered nor withdrawn again', async () => {
    const { owner, freelancer, invitation, jobId } = await invited();
    const byFreelancer = await failureOf(
      freelancer.api.answerInvitation({ params: { id: invitation.id }, body: { status: 'withdrawal' } }),
    );
    expect(byFreelancer.status).toBe(403);
    const withdrawn = await owner.api.answerInvitation({
      params: { id: invitation.id },
      body: { status: 'withdrawal' },
    });
    expect(withdrawn.invitation.status).toBe('withdrawal');
    expect((await notificationsOf(server, freelancer.user.id)).map((row) => row.kind)).toEqual([
      'invitation_received',
      'invitation_withdrawn',
    ]);
    const twice = await failureOf(
      owner.api.answerInvitation({ params: { id: invitation.id }, body: { status: 'withdrawal' } }),
    );
    expect([twice.status, twice.message]).toEqual([409, refusalOf('invitation', 'withdrawal', 'withdraw')]);
    const accept = await failureOf(
      freelancer.api.answerInvitation({ params: { id: invitation.id }, body: { status: 'accepted', ...content() } }),
    );
    expect([accept.status, accept.message]).toEqual([409, refusalOf('invitation', 'withdrawal', 'accept')]);
    expect((await freelancer.api.opportunities({})).records).toEqual([]);
    expect(await db()('job_applications').where({ job_id: jobId }).first()).toBeUndefined();
  });

  it('declines an invitation, telling the manager', async () => {
    const { owner, freelancer, invitation } = await invited();
    const declined = await freelancer.api.answerInvitation({
      params: { id: invitation.id },
      body: { status: 'declined' },
    });
    expect(declined.invitation.status).toBe('declined');
    expect(declined.invitation.responded_at).not.toBeNull();
    expect((await notificationsOf(server, owner.user.id)).map((row) => row.kind)).toEqual(['invitation_declined']);
    const byManager = await failureOf(
      owner.api.answerInvitation({ params: { id: invitation.id }, body: { status: 'declined' } }),
    );
    expect(byManager.status).toBe(403);
    const again = await failureOf(
      freelancer.api.answerInvitation({ params: { id: invitation.id }, body: { status: 'declined' } }),
    );
    expect([again.status, again.message]).toEqual([409, refusalOf('invitation', 'declined', 'decline')]);
  });

  it('accepts an invitation into a proposal in one step, exactly once of ten at once', async () => {
    const { owner, freelancer, invitation, jobId, questionIds } = await invited(['Which clouds?']);
    const missing = await failureOf(
      freelancer.api.answerInvitation({ params: { id: invitation.id }, body: { status: 'accepted', ...content() } }),
    );
    expect([missing.status, missing.fields.screening_answers]).toEqual([422, proposalServerMessages.answersMismatch]);
    expect((await freelancer.api.getInvitation({ params: { id: invitation.id } })).invitation.status).toBe('pending');

    await warmPool(() => freelancer.api.getInvitation({ params: { id: invitation.id } }));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        freelancer.api.answerInvitation({
          params: { id: invitation.id },
          body: { status: 'accepted', ...content(questionIds) },
        }),
      ),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(won[0]?.status === 'fulfilled' && won[0].value.message).toBe(proposalResultTitles.submitted);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409 });
    }
    const accepted = (await freelancer.api.getInvitation({ params: { id: invitation.id } })).invitation;
    expect(accepted.status).toBe('accepted');
    const proposal = (await freelancer.api.getProposal({ params: { id: accepted.proposal_id ?? 0 } })).proposal;
    expect(proposal).toMatchObject({ status: 'submitted', invitation_uuid: invitation.uuid, job: { id: jobId } });
    const kinds = (await notificationsOf(server, owner.user.id)).map((row) => row.kind);
    expect(kinds.sort()).toEqual(['invitation_accepted', 'proposal_received']);
    expect((await freelancer.api.opportunities({})).records).toEqual([]);
    const seen = await freelancer.api.freelancerJob({ params: { id: jobId } });
    expect([seen.proposal?.id, seen.invitation?.status]).toEqual([proposal.id, 'accepted']);
  });

  it('answers a pending invitation when the freelancer applies to the job directly', async () => {
    const { freelancer, invitation, jobId } = await invited();
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    expect(proposal.invitation_uuid).toBe(invitation.uuid);
    expect((await freelancer.api.getInvitation({ params: { id: invitation.id } })).invitation).toMatchObject({
      status: 'accepted',
      proposal_id: proposal.id,
    });
  });

  it('lists as opportunities only pending invitations to jobs still taking proposals', async () => {
    const { owner, freelancer, jobId } = await invited();
    const expiring = await insertJob(server, owner.user.id);
    await owner.api.sendInvitation({ body: { job_id: expiring, recipient_id: freelancer.profileUuid, message: 'Hi' } });
    expect((await freelancer.api.opportunities({})).total_count).toBe(2);
    await db()('jobs').where({ id: expiring }).update({ expiration_date: '2020-01-01' });
    await db()('jobs').where({ id: jobId }).update({ status: 'closed' });
    expect((await freelancer.api.opportunities({})).records).toEqual([]);
    expect((await freelancer.api.invitations({ query: { status: 'pending' } })).total_count).toBe(2);
    expect((await failureOf(clientFor(server).opportunities({}))).status).toBe(401);
  });
});
