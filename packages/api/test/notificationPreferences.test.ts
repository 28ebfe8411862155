import {
  defaultNotificationPreferences,
  notificationCategoryLabels,
  notificationKindTexts,
  notificationPreferenceServerMessages,
  type NotificationPreferences,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { createOutboxMessenger, type Messenger } from '../src/adapters/messaging.ts';
import { sendNotificationDigests } from '../src/delivery/housekeeping.ts';
import { notificationUnsubscribeToken } from '../src/modules/notifications/preferences.service.ts';
import { useTestServer } from './helpers.ts';
import { jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';
const DAY = 86_400_000;

describe(`notification mail preferences on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const mailer = (messenger: Messenger = createOutboxMessenger()) => ({
    messenger,
    origin: server.origin,
    digestKey: server.secrets.digestKey,
  });
  /** Two days on: every waiting event is before its user's last 08:00, whatever the zone. */
  const later = () => new Date(Date.now() + 2 * DAY);

  const mailsTo = (email: string) =>
    db()('outbox')
      .where({ recipient: email, channel: 'email' })
      .orderBy('id')
      .select<
        Array<{ subject: string; body: string; action_path: string | null; list_unsubscribe_url: string | null }>
      >('subject', 'body', 'action_path', 'list_unsubscribe_url');

  type Freelancer = Awaited<ReturnType<typeof signedInExpert>>;
  /** A new manager's job, and an invitation to it for the freelancer: their `invitation_received`. */
  async function invite(freelancer: Freelancer): Promise<void> {
    const owner = await signedInAs(server, 'project_manager');
    const { jobId } = await jobWithQuestions(server, owner.user.id);
    await owner.api.sendInvitation({
      body: { job_id: jobId, recipient_id: freelancer.profileUuid, message: 'Would you look at our EKS move?' },
    });
  }

  const prefs = (changes: Partial<NotificationPreferences['categories']> = {}, zone = 'UTC') => ({
    categories: { ...defaultNotificationPreferences, ...changes },
    digest_timezone: zone,
  });

  it('answers the defaults until the user saves, then what they saved (their own only)', async () => {
    const freelancer = await signedInAs(server, 'freelancer');
    const manager = await signedInAs(server, 'project_manager');
    expect(await freelancer.api.notificationPreferences()).toEqual({
      preferences: { categories: defaultNotificationPreferences, digest_timezone: 'UTC' },
    });
    const wanted = prefs(
      { proposals: { email: true, mode: 'digest' }, interviews: { email: false, mode: 'immediate' } },
      'America/New_York',
    );
    const saved = await freelancer.api.updateNotificationPreferences({ body: wanted });
    expect(saved).toEqual({ message: notificationPreferenceServerMessages.saved, preferences: wanted });
    expect(await freelancer.api.notificationPreferences()).toEqual({ preferences: wanted });
    // Saving again replaces the whole set.
    const again = prefs({ offers_contracts: { email: false, mode: 'digest' } }, 'Europe/Berlin');
    await freelancer.api.updateNotificationPreferences({ body: again });
    expect(await freelancer.api.notificationPreferences()).toEqual({ preferences: again });
    // Another user's answer is untouched by it.
    expect((await manager.api.notificationPreferences()).preferences.categories).toEqual(
      defaultNotificationPreferences,
    );
    // Staff have notifications too, so they have preferences.
    const admin = await signedInAs(server, 'admin');
    expect((await admin.api.notificationPreferences()).preferences.digest_timezone).toBe('UTC');
  });

  it('refuses the anonymous (401) and malformed or oversize preferences (422), changing nothing', async () => {
    expect((await rawCall(server, 'GET', '/notification_preferences')).status).toBe(401);
    expect((await rawCall(server, 'PUT', '/notification_preferences', { json: prefs() })).status).toBe(401);
    const user = await signedInAs(server, 'project_manager');
    const put = (json: unknown) => rawCall(server, 'PUT', '/notification_preferences', { token: user.token, json });
    const missingOne = {
      offers_contracts: defaultNotificationPreferences.offers_contracts,
      interviews: defaultNotificationPreferences.interviews,
    };
    const bad: unknown[] = [
      {},
      { categories: missingOne, digest_timezone: 'UTC' },
      prefs({ proposals: { email: true, mode: 'weekly' as 'digest' } }),
      prefs({ proposals: { email: 'yes' as unknown as boolean, mode: 'digest' } }),
      prefs({}, 'Mars/Olympus_Mons'),
      prefs({}, 'A'.repeat(5000)),
      { ...prefs(), extra: 1 },
      {
        categories: { ...defaultNotificationPreferences, marketing: { email: true, mode: 'digest' } },
        digest_timezone: 'UTC',
      },
      [],
    ];
    for (const json of bad) {
      const answer = await put(json);
      expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(422);
    }
    const zone = await put(prefs({}, 'Nowhere/Nothing'));
    expect(JSON.stringify(zone.body)).toContain(notificationPreferenceServerMessages.timeZoneInvalid);
    const notJson = await rawCall(server, 'PUT', '/notification_preferences', {
      token: user.token,
      headers: { 'content-type': 'application/json' },
      body: '{"categories":',
    });
    expect(notJson.status).toBe(400);
    expect(await db()('notification_preferences').where({ user_id: user.user.id }).first()).toBeUndefined();
  });

  it('mails a notification at once when its category is on, and sends none when it is off', async () => {
    const freelancer = await signedInExpert(server, { firstName: 'Imma' });
    await invite(freelancer);
    const mails = await mailsTo(freelancer.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(notificationKindTexts.invitation_received);
    expect(mail?.body).toContain('Hi Imma,');
    expect(mail?.body).toContain(`${server.origin}/notifications`);
    expect(mail?.body).toContain(
      `“${notificationCategoryLabels.proposals.name}” emails, or get them in a daily digest: ${server.origin}/settings`,
    );
    expect(mail?.action_path).toBe('/notifications');
    expect(mail?.list_unsubscribe_url).toMatch(
      new RegExp(`^${server.origin}/api/v1/notification_preferences/unsubscribe\\?token=`),
    );
    // The manager who invited got no mail for it (the notification is the freelancer's).
    await freelancer.api.updateNotificationPreferences({
      body: prefs({ proposals: { email: false, mode: 'immediate' } }),
    });
    await invite(freelancer);
    expect(await mailsTo(freelancer.user.email)).toHaveLength(1);
    // The notification itself is still there: only its mail was off.
    expect(
      await db()('notifications').where({ user_id: freelancer.user.id, kind: 'invitation_received' }),
    ).toHaveLength(2);
  });

  it('collects digest events and sends them in ONE mail, once, however often the job runs', async () => {
    const freelancer = await signedInExpert(server, { firstName: 'Dagny' });
    await freelancer.api.updateNotificationPreferences({
      body: prefs({ proposals: { email: true, mode: 'digest' } }, 'Asia/Tokyo'),
    });
    // Nothing waiting: a run sends nothing.
    await sendNotificationDigests(db(), mailer(), later());
    expect(await mailsTo(freelancer.user.email)).toHaveLength(0);
    await invite(freelancer);
    await invite(freelancer);
    await invite(freelancer);
    expect(await mailsTo(freelancer.user.email)).toHaveLength(0);
    // Now is before the user's next 08:00 (their last one was before the events): nothing is due.
    await sendNotificationDigests(db(), mailer(), new Date());
    expect(await mailsTo(freelancer.user.email)).toHaveLength(0);
    expect(await db()('notification_digest_items').where({ user_id: freelancer.user.id })).toHaveLength(3);
    // Two runs at once and a third after: one mail.
    const when = later();
    await Promise.all([sendNotificationDigests(db(), mailer(), when), sendNotificationDigests(db(), mailer(), when)]);
    await sendNotificationDigests(db(), mailer(), when);
    const mails = await mailsTo(freelancer.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your daily digest: 3 notifications');
    expect(mails[0]?.body.split(notificationKindTexts.invitation_received)).toHaveLength(4);
    expect(mails[0]?.body).toContain(`“${notificationCategoryLabels.proposals.name}”`);
    expect(mails[0]?.list_unsubscribe_url).toContain('/notification_preferences/unsubscribe?token=');
    expect(await db()('notification_digest_items').where({ user_id: freelancer.user.id })).toHaveLength(0);
  });

  it('leaves read notifications out of the digest, and sends none when all were read', async () => {
    const freelancer = await signedInExpert(server);
    await freelancer.api.updateNotificationPreferences({ body: prefs({ proposals: { email: true, mode: 'digest' } }) });
    await invite(freelancer);
    await invite(freelancer);
    const [first] = (await freelancer.api.notifications()).records;
    await freelancer.api.updateNotification({ params: { id: first?.id ?? 0 }, body: { read: true } });
    await sendNotificationDigests(db(), mailer(), later());
    const mails = await mailsTo(freelancer.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your daily digest: 1 notification']);

    await invite(freelancer);
    await freelancer.api.markAllNotificationsRead();
    await sendNotificationDigests(db(), mailer(), later());
    expect(await mailsTo(freelancer.user.email)).toHaveLength(1);
    expect(await db()('notification_digest_items').where({ user_id: freelancer.user.id })).toHaveLength(0);
  });

  it('a digest run that dies mid-batch sends nothing and leaves every event for the next run', async () => {
    const one = await signedInExpert(server);
    const two = await signedInExpert(server);
    for (const user of [one, two]) {
      await user.api.updateNotificationPreferences({ body: prefs({ proposals: { email: true, mode: 'digest' } }) });
      await invite(user);
    }
    let written = 0;
    const dying: Messenger = {
      async email(trx, message) {
        if (written === 1) throw new Error('the worker was killed');
        written += 1;
        await createOutboxMessenger().email(trx, message);
      },
      sms: () => Promise.reject(new Error('no SMS here')),
    };
    await expect(sendNotificationDigests(db(), mailer(dying), later())).rejects.toThrow('killed');
    expect([...(await mailsTo(one.user.email)), ...(await mailsTo(two.user.email))]).toHaveLength(0);
    await sendNotificationDigests(db(), mailer(), later());
    expect(await mailsTo(one.user.email)).toHaveLength(1);
    expect(await mailsTo(two.user.email)).toHaveLength(1);
  });

  it("the mail's one-click unsubscribe turns that category off once; forged, foreign and used links are refused", async () => {
    const freelancer = await signedInExpert(server);
    const other = await signedInExpert(server);
    await invite(freelancer);
    const url = (await mailsTo(freelancer.user.email))[0]?.list_unsubscribe_url ?? '';
    const token = new URL(url).searchParams.get('token') ?? '';
    const post = (value: string) =>
      rawCall(server, 'POST', `/notification_preferences/unsubscribe?token=${encodeURIComponent(value)}`, {
        body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      });
    const [userId, code, version, mac] = token.split('.');
    const refused = [
      `${userId ?? ''}.${code ?? ''}.${version ?? ''}.${'0'.repeat(64)}`,
      `${String(other.user.id)}.${code ?? ''}.${version ?? ''}.${mac ?? ''}`,
      `${userId ?? ''}.o.${version ?? ''}.${mac ?? ''}`,
      `${userId ?? ''}.${code ?? ''}.7.${mac ?? ''}`,
      'not-a-token',
    ];
    for (const bad of refused) {
      const answer = await post(bad);
      expect(answer.status, bad).toBe(404);
      expect(JSON.stringify(answer.body)).toContain(notificationPreferenceServerMessages.unsubscribeLinkInvalid);
    }
    expect((await post('')).status).toBe(422);
    expect((await post('x'.repeat(500))).status).toBe(422);
    expect((await freelancer.api.notificationPreferences()).preferences.categories.proposals.email).toBe(true);

    const done = await post(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      message: notificationPreferenceServerMessages.unsubscribed(notificationCategoryLabels.proposals.name),
    });
    const after = (await freelancer.api.notificationPreferences()).preferences.categories;
    expect(after.proposals.email).toBe(false);
    expect(after.offers_contracts.email).toBe(true);
    await invite(freelancer);
    expect(await mailsTo(freelancer.user.email)).toHaveLength(1);
    // Used: refused. Turned back on: the old link still refused, a new mail's link works.
    expect((await post(token)).status).toBe(404);
    await freelancer.api.updateNotificationPreferences({ body: prefs() });
    expect((await post(token)).status).toBe(404);
    await invite(freelancer);
    const fresh = new URL((await mailsTo(freelancer.user.email))[1]?.list_unsubscribe_url ?? '').searchParams.get(
      'token',
    );
    expect(fresh).not.toBe(token);
    // A token signed with another key (a forgery with a guessed secret) is refused as well.
    const forged = notificationUnsubscribeToken('not-the-key', freelancer.user.id, 'proposals', 2);
    expect((await post(forged)).status).toBe(404);
    expect((await post(fresh ?? '')).status).toBe(200);
    // A GET (a link scanner) changes nothing.
    expect((await rawCall(server, 'GET', `/notification_preferences/unsubscribe?token=x`)).status).toBe(405);
  });

  it('keeps the mandatory mails: a calendar kind or an account change adds no preference mail', async () => {
    const freelancer = await signedInExpert(server);
    await freelancer.api.updateNotificationPreferences({
      body: prefs({
        proposals: { email: false, mode: 'immediate' },
        offers_contracts: { email: false, mode: 'immediate' },
        interviews: { email: false, mode: 'immediate' },
      }),
    });
    const { notify } = await import('../src/modules/notifications/notifications.repository.ts');
    await db().transaction((trx) =>
      notify(trx, mailer(), freelancer.user.id, 'interview_scheduled', { interview_id: 1 }, new Date()),
    );
    await db().transaction((trx) =>
      notify(trx, mailer(), freelancer.user.id, 'interview_accepted', { interview_id: 1 }, new Date()),
    );
    expect(await mailsTo(freelancer.user.email)).toHaveLength(0);
    const failure = await failureOf(
      freelancer.api.updateNotificationPreferences({
        body: { ...prefs(), digest_timezone: '' },
      }),
    );
    expect(failure.status).toBe(422);
  });
});
