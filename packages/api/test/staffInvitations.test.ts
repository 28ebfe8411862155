import { IDEMPOTENCY_HEADER, proposalServerMessages, refusalOf, type Role } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { jobWithQuestions, notificationsOf, signedInExpert } from './proposals.support.ts';
import { failureOf, rawCall, signedInAs, whileGranted, whileRevoked } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`staff list and withdraw a client's invitations on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const staff = (role: Role = 'coordinator') =>
    signedInAs(server, role, { firstName: 'Ingrid', lastName: role === 'support' ? 'Invisupport' : 'Invicoord' });
  const listPath = (id: number | string) => `/staff/jobs/${String(id)}/invitations`;
  const withdrawPath = (id: number | string) => `/staff/invitations/${String(id)}/withdraw`;
  const key = () => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
  const auditOf = (staffUserId: number) =>
    db()('staff_actions').where({ staff_user_id: staffUserId }).orderBy('id').select<
      Array<{
        action: string;
        object_type: string;
        object_id: string | number;
        client_user_id: string | number;
        detail: unknown;
      }>
    >('action', 'object_type', 'object_id', 'client_user_id', 'detail');
  const statusOf = async (id: number) =>
    (await db()('invitations').where({ id }).first<{ status: string }>('status')).status;
  const detailOf = (detail: unknown) => (typeof detail === 'string' ? (JSON.parse(detail) as unknown) : detail);

  /** A client's open job with one invitation the client sent and one a Coordinator sent for them. */
  async function invited() {
    const client = await signedInAs(server, 'project_manager', { firstName: 'Cosima', lastName: 'Invitewell' });
    const { jobId } = await jobWithQuestions(server, client.user.id, [], {
      job_pay_type: 'fixed',
      budget_cents: 40_000,
    });
    const byClient = await signedInExpert(server, { firstName: 'Clientpick' });
    const byStaff = await signedInExpert(server, { firstName: 'Staffpick' });
    const coordinator = await staff('coordinator');
    const own = await client.api.sendInvitation({
      body: { job_id: jobId, recipient_id: byClient.profileUuid, message: 'From the client.' },
    });
    const sent = await coordinator.api.staffSendInvitation({
      params: { id: jobId },
      body: { recipient_id: byStaff.profileUuid, message: 'From our staff.' },
    });
    return { client, jobId, byClient, byStaff, coordinator, own: own.invitation, sent: sent.invitation };
  }

  it('lists a job’s invitations as its client does, naming the staff member who sent one; Support reads without can_hire', async () => {
    const { client, jobId, byClient, byStaff, coordinator, own, sent } = await invited();
    const list = await coordinator.api.staffJobInvitations({ params: { id: jobId }, query: {} });
    expect(list.can_hire).toBe(true);
    expect(list.total_count).toBe(2);
    expect(list.records.map((item) => item.id)).toEqual([sent.id, own.id]);
    expect(list.records[0]).toMatchObject({
      status: 'pending',
      message: 'From our staff.',
      freelancer: { uuid: byStaff.profileUuid, display_name: 'Staffpick V.' },
      sent_by_staff: { name: 'Ingrid Invicoord' },
      responded_at: null,
    });
    expect(list.records[1]).toMatchObject({ freelancer: { uuid: byClient.profileUuid }, sent_by_staff: null });
    // The same invitations the client lists (their own call), but for who sent them.
    const theirs = await client.api.invitations();
    const onJob = theirs.records.filter((item) => item.job.id === jobId);
    expect(
      list.records.map((record) => {
        const { sent_by_staff: sender, ...rest } = record;
        expect(sender === null || typeof sender.name === 'string').toBe(true);
        return rest;
      }),
    ).toEqual(onJob);

    const paged = await coordinator.api.staffJobInvitations({ params: { id: jobId }, query: { per_page: 1, page: 2 } });
    expect(paged.records.map((item) => item.id)).toEqual([own.id]);
    expect(paged.total_count).toBe(2);

    const support = await staff('support');
    const asSupport = await support.api.staffJobInvitations({ params: { id: jobId }, query: {} });
    expect(asSupport.can_hire).toBe(false);
    expect(asSupport.records).toHaveLength(2);

    // A job with none: an empty page; a deleted job: 404. Reading writes no audit row.
    const { jobId: bare } = await jobWithQuestions(server, client.user.id, []);
    expect((await coordinator.api.staffJobInvitations({ params: { id: bare }, query: {} })).records).toEqual([]);
    await db()('jobs').where({ id: jobId }).update({ deleted_at: new Date() });
    const gone = await failureOf(coordinator.api.staffJobInvitations({ params: { id: jobId }, query: {} }));
    expect(gone.status).toBe(404);
    expect(await auditOf(support.user.id)).toEqual([]);
  });

  it('withdraws the client’s pending invitation for them: the freelancer told as by the client, the client told, recorded', async () => {
    const { client, jobId, byClient, coordinator, own } = await invited();
    const { invitation } = await coordinator.api.staffWithdrawInvitation({ params: { id: own.id } });
    expect(invitation).toMatchObject({ id: own.id, status: 'withdrawal', job: { id: jobId } });
    expect(await statusOf(own.id)).toBe('withdrawal');
    const freelancerTold = (await notificationsOf(server, byClient.user.id)).filter(
      (item) => item.kind === 'invitation_withdrawn',
    );
    expect(freelancerTold.map((item) => item.payload)).toEqual([{ job_id: jobId, invitation_id: own.id }]);
    const clientTold = (await notificationsOf(server, client.user.id)).filter(
      (item) => item.kind === 'invitation_withdrawn_by_staff',
    );
    expect(clientTold.map((item) => item.payload)).toEqual([{ job_id: jobId, invitation_id: own.id }]);
    const audit = await auditOf(coordinator.user.id);
    expect(audit.map((row) => row.action)).toEqual(['invitation_sent', 'invitation_withdrawn']);
    expect(Number(audit[1]?.object_id)).toBe(jobId);
    expect(Number(audit[1]?.client_user_id)).toBe(client.user.id);
    expect(detailOf(audit[1]?.detail)).toEqual({ invitation_id: own.id, freelancer_id: byClient.user.id });
    expect((await byClient.api.invitations()).records.find((item) => item.id === own.id)?.status).toBe('withdrawal');

    // Not pending any more: 409 with the client's own message; nothing more written.
    const again = await failureOf(coordinator.api.staffWithdrawInvitation({ params: { id: own.id } }));
    expect(again.status).toBe(409);
    expect(again.message).toBe(refusalOf('invitation', 'withdrawal', 'withdraw'));
    const clientAgain = await failureOf(
      client.api.answerInvitation({ params: { id: own.id }, body: { status: 'withdrawal' } }),
    );
    expect(clientAgain.message).toBe(again.message);
    expect(await auditOf(coordinator.user.id)).toHaveLength(2);
    expect(
      (await notificationsOf(server, client.user.id)).filter((item) => item.kind === 'invitation_withdrawn_by_staff'),
    ).toHaveLength(1);
  });

  it('answers a replayed withdrawal (same key) with the first answer: one audit row', async () => {
    const { coordinator, sent } = await invited();
    const call = () =>
      rawCall(server, 'POST', withdrawPath(sent.id), {
        token: coordinator.token,
        headers: { [IDEMPOTENCY_HEADER]: `staff-withdraw-replay-${String(sent.id)}` },
      });
    const first = await call();
    expect(first.status).toBe(200);
    const second = await call();
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await auditOf(coordinator.user.id)).map((row) => row.action)).toEqual([
      'invitation_sent',
      'invitation_withdrawn',
    ]);
    const keyless = await rawCall(server, 'POST', withdrawPath(sent.id), { token: coordinator.token });
    expect(keyless.status).toBe(422);
  });

  it('refuses Support by default naming staff.hiring.manage; granted on /roles it works; revoked from the Coordinator nothing is written', async () => {
    const { own, sent } = await invited();
    const support = await staff('support');
    const refused = await rawCall(server, 'POST', withdrawPath(own.id), { token: support.token, headers: key() });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'permission_denied' }, permission: 'staff.hiring.manage' });
    expect(await statusOf(own.id)).toBe('pending');

    await whileGranted(server, 'support', 'staff.hiring.manage', async () => {
      const { invitation } = await support.api.staffWithdrawInvitation({ params: { id: own.id } });
      expect(invitation.status).toBe('withdrawal');
      expect(await auditOf(support.user.id)).toMatchObject([{ action: 'invitation_withdrawn' }]);
    });

    const coordinator = await staff('coordinator');
    await whileRevoked(server, 'coordinator', 'staff.hiring.manage', async () => {
      const denied = await rawCall(server, 'POST', withdrawPath(sent.id), { token: coordinator.token, headers: key() });
      expect(denied.status).toBe(403);
      expect(denied.body).toMatchObject({ permission: 'staff.hiring.manage' });
      expect(await statusOf(sent.id)).toBe('pending');
      expect(await auditOf(coordinator.user.id)).toEqual([]);
    });
  });

  it('refuses visitors (401) and the parties and the admin (403); unknown ids 404; malformed input 422', async () => {
    const { client, jobId, byClient, coordinator, own } = await invited();
    const admin = await signedInAs(server, 'admin');
    for (const [method, path] of [
      ['GET', listPath(jobId)],
      ['POST', withdrawPath(own.id)],
    ] as const) {
      expect((await rawCall(server, method, path, { headers: key() })).status, path).toBe(401);
      for (const caller of [client, byClient, admin]) {
        const answer = await rawCall(server, method, path, { token: caller.token, headers: key() });
        expect(answer.status, `${caller.user.role} ${method} ${path}`).toBe(403);
      }
    }
    const noJob = await rawCall(server, 'GET', listPath(2_000_000_000), { token: coordinator.token });
    expect(noJob.status).toBe(404);
    const noInvitation = await rawCall(server, 'POST', withdrawPath(2_000_000_000), {
      token: coordinator.token,
      headers: key(),
    });
    expect(noInvitation.status).toBe(404);
    expect(noInvitation.body).toMatchObject({ error: { message: proposalServerMessages.invitationNotFound } });
    for (const [method, path] of [
      ['GET', listPath('abc')],
      ['GET', listPath(0)],
      ['GET', `${listPath(jobId)}?per_page=100000`],
      ['GET', `${listPath(jobId)}?status=lost`],
      ['POST', withdrawPath('abc')],
      ['POST', withdrawPath(0)],
    ] as const) {
      const answer = await rawCall(server, method, path, { token: coordinator.token, headers: key() });
      expect(answer.status, path).toBe(422);
      expect((answer.body as { error?: { message?: string } }).error?.message, path).toBeTruthy();
    }
    expect(await statusOf(own.id)).toBe('pending');
    expect((await auditOf(coordinator.user.id)).map((row) => row.action)).toEqual(['invitation_sent']);
  });
});
