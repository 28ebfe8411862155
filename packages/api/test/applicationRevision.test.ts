import {
  adminServerMessages,
  applicationRejectionNext,
  applicationRevisionLimits,
  applicationRevisionMessages,
  serverMessages,
  toCreateProfileRequest,
  type ApplicationForm,
} from '@cloudexperts/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { warmPool } from './proposals.support.ts';
import {
  clientFor,
  completeFormOf,
  createUser,
  failureOf,
  lastMessageTo,
  rawCall,
  signedInAs,
  tokenFor,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/**
 * Issue 19: a rejected freelancer reopens their application (the wizard's draft, with their
 * answers), revises it and submits it again; the profile goes back to review with the rejection
 * kept as history, at most `applicationRevisionLimits.maxResubmissions` times.
 */
describe(`a rejected freelancer revises and resubmits on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const errorOf = (answer: { body?: Record<string, unknown> }) =>
    answer.body?.error as { message: string; fields?: Record<string, string> } | undefined;
  const revise = (token: string | undefined, options: { json?: unknown } = {}) =>
    rawCall(server, 'POST', '/profiles/application/revision', { token, ...options });
  const profileOf = async (uuid: string) =>
    db()('freelancer_profiles')
      .where({ uuid })
      .first<{ id: number; status: string; current_job_title: string; rejection_reason: string | null }>(
        'id',
        'status',
        'current_job_title',
        'rejection_reason',
      );
  const historyOf = async (uuid: string) =>
    db()('application_rejections as h')
      .join('freelancer_profiles as p', 'p.id', 'h.profile_id')
      .where('p.uuid', uuid)
      .orderBy('h.id')
      .select<Array<{ reason: string; comment: string | null }>>('h.reason', 'h.comment');

  /**
   * An applicant who went through the wizard (the draft saved, then submitted), as the site does;
   * with `draft: false`, one who submitted without ever saving a draft (an API client).
   */
  async function applicant({ draft = true } = {}) {
    const user = await createUser(server, { role: 'freelancer' });
    const api = clientFor(server, await tokenFor(server, user));
    const form = await completeFormOf(server, user);
    if (draft) await api.saveApplication({ body: { current_step: 6, form } });
    const created = await api.createProfile({ body: toCreateProfileRequest(form) });
    return {
      user,
      form,
      token: created.token,
      api: clientFor(server, created.token),
      profileUuid: created.profile_uuid,
    };
  }

  let admin: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    admin = await signedInAs(server, 'admin');
  });
  const rejectAs = (uuid: string, reason: 'Incomplete application' | 'Other', comment?: string) =>
    admin.api.rejectFreelancer({ params: { id: uuid }, body: { reason, comment } });

  it('reopens the rejected application with its answers, takes the revision and sends it back to review with the rejection as history', async () => {
    const person = await applicant();
    await rejectAs(person.profileUuid, 'Incomplete application', 'Add your certifications.');
    expect((await person.api.applicationStatus()).revision).toEqual({
      open: false,
      resubmissions_left: applicationRevisionLimits.maxResubmissions,
    });
    // Before reopening, the wizard still says submitted and refuses drafts.
    expect((await person.api.getApplication()).application.status).toBe('submitted');
    expect((await failureOf(person.api.saveApplication({ body: { current_step: 1, form: person.form } }))).status).toBe(
      409,
    );

    const reopened = await person.api.reviseApplication();
    expect(reopened.application).toMatchObject({ status: 'draft', current_step: 1 });
    expect(reopened.application.form).toEqual(person.form);
    // A retry (another tab) answers the same draft.
    expect((await person.api.reviseApplication()).application.status).toBe('draft');
    expect((await person.api.getApplication()).application).toMatchObject({ status: 'draft', form: person.form });
    const status = await person.api.applicationStatus();
    expect(status.profile.status).toBe('rejected');
    expect(status.revision).toEqual({ open: true, resubmissions_left: applicationRevisionLimits.maxResubmissions });

    const revised: ApplicationForm = { ...person.form, current_job_title: 'Google Cloud Architect' };
    await person.api.saveApplication({ body: { current_step: 6, form: revised } });
    const answer = await person.api.createProfile({ body: toCreateProfileRequest(revised) });
    expect(answer).toMatchObject({ message: serverMessages.applicationSubmitted, profile_uuid: person.profileUuid });
    expect(await profileOf(person.profileUuid)).toMatchObject({
      status: 'submitted',
      current_job_title: 'Google Cloud Architect',
      rejection_reason: null,
    });
    expect(await historyOf(person.profileUuid)).toEqual([
      { reason: 'Incomplete application', comment: 'Add your certifications.' },
    ]);
    const after = await clientFor(server, answer.token).applicationStatus();
    expect(after.profile).toMatchObject({ status: 'submitted', rejection: null });
    expect(after.revision).toEqual({ open: false, resubmissions_left: applicationRevisionLimits.maxResubmissions - 1 });
    expect((await person.api.getApplication()).application.status).toBe('submitted');

    // The admin's queue has it again, and the review shows the earlier rejection.
    const queue = await admin.api.freelancerIndex({ query: { status: 'submitted', search: person.user.email } });
    expect(queue.records.map((row) => row.uuid)).toEqual([person.profileUuid]);
    const review = await admin.api.freelancerDetails({ params: { id: person.profileUuid } });
    expect(review.review?.rejection).toBeNull();
    expect(review.review?.previous_rejections).toMatchObject([
      { reason: 'Incomplete application', comment: 'Add your certifications.' },
    ]);
    expect(review.review?.previous_rejections[0]?.resubmitted_at).toEqual(expect.any(String));
    // The next decision is a new one: approve works.
    await admin.api.approveFreelancerByPost({ params: { id: person.profileUuid } });
    expect(await profileOf(person.profileUuid)).toMatchObject({ status: 'approved' });
  });

  it('reopens with the answers as submitted when the wizard never saved a draft (an API client)', async () => {
    const person = await applicant({ draft: false });
    await rejectAs(person.profileUuid, 'Other', 'Say more about your AWS work.');
    expect((await person.api.reviseApplication()).application.form).toEqual(person.form);
  });

  it(`stops after ${applicationRevisionLimits.maxResubmissions} resubmissions with the rule's message`, async () => {
    const person = await applicant();
    for (let round = 1; round <= applicationRevisionLimits.maxResubmissions; round += 1) {
      await rejectAs(person.profileUuid, 'Other', `Round ${round}`);
      await person.api.reviseApplication();
      await person.api.createProfile({ body: toCreateProfileRequest(person.form) });
    }
    await rejectAs(person.profileUuid, 'Incomplete application');
    expect((await person.api.applicationStatus()).revision).toEqual({ open: false, resubmissions_left: 0 });
    // The last mail says the rule, not the way back.
    const mail = await lastMessageTo(server, person.user.email);
    expect(mail?.body).toContain(applicationRevisionMessages.limitReached);
    expect(mail?.body).not.toContain(applicationRejectionNext);
    const refused = await revise(person.token);
    expect([refused.status, errorOf(refused)?.message]).toEqual([409, applicationRevisionMessages.limitReached]);
    expect((await person.api.getApplication()).application.status).toBe('submitted');
    expect(await profileOf(person.profileUuid)).toMatchObject({ status: 'rejected' });
    expect((await historyOf(person.profileUuid)).map((row) => row.comment)).toEqual(['Round 1', 'Round 2']);
    const review = await admin.api.freelancerDetails({ params: { id: person.profileUuid } });
    expect(review.review?.previous_rejections.map((row) => row.comment)).toEqual(['Round 2', 'Round 1']);
  });

  it('refuses a revision of an application that is not rejected (409), before any (404), and as anyone but a freelancer', async () => {
    const person = await applicant();
    const pending = await revise(person.token);
    expect([pending.status, errorOf(pending)?.message]).toEqual([409, applicationRevisionMessages.notRejected]);
    await admin.api.approveFreelancerByPost({ params: { id: person.profileUuid } });
    const approved = await revise(person.token);
    expect([approved.status, errorOf(approved)?.message]).toEqual([409, applicationRevisionMessages.notRejected]);
    expect((await person.api.getApplication()).application.status).toBe('submitted');

    const newcomer = await signedInAs(server, 'freelancer');
    const none = await revise(newcomer.token);
    expect([none.status, errorOf(none)?.message]).toEqual([404, serverMessages.applicationNotSubmitted]);

    expect((await revise(undefined)).status).toBe(401);
    for (const role of ['project_manager', 'admin', 'coordinator', 'support'] as const) {
      expect((await revise((await signedInAs(server, role)).token)).status, role).toBe(403);
    }
    expect((await rawCall(server, 'GET', '/profiles/application/revision', { token: person.token })).status).toBe(405);
  });

  it("touches only the caller's own application: another freelancer cannot reopen, save over or resubmit it", async () => {
    const victim = await applicant();
    await rejectAs(victim.profileUuid, 'Incomplete application');
    const other = await applicant();
    // The call names no profile: another freelancer reopening acts on their own (pending) one.
    const attempt = await revise(other.token);
    expect([attempt.status, errorOf(attempt)?.message]).toEqual([409, applicationRevisionMessages.notRejected]);
    expect((await victim.api.applicationStatus()).revision.open).toBe(false);
    // Ids in the body are not read (there is no body); the victim's answers cannot be named either.
    const withBody = await revise(other.token, { json: { id: victim.profileUuid, user_id: victim.user.id } });
    expect(withBody.status).toBe(409);
    // After the victim reopens, the other's draft save and submit still write to their own rows only.
    await victim.api.reviseApplication();
    expect((await failureOf(other.api.saveApplication({ body: { current_step: 1, form: victim.form } }))).status).toBe(
      409,
    );
    expect(
      (await failureOf(other.api.createProfile({ body: toCreateProfileRequest(victim.form) }))).status,
    ).toBeGreaterThanOrEqual(409);
    expect(await profileOf(victim.profileUuid)).toMatchObject({ status: 'rejected' });
  });

  it('answers a malformed revised application with 422 and why, leaving the profile rejected and the draft open', async () => {
    const person = await applicant();
    await rejectAs(person.profileUuid, 'Incomplete application');
    await person.api.reviseApplication();
    const path = '/profiles';
    const bad = await rawCall(server, 'POST', path, {
      token: person.token,
      json: { ...toCreateProfileRequest(person.form), current_job_title: '', hourly_rate: 'lots' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorOf(bad)?.fields ?? {})).toEqual(
      expect.arrayContaining(['current_job_title', 'hourly_rate']),
    );
    const huge = await rawCall(server, 'POST', path, {
      token: person.token,
      json: { ...toCreateProfileRequest(person.form), about_me: 'x'.repeat(2_000_000) },
    });
    expect([400, 413, 422]).toContain(huge.status);
    const notJson = await rawCall(server, 'POST', path, {
      token: person.token,
      headers: { 'content-type': 'application/json' },
      body: '{"profile_type":',
    });
    expect(notJson.status).toBe(400);
    expect(await profileOf(person.profileUuid)).toMatchObject({ status: 'rejected' });
    expect(await historyOf(person.profileUuid)).toEqual([]);
    expect((await person.api.applicationStatus()).revision.open).toBe(true);
  });

  it('serialises two resubmits at once: one wins, the other is 409, one history row', async () => {
    const person = await applicant();
    await rejectAs(person.profileUuid, 'Incomplete application');
    await person.api.reviseApplication();
    await warmPool(() => db()('freelancer_profiles').where({ uuid: person.profileUuid }).first('id'));
    const body = toCreateProfileRequest(person.form);
    const answers = await Promise.allSettled([
      person.api.createProfile({ body }),
      person.api.createProfile({ body }),
      person.api.createProfile({ body }),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.status === 'rejected')) {
      expect((lost.reason as { status?: number }).status).toBe(409);
    }
    expect(await historyOf(person.profileUuid)).toHaveLength(1);
    expect(await profileOf(person.profileUuid)).toMatchObject({ status: 'submitted' });
  });

  it('serialises a reopen against a second rejection path: a reject of a reopened (still rejected) profile is 409', async () => {
    const person = await applicant();
    await rejectAs(person.profileUuid, 'Incomplete application');
    await person.api.reviseApplication();
    const again = await rawCall(server, 'POST', `/admins/reject_freelancer/${person.profileUuid}`, {
      token: admin.token,
      json: { reason: 'Incomplete application' },
    });
    expect([again.status, errorOf(again)?.message]).toEqual([409, adminServerMessages.alreadyRejected]);
  });
});
