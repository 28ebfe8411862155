import { accountStatusMail, adminServerMessages, rejectionMail, serverMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { notificationsOf, warmPool } from './proposals.support.ts';
import {
  clientFor,
  createUser,
  failureOf,
  lastMessageTo,
  rawCall,
  signedInAs,
  solveCaptcha,
  submittedApplicant,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** Issue 19's rest: rejecting an application with a reason, reactivating a deactivated account. */
describe(`an admin rejects applications and reactivates accounts on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const errorOf = (answer: { body?: Record<string, unknown> }) =>
    answer.body?.error as { message: string; fields?: Record<string, string> } | undefined;
  const profileOf = async (uuid: string) =>
    db()('freelancer_profiles')
      .where({ uuid })
      .first<{ status: string; rejection_reason: string | null; rejection_comment: string | null }>(
        'status',
        'rejection_reason',
        'rejection_comment',
      );
  const reject = (token: string, uuid: string, json: unknown) =>
    rawCall(server, 'POST', `/admins/reject_freelancer/${uuid}`, { token, json });

  it('rejects a submitted application with its reason: stored, the freelancer told and mailed why, shown on /app-process', async () => {
    const admin = await signedInAs(server, 'admin');
    const applicant = await submittedApplicant(server);
    const answer = await admin.api.rejectFreelancer({
      params: { id: applicant.profileUuid },
      body: { reason: 'Other', comment: '  We need a longer work history on Salesforce.  ' },
    });
    expect(answer).toMatchObject({
      message: adminServerMessages.rejected,
      freelancer: {
        uuid: applicant.profileUuid,
        status: 'rejected',
        rejection: { reason: 'Other', comment: 'We need a longer work history on Salesforce.' },
      },
    });
    expect(await profileOf(applicant.profileUuid)).toEqual({
      status: 'rejected',
      rejection_reason: 'Other',
      rejection_comment: 'We need a longer work history on Salesforce.',
    });
    expect(await notificationsOf(server, applicant.user.id)).toEqual([
      { kind: 'profile_rejected', payload: { profile_uuid: applicant.profileUuid } },
    ]);
    const mail = await lastMessageTo(server, applicant.user.email);
    expect(mail?.subject).toBe(rejectionMail.subject);
    expect(mail?.body).toContain('Reason: Other');
    expect(mail?.body).toContain('Comment: We need a longer work history on Salesforce.');
    expect(mail?.action_path).toBe('/app-process');

    // The freelancer's /app-process reads the decision and why.
    const status = await applicant.api.applicationStatus();
    expect(status.profile).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'Other', comment: 'We need a longer work history on Salesforce.' },
    });
    // The admin's review shows it too.
    const review = await admin.api.freelancerDetails({ params: { id: applicant.profileUuid } });
    expect(review.review?.rejection).toMatchObject({ reason: 'Other' });

    // Rejected once: a second rejection and an approval are both 409 with why.
    const twice = await reject(admin.token, applicant.profileUuid, { reason: 'Incomplete application' });
    expect([twice.status, errorOf(twice)?.message]).toEqual([409, adminServerMessages.alreadyRejected]);
    const approve = await failureOf(admin.api.approveFreelancerByPost({ params: { id: applicant.profileUuid } }));
    expect([approve.status, approve.message]).toEqual([409, adminServerMessages.alreadyRejected]);
    expect(await notificationsOf(server, applicant.user.id)).toHaveLength(1);
  });

  it('refuses an approved or draft application (409), an unknown or malformed id, other roles and the anonymous', async () => {
    const admin = await signedInAs(server, 'admin');
    const applicant = await submittedApplicant(server);
    const path = `/admins/reject_freelancer/${applicant.profileUuid}`;
    const body = { reason: 'Coding test not passed' };
    for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as const) {
      const other = await signedInAs(server, role);
      expect((await rawCall(server, 'POST', path, { token: other.token, json: body })).status).toBe(403);
    }
    // The applicant cannot reject (or approve) their own application either.
    expect((await rawCall(server, 'POST', path, { token: applicant.token, json: body })).status).toBe(403);
    expect((await rawCall(server, 'POST', path, { json: body })).status).toBe(401);
    expect((await rawCall(server, 'GET', path, { token: admin.token })).status).toBe(405);

    const unknown = await reject(admin.token, '9f9f9f9f-2b3c-4d5e-8f90-000000000999', body);
    expect([unknown.status, errorOf(unknown)?.message]).toEqual([404, adminServerMessages.freelancerNotFound]);
    for (const id of ['42', 'not-a-uuid', `${applicant.profileUuid}x`]) {
      expect((await reject(admin.token, id, body)).status).toBe(422);
    }
    expect(await profileOf(applicant.profileUuid)).toMatchObject({ status: 'submitted' });

    await db()('freelancer_profiles').where({ uuid: applicant.profileUuid }).update({ status: 'draft' });
    const draft = await reject(admin.token, applicant.profileUuid, body);
    expect([draft.status, errorOf(draft)?.message]).toEqual([409, adminServerMessages.notSubmitted]);
    await db()('freelancer_profiles').where({ uuid: applicant.profileUuid }).update({ status: 'approved' });
    const approved = await reject(admin.token, applicant.profileUuid, body);
    expect([approved.status, errorOf(approved)?.message]).toEqual([409, adminServerMessages.approvedCannotReject]);
    expect(await profileOf(applicant.profileUuid)).toMatchObject({ status: 'approved', rejection_reason: null });
    expect(await notificationsOf(server, applicant.user.id)).toEqual([]);
  });

  it('answers malformed and oversize reasons with 422 and why, writing nothing', async () => {
    const admin = await signedInAs(server, 'admin');
    const applicant = await submittedApplicant(server);
    const cases: Array<[unknown, string, string]> = [
      [{}, 'reason', adminServerMessages.rejectReasonRequired],
      [{ reason: 'Because' }, 'reason', adminServerMessages.rejectReasonRequired],
      [{ reason: 'Other' }, 'comment', adminServerMessages.rejectCommentRequired],
      [{ reason: 'Other', comment: '   ' }, 'comment', adminServerMessages.rejectCommentRequired],
      [{ reason: 'Other', comment: 42 }, 'comment', adminServerMessages.rejectCommentRequired],
      [{ reason: 'Other', comment: 'x'.repeat(1_001) }, 'comment', adminServerMessages.rejectCommentTooLong],
    ];
    for (const [json, field, message] of cases) {
      const answer = await reject(admin.token, applicant.profileUuid, json);
      expect([answer.status, errorOf(answer)?.fields?.[field]], JSON.stringify(json)).toEqual([422, message]);
    }
    const notJson = await rawCall(server, 'POST', `/admins/reject_freelancer/${applicant.profileUuid}`, {
      token: admin.token,
      headers: { 'content-type': 'application/json' },
      body: '{"reason":',
    });
    expect(notJson.status).toBe(400);
    const huge = await reject(admin.token, applicant.profileUuid, { reason: 'Other', comment: 'x'.repeat(2_000_000) });
    expect([400, 413, 422]).toContain(huge.status);
    expect(await profileOf(applicant.profileUuid)).toMatchObject({ status: 'submitted', rejection_reason: null });
  });

  it('serialises an approval and a rejection at once: exactly one wins, the other is 409', async () => {
    const [first, second] = [await signedInAs(server, 'admin'), await signedInAs(server, 'admin')];
    const applicant = await submittedApplicant(server);
    await warmPool(() => db()('freelancer_profiles').where({ uuid: applicant.profileUuid }).first('id'));
    const answers = await Promise.allSettled([
      first.api.approveFreelancerByPost({ params: { id: applicant.profileUuid } }),
      second.api.rejectFreelancer({
        params: { id: applicant.profileUuid },
        body: { reason: 'Incomplete application' },
      }),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    const lost = answers.find((answer) => answer.status === 'rejected');
    expect((lost?.reason as { status?: number } | undefined)?.status).toBe(409);
    const profile = await profileOf(applicant.profileUuid);
    expect(['approved', 'rejected']).toContain(profile.status);
    expect(profile.rejection_reason === null).toBe(profile.status === 'approved');
    expect(await notificationsOf(server, applicant.user.id)).toHaveLength(1);
  });

  it('reactivates a deactivated account: recorded, told and mailed, and its owner can sign in again', async () => {
    const admin = await signedInAs(server, 'admin');
    const user = await createUser(server, { role: 'project_manager' });
    const logIn = async () =>
      clientFor(server).login({
        body: { email: user.email, password: user.password, captcha_token: await solveCaptcha(server) },
      });
    await admin.api.deactivateUserByPost({ body: { id: user.id } });
    const refused = await failureOf(logIn());
    expect([refused.status, refused.message]).toEqual([401, serverMessages.invalidCredentials]);

    const answer = await admin.api.reactivateUser({ body: { id: user.id } });
    expect(answer).toEqual({ message: adminServerMessages.reactivated, user: { id: user.id, status: 'active' } });
    expect(await db()('users').where({ id: user.id }).first<{ status: string }>('status')).toEqual({
      status: 'active',
    });
    expect(
      await db()('security_events')
        .where({ user_id: user.id })
        .whereIn('kind', ['deactivated', 'reactivated'])
        .orderBy('id')
        .select('kind', 'detail'),
    ).toEqual([
      { kind: 'deactivated', detail: { by_admin: admin.user.id, sessions_revoked: 0 } },
      { kind: 'reactivated', detail: { by_admin: admin.user.id, sessions_revoked: 0 } },
    ]);
    expect((await notificationsOf(server, user.id)).map((row) => row.kind)).toEqual([
      'account_deactivated',
      'account_reactivated',
    ]);
    const mail = await lastMessageTo(server, user.email);
    expect(mail?.subject).toBe(accountStatusMail.reactivated.subject);
    expect(mail?.action_path).toBe('/login_page');

    const signedIn = await logIn();
    expect(signedIn.user.email).toBe(user.email);
    expect((await clientFor(server, signedIn.token).sessions()).sessions).toHaveLength(1);

    // Only a deactivated account: an active or banned one is 409, the change not made.
    const twice = await failureOf(admin.api.reactivateUser({ body: { id: user.id } }));
    expect([twice.status, twice.message]).toEqual([409, adminServerMessages.notDeactivated]);
    await admin.api.banUserByPost({ params: { id: user.id }, body: { account_approved: false } });
    const banned = await failureOf(admin.api.reactivateUser({ body: { id: user.id } }));
    expect([banned.status, banned.message]).toEqual([409, adminServerMessages.notDeactivated]);
    expect(await db()('users').where({ id: user.id }).first<{ status: string }>('status')).toEqual({
      status: 'banned',
    });
  });

  it('refuses reactivation to other roles and the anonymous, of an admin, and for unknown or malformed ids', async () => {
    const admin = await signedInAs(server, 'admin');
    const target = await createUser(server, { role: 'freelancer' });
    await db()('users').where({ id: target.id }).update({ status: 'deactivated' });
    const path = '/admins/reactivate_user';
    for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as const) {
      const other = await signedInAs(server, role);
      expect((await rawCall(server, 'POST', path, { token: other.token, json: { id: target.id } })).status).toBe(403);
    }
    expect((await rawCall(server, 'POST', path, { json: { id: target.id } })).status).toBe(401);
    const otherAdmin = await createUser(server, { role: 'admin' });
    await db()('users').where({ id: otherAdmin.id }).update({ status: 'deactivated' });
    const staff = await rawCall(server, 'POST', path, { token: admin.token, json: { id: otherAdmin.id } });
    expect([staff.status, errorOf(staff)?.message]).toEqual([403, adminServerMessages.staffProtected]);
    const unknown = await rawCall(server, 'POST', path, { token: admin.token, json: { id: 2 ** 40 } });
    expect([unknown.status, errorOf(unknown)?.message]).toEqual([404, adminServerMessages.userNotFound]);
    for (const json of [{}, { id: 'abc' }, { id: -1 }, { id: 1.5 }, { id: 2 ** 60 }, { id: 'x'.repeat(100_000) }]) {
      const answer = await rawCall(server, 'POST', path, { token: admin.token, json });
      expect(answer.status, JSON.stringify(json).slice(0, 40)).toBe(422);
    }
    expect(await db()('users').where({ id: target.id }).first<{ status: string }>('status')).toEqual({
      status: 'deactivated',
    });
  });
});
