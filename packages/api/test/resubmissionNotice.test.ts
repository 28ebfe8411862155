import { notificationKindTexts, toCreateProfileRequest } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { clientFor, completeFormOf, createUser, lastMessageTo, signedInAs, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/**
 * Issue 19: those who review applications (an active user whose role holds
 * `admin.freelancers.approve`) are told when a rejected freelancer sends their application again,
 * in the app and by mail as each chose (the `proposals` category); a first submission tells no one.
 */
describe(`the reviewers are told of a resubmission on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;
  const noticesOf = (userId: number) =>
    db()('notifications')
      .where({ user_id: userId, kind: 'application_resubmitted' })
      .select<Array<{ payload: unknown }>>('payload');
  const payloadOf = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

  it('notifies every active reviewer in the app, mails those whose choice says so, and no one else', async () => {
    const mailed = await signedInAs(server, 'admin', { firstName: 'Wilhelmina', lastName: 'Quarrender' });
    const quiet = await signedInAs(server, 'admin', { firstName: 'Ottoline', lastName: 'Quarrender' });
    await quiet.api.updateNotificationPreferences({
      body: {
        categories: {
          proposals: { email: false, mode: 'immediate' },
          offers_contracts: { email: true, mode: 'immediate' },
          interviews: { email: true, mode: 'immediate' },
        },
        digest_timezone: 'UTC',
      },
    });
    const banned = await signedInAs(server, 'admin', { firstName: 'Bertram', lastName: 'Quarrender' });
    await db()('users').where({ id: banned.user.id }).update({ status: 'banned' });
    const coordinator = await signedInAs(server, 'coordinator');

    const user = await createUser(server, { role: 'freelancer' });
    const api = clientFor(server, await tokenFor(server, user));
    const form = await completeFormOf(server, user);
    const created = await api.createProfile({ body: toCreateProfileRequest(form) });
    // A first submission: no one is told.
    expect(await noticesOf(mailed.user.id)).toEqual([]);
    await mailed.api.rejectFreelancer({
      params: { id: created.profile_uuid },
      body: { reason: 'Incomplete application', comment: 'Add your certifications.' },
    });
    const person = clientFor(server, created.token);
    await person.reviseApplication();
    const before = await lastMessageTo(server, mailed.user.email);
    await person.createProfile({ body: toCreateProfileRequest({ ...form, current_job_title: 'Cloud Architect' }) });

    for (const reviewer of [mailed, quiet]) {
      const notices = await noticesOf(reviewer.user.id);
      expect(notices.map((notice) => payloadOf(notice.payload))).toEqual([{ profile_uuid: created.profile_uuid }]);
      const feed = await reviewer.api.notifications({ query: {} });
      expect(feed.records[0]).toMatchObject({
        kind: 'application_resubmitted',
        payload: { profile_uuid: created.profile_uuid },
      });
    }
    // The mail: to the one whose choice is email, not to the one who turned it off.
    const mail = await lastMessageTo(server, mailed.user.email);
    expect(mail?.id).not.toBe(before?.id);
    expect(JSON.stringify(mail)).toContain(notificationKindTexts.application_resubmitted);
    expect(JSON.stringify((await lastMessageTo(server, quiet.user.email)) ?? {})).not.toContain(
      notificationKindTexts.application_resubmitted,
    );
    // Not a reviewer: a banned admin, a coordinator (their role does not hold the permission).
    expect(await noticesOf(banned.user.id)).toEqual([]);
    expect(await noticesOf(coordinator.user.id)).toEqual([]);
  });
});
