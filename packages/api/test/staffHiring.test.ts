import {
  IDEMPOTENCY_HEADER,
  proposalLimits,
  proposalServerMessages,
  staffHiringServerMessages,
  type Role,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, notificationsOf, signedInExpert } from './proposals.support.ts';
import { failureOf, rawCall, signedInAs, whileGranted, whileRevoked } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`staff read proposals and hire for clients on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const staff = (role: Role = 'coordinator') =>
    signedInAs(server, role, { firstName: 'Hiroko', lastName: role === 'support' ? 'Staffhelp' : 'Staffhire' });
  const proposalPath = (id: number | string) => `/staff/proposals/${String(id)}`;
  const offerPath = (id: number | string) => `/staff/proposals/${String(id)}/offer`;
  const invitePath = (id: number | string) => `/staff/jobs/${String(id)}/invitations`;
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
  const offersOf = (proposalId: number) => db()('offers').where({ job_application_id: proposalId });
  const proposalStatus = async (id: number) =>
    (await db()('job_applications').where({ id }).first<{ status: string }>('status')).status;

  /** A client's open job with two screening questions and a listed expert's proposal on it. */
  async function proposed() {
    const client = await signedInAs(server, 'project_manager', { firstName: 'Clementine', lastName: 'Hirewell' });
    const { jobId, questionIds } = await jobWithQuestions(
      server,
      client.user.id,
      ['Which landing zone tools have you used?', 'When can you start?'],
      { job_pay_type: 'hourly', budget_cents: 90_000 },
    );
    const freelancer = await signedInExpert(server, { firstName: 'Offerlyn' });
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content(questionIds) } });
    return { client, freelancer, jobId, questionIds, proposal };
  }

  it('lets Coordinator and Support read one proposal as its client does: letter, bid, answers, freelancer, job, client', async () => {
    const { client, freelancer, jobId, questionIds, proposal } = await proposed();
    const coordinator = await staff('coordinator');
    const read = await coordinator.api.staffProposal({ params: { id: proposal.id } });
    expect(read.client).toEqual({ id: client.user.id, name: 'Clementine Hirewell', email: client.user.email });
    expect(read.can_hire).toBe(true);
    expect(read.proposal).toMatchObject({
      id: proposal.id,
      status: 'submitted',
      cover_letter: content().cover_letter,
      bid_cents: 8_550,
      job: { id: jobId, job_pay_type: 'hourly' },
      freelancer: { uuid: freelancer.profileUuid, display_name: 'Offerlyn V.' },
      offer: null,
      interview_meet_link: null,
    });
    expect(read.proposal.screening_answers).toEqual([
      {
        question_id: questionIds[0],
        question: 'Which landing zone tools have you used?',
        answer: `Answer to ${String(questionIds[0])}`,
      },
      { question_id: questionIds[1], question: 'When can you start?', answer: `Answer to ${String(questionIds[1])}` },
    ]);
    // The same proposal the client reads (their own call), but for the room link.
    const theirs = await client.api.getProposal({ params: { id: proposal.id } });
    expect({ ...read.proposal, interview_meet_link: null }).toEqual({ ...theirs.proposal, interview_meet_link: null });

    const support = await staff('support');
    const asSupport = await support.api.staffProposal({ params: { id: proposal.id } });
    expect(asSupport.can_hire).toBe(false);
    expect(asSupport.proposal.id).toBe(proposal.id);

    // A deleted job's proposal is gone for staff too; reading writes no audit row.
    await db()('jobs').where({ id: jobId }).update({ deleted_at: new Date() });
    const gone = await failureOf(coordinator.api.staffProposal({ params: { id: proposal.id } }));
    expect(gone.status).toBe(404);
    expect(gone.message).toBe(staffHiringServerMessages.proposalNotFound);
    expect(await auditOf(coordinator.user.id)).toEqual([]);
  });

  it('makes the client’s offer for them: the freelancer gets it, the client is told, recorded for the admin', async () => {
    const { client, freelancer, jobId, proposal } = await proposed();
    const coordinator = await staff('coordinator');
    const { offer } = await coordinator.api.staffMakeOffer({
      params: { id: proposal.id },
      body: { amount: '92.50', message: '  Welcome, from the client.  ' },
    });
    expect(offer).toMatchObject({
      proposal_id: proposal.id,
      job: { id: jobId },
      job_pay_type: 'hourly',
      amount_cents: 9_250,
      message: 'Welcome, from the client.',
      status: 'pending',
    });
    const row = (await offersOf(proposal.id))[0] as { manager_id: string | number; freelancer_id: string | number };
    expect(Number(row.manager_id)).toBe(client.user.id);
    expect(Number(row.freelancer_id)).toBe(freelancer.user.id);
    expect(await proposalStatus(proposal.id)).toBe('offered');

    // The freelancer sees it as the client's offer; the client sees it among their own.
    const received = await freelancer.api.offers();
    expect(received.records.map((item) => item.id)).toContain(offer.id);
    expect((await client.api.offers()).records.map((item) => item.id)).toContain(offer.id);
    expect((await notificationsOf(server, freelancer.user.id)).map((item) => item.kind)).toContain('offer_received');
    const told = (await notificationsOf(server, client.user.id)).filter((item) => item.kind === 'offer_made_by_staff');
    expect(told.map((item) => item.payload)).toEqual([{ job_id: jobId, proposal_id: proposal.id, offer_id: offer.id }]);

    const audit = await auditOf(coordinator.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'offer_made', object_type: 'job' });
    expect(Number(audit[0]?.object_id)).toBe(jobId);
    expect(Number(audit[0]?.client_user_id)).toBe(client.user.id);
    const admin = await signedInAs(server, 'admin');
    const log = await admin.api.adminStaffActions({ query: { action: 'offer_made', search: 'Hiroko Staffhire' } });
    expect(log.records.find((item) => item.object.id === jobId)).toMatchObject({
      action: 'offer_made',
      staff: { id: coordinator.user.id, role: 'coordinator' },
      client: { id: client.user.id },
      object: { type: 'job', id: jobId },
      detail: { proposal_id: proposal.id, offer_id: offer.id, freelancer_id: freelancer.user.id, amount_cents: 9_250 },
    });
    // The staff proposal page now shows the offer.
    expect((await coordinator.api.staffProposal({ params: { id: proposal.id } })).proposal.offer).toEqual({
      id: offer.id,
      status: 'pending',
    });

    // A second offer while one waits: 409, nothing more written.
    const again = await failureOf(
      coordinator.api.staffMakeOffer({ params: { id: proposal.id }, body: { amount: '95', message: '' } }),
    );
    expect(again.status).toBe(409);
    expect(await offersOf(proposal.id)).toHaveLength(1);
    expect(await auditOf(coordinator.user.id)).toHaveLength(1);

    // The freelancer accepts: the contract is the client's.
    await freelancer.api.answerOffer({
      params: { id: offer.id },
      body: { status: 'Accepted', message: 'Starting Monday.', agree: true },
    });
    const contract = await db()('contracts')
      .where({ id: offer.id })
      .first<{ manager_id: string | number }>('manager_id');
    expect(Number(contract.manager_id)).toBe(client.user.id);
  });

  it('refuses an offer on a job that is no longer open (409) and writes nothing', async () => {
    const { jobId, proposal } = await proposed();
    await db()('jobs').where({ id: jobId }).update({ status: 'closed' });
    const coordinator = await staff('coordinator');
    const refused = await failureOf(
      coordinator.api.staffMakeOffer({ params: { id: proposal.id }, body: { amount: '90', message: '' } }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(proposalServerMessages.jobNotOpen);
    expect(await offersOf(proposal.id)).toHaveLength(0);
    expect(await auditOf(coordinator.user.id)).toEqual([]);
  });

  it('sends the client’s invitation for them: the freelancer is invited by the client’s job, the client told, recorded', async () => {
    const client = await signedInAs(server, 'project_manager', { firstName: 'Clementine', lastName: 'Hirewell' });
    const { jobId } = await jobWithQuestions(server, client.user.id, [], {
      job_pay_type: 'fixed',
      budget_cents: 50_000,
    });
    const expert = await signedInExpert(server, { firstName: 'Invitara' });
    const coordinator = await staff('coordinator');
    const { invitation } = await coordinator.api.staffSendInvitation({
      params: { id: jobId },
      body: { recipient_id: expert.profileUuid, message: 'The client would like your proposal.' },
    });
    expect(invitation).toMatchObject({
      job: { id: jobId },
      status: 'pending',
      message: 'The client would like your proposal.',
    });
    const row = await db()('invitations')
      .where({ id: invitation.id })
      .first<{ manager_id: string | number }>('manager_id');
    expect(Number(row.manager_id)).toBe(client.user.id);
    expect((await expert.api.invitations()).records.map((item) => item.id)).toContain(invitation.id);
    expect((await notificationsOf(server, expert.user.id)).map((item) => item.kind)).toContain('invitation_received');
    const told = (await notificationsOf(server, client.user.id)).filter(
      (item) => item.kind === 'invitation_sent_by_staff',
    );
    expect(told.map((item) => item.payload)).toEqual([{ job_id: jobId, invitation_id: invitation.id }]);
    expect(await auditOf(coordinator.user.id)).toMatchObject([{ action: 'invitation_sent', object_type: 'job' }]);

    // Invited again while it waits: 409; an unknown freelancer: 404; nothing more recorded.
    const again = await failureOf(
      coordinator.api.staffSendInvitation({
        params: { id: jobId },
        body: { recipient_id: expert.profileUuid, message: 'Again.' },
      }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe(proposalServerMessages.alreadyInvited);
    const nobody = await failureOf(
      coordinator.api.staffSendInvitation({
        params: { id: jobId },
        body: { recipient_id: crypto.randomUUID(), message: 'Hello.' },
      }),
    );
    expect(nobody.status).toBe(404);
    expect(await auditOf(coordinator.user.id)).toHaveLength(1);
  });

  it('refuses Support by default naming staff.hiring.manage; granted on /roles it works; revoked from the Coordinator nothing is written', async () => {
    const { proposal, jobId } = await proposed();
    const support = await staff('support');
    const expert = await signedInExpert(server, { firstName: 'Invitara' });
    for (const [path, json] of [
      [offerPath(proposal.id), { amount: '90', message: '' }],
      [invitePath(jobId), { recipient_id: expert.profileUuid, message: 'Hello.' }],
    ] as const) {
      const refused = await rawCall(server, 'POST', path, { token: support.token, json, headers: key() });
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: 'permission_denied' }, permission: 'staff.hiring.manage' });
    }
    expect(await offersOf(proposal.id)).toHaveLength(0);

    await whileGranted(server, 'support', 'staff.hiring.manage', async () => {
      expect((await support.api.staffProposal({ params: { id: proposal.id } })).can_hire).toBe(true);
      const { offer } = await support.api.staffMakeOffer({
        params: { id: proposal.id },
        body: { amount: '90', message: 'From Support.' },
      });
      expect(offer.status).toBe('pending');
      expect(await auditOf(support.user.id)).toMatchObject([{ action: 'offer_made' }]);
    });

    const other = await proposed();
    const coordinator = await staff('coordinator');
    await whileRevoked(server, 'coordinator', 'staff.hiring.manage', async () => {
      const refused = await rawCall(server, 'POST', offerPath(other.proposal.id), {
        token: coordinator.token,
        json: { amount: '90', message: '' },
        headers: key(),
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ permission: 'staff.hiring.manage' });
      expect(await offersOf(other.proposal.id)).toHaveLength(0);
      expect(await proposalStatus(other.proposal.id)).toBe('submitted');
      expect(await auditOf(coordinator.user.id)).toEqual([]);
      expect((await coordinator.api.staffProposal({ params: { id: other.proposal.id } })).can_hire).toBe(false);
    });
  });

  it('refuses visitors (401) and the parties and the admin (403); unknown ids are 404', async () => {
    const { client, freelancer, proposal, jobId } = await proposed();
    const admin = await signedInAs(server, 'admin');
    const expert = await signedInExpert(server, { firstName: 'Invitara' });
    const calls = [
      ['GET', proposalPath(proposal.id), undefined],
      ['POST', offerPath(proposal.id), { amount: '90', message: '' }],
      ['POST', invitePath(jobId), { recipient_id: expert.profileUuid, message: 'Hello.' }],
    ] as const;
    for (const [method, path, json] of calls) {
      expect((await rawCall(server, method, path, { json, headers: key() })).status, path).toBe(401);
      for (const caller of [client, freelancer, admin]) {
        const answer = await rawCall(server, method, path, { token: caller.token, json, headers: key() });
        expect(answer.status, `${caller.user.role} ${method} ${path}`).toBe(403);
      }
    }
    expect(await offersOf(proposal.id)).toHaveLength(0);
    const coordinator = await staff('coordinator');
    const unknown = [
      ['GET', proposalPath(2_000_000_000), undefined, staffHiringServerMessages.proposalNotFound],
      ['POST', offerPath(2_000_000_000), { amount: '90', message: '' }, proposalServerMessages.proposalNotFound],
      [
        'POST',
        invitePath(2_000_000_000),
        { recipient_id: expert.profileUuid, message: 'Hello.' },
        proposalServerMessages.jobNotFound,
      ],
    ] as const;
    for (const [method, path, json, message] of unknown) {
      const answer = await rawCall(server, method, path, { token: coordinator.token, json, headers: key() });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ error: { message } });
    }
    expect(await auditOf(coordinator.user.id)).toEqual([]);
  });

  it('refuses malformed and oversize input with a 4xx and a message, and a write without an Idempotency-Key', async () => {
    const { proposal, jobId } = await proposed();
    const coordinator = await staff('coordinator');
    const cases: Array<[string, string, unknown]> = [
      ['POST', offerPath(proposal.id), { amount: 'ten', message: '' }],
      ['POST', offerPath(proposal.id), { amount: '-5', message: '' }],
      ['POST', offerPath(proposal.id), { message: 'no amount' }],
      ['POST', offerPath(proposal.id), { amount: '1'.repeat(5_000), message: '' }],
      ['POST', offerPath(proposal.id), { amount: '90', message: 'x'.repeat(proposalLimits.messageMaxLength + 1) }],
      ['POST', offerPath(proposal.id), { amount: '90', job_application_id: proposal.id }],
      ['POST', offerPath(proposal.id), []],
      ['POST', offerPath('abc'), { amount: '90' }],
      ['POST', invitePath(jobId), { recipient_id: 'not-a-uuid', message: 'Hello.' }],
      ['POST', invitePath(jobId), { recipient_id: crypto.randomUUID(), message: '   ' }],
      ['POST', invitePath(jobId), { recipient_id: crypto.randomUUID(), message: 'Hi', job_id: jobId }],
      ['POST', invitePath(0), { recipient_id: crypto.randomUUID(), message: 'Hi' }],
      ['GET', proposalPath('abc'), undefined],
      ['GET', proposalPath(0), undefined],
    ];
    for (const [method, path, json] of cases) {
      const answer = await rawCall(server, method, path, { token: coordinator.token, json, headers: key() });
      const label = `${method} ${path} ${JSON.stringify(json ?? null).slice(0, 60)}`;
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expect((answer.body as { error?: { message?: string } }).error?.message, label).toBeTruthy();
    }
    const huge = await rawCall(server, 'POST', offerPath(proposal.id), {
      token: coordinator.token,
      body: JSON.stringify({ amount: '90', message: 'x'.repeat(3_000_000) }),
      headers: { ...key(), 'content-type': 'application/json' },
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const keyless = await rawCall(server, 'POST', offerPath(proposal.id), {
      token: coordinator.token,
      json: { amount: '90', message: '' },
    });
    expect(keyless.status).toBe(422);
    expect(await offersOf(proposal.id)).toHaveLength(0);
    expect(await auditOf(coordinator.user.id)).toEqual([]);
  });

  it('answers a replayed offer (same key) with the first answer: one offer, one audit row', async () => {
    const { proposal } = await proposed();
    const coordinator = await staff('coordinator');
    const call = (json: unknown = { amount: '88', message: 'Replay me.' }) =>
      rawCall(server, 'POST', offerPath(proposal.id), {
        token: coordinator.token,
        json,
        headers: { [IDEMPOTENCY_HEADER]: `staff-offer-replay-${String(proposal.id)}` },
      });
    const [first, second] = await Promise.all([call(), call()]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect((await call()).body).toEqual(first.body);
    expect((await call({ amount: '89', message: '' })).status).toBe(422);
    expect(await offersOf(proposal.id)).toHaveLength(1);
    expect(await auditOf(coordinator.user.id)).toHaveLength(1);
  });

  it('makes one offer when the client and the Coordinator offer at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { client, proposal } = await proposed();
      const coordinator = await staff('coordinator');
      const answers = await Promise.all([
        rawCall(server, 'POST', '/contract', {
          token: client.token,
          json: { job_application_id: proposal.id, amount: '90', message: '' },
        }),
        rawCall(server, 'POST', offerPath(proposal.id), {
          token: coordinator.token,
          json: { amount: '91', message: '' },
          headers: key(),
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await offersOf(proposal.id)).toHaveLength(1);
      expect(await auditOf(coordinator.user.id)).toHaveLength(answers[1].status === 201 ? 1 : 0);
    }
  });

  it('leaves no offer and the proposal submitted when the audit insert is refused', async () => {
    const { client, proposal } = await proposed();
    const coordinator = await staff('coordinator');
    await db().raw(`create or replace function staff_actions_fail() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await db().raw(
      'create trigger staff_actions_fail before insert on staff_actions for each row execute function staff_actions_fail()',
    );
    try {
      const failed = await rawCall(server, 'POST', offerPath(proposal.id), {
        token: coordinator.token,
        json: { amount: '90', message: '' },
        headers: key(),
      });
      expect(failed.status).toBe(500);
    } finally {
      await db().raw('drop trigger staff_actions_fail on staff_actions');
      await db().raw('drop function staff_actions_fail()');
    }
    expect(await offersOf(proposal.id)).toHaveLength(0);
    expect(await proposalStatus(proposal.id)).toBe('submitted');
    expect((await notificationsOf(server, client.user.id)).map((item) => item.kind)).not.toContain(
      'offer_made_by_staff',
    );
    const { offer } = await coordinator.api.staffMakeOffer({
      params: { id: proposal.id },
      body: { amount: '90', message: '' },
    });
    expect(offer.status).toBe('pending');
  });
});
