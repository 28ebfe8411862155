import {
  API_PREFIX,
  defaultNotificationPreferences,
  endpoints,
  errorCodes,
  lastDigestTime,
  notificationCategoryLabels,
  notificationCategoryPreferenceSchema,
  notificationDigest,
  notificationKindTexts,
  notificationMailCategories,
  notificationMailCategoryOf,
  notificationPreferenceServerMessages as messages,
  productName,
  type NotificationCategoryPreference,
  type NotificationKind,
  type NotificationMailCategory,
  type NotificationPreferences,
  type ResponseOf,
  type UpdateNotificationPreferencesRequest,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { EmailMessage, Messenger } from '../../adapters/messaging.ts';
import { isKeyedDigestOf, keyedDigest } from '../../auth/randomTokens.ts';
import type { Auth } from '../../auth/sessions.ts';
import { AppError } from '../../http/errors.ts';
import {
  addDigestItem,
  deleteDigestItems,
  findPreferences,
  findRecipient,
  lockDigestItems,
  lockPreferences,
  notificationsByIds,
  usersWithWaitingItems,
  writePreferences,
} from './preferences.repository.ts';

/**
 * What a notification needs to leave by mail: the outbox (with its delivery job), where the mail's
 * links point (PUBLIC_URL, else the request's origin) and the key of its unsubscribe tokens.
 */
export interface NotificationMailer {
  messenger: Messenger;
  origin: string;
  digestKey: string;
}

/**
 * The app pages a notification mail links to: the list and the settings page (its Notifications
 * section). tests/contract/mailLinks.contract.test.ts checks they are routes the app serves.
 */
export const notificationMailPaths = {
  notifications: '/notifications',
  settings: '/settings',
} as const;

type Categories = Record<NotificationMailCategory, NotificationCategoryPreference>;
type Versions = Partial<Record<NotificationMailCategory, number>>;

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** The saved categories over the defaults: a category saved before it existed, or unreadable, takes its default. */
function categoriesOf(stored: unknown): Categories {
  const saved = (parsed(stored) ?? {}) as Record<string, unknown>;
  const result = { ...defaultNotificationPreferences };
  for (const category of notificationMailCategories) {
    const one = notificationCategoryPreferenceSchema.safeParse(saved[category]);
    if (one.success) result[category] = one.data;
  }
  return result;
}

function versionsOf(stored: unknown): Versions {
  const saved = (parsed(stored) ?? {}) as Record<string, unknown>;
  const result: Versions = {};
  for (const category of notificationMailCategories) {
    const value = saved[category];
    if (typeof value === 'number' && Number.isInteger(value)) result[category] = value;
  }
  return result;
}

const preferencesOf = (row: { categories: unknown; digest_timezone: string | null } | undefined) => ({
  categories: categoriesOf(row?.categories),
  digest_timezone: row?.digest_timezone ?? notificationDigest.defaultTimeZone,
});

/** `GET /notification_preferences`. */
export async function notificationPreferences(db: Knex, auth: Auth): Promise<ResponseOf<'notificationPreferences'>> {
  return { preferences: preferencesOf(await findPreferences(db, auth.user.id)) };
}

/**
 * Counts each category whose email switch turned (on to off, or off to on): links mailed before
 * then carry the old count and are refused.
 */
function nextVersions(before: Categories, after: Categories, versions: Versions): Versions {
  const next = { ...versions };
  for (const category of notificationMailCategories) {
    if (before[category].email !== after[category].email) next[category] = (versions[category] ?? 0) + 1;
  }
  return next;
}

/** `PUT /notification_preferences`: the whole set, in one locked row. */
export async function updateNotificationPreferences(
  db: Knex,
  auth: Auth,
  body: UpdateNotificationPreferencesRequest,
  now = new Date(),
): Promise<ResponseOf<'updateNotificationPreferences'>> {
  const preferences: NotificationPreferences = { categories: body.categories, digest_timezone: body.digest_timezone };
  await db.transaction(async (trx) => {
    const row = await lockPreferences(trx, auth.user.id, {
      categories: defaultNotificationPreferences,
      digest_timezone: body.digest_timezone,
    });
    const versions = nextVersions(categoriesOf(row.categories), body.categories, versionsOf(row.versions));
    await writePreferences(trx, auth.user.id, { ...preferences, versions }, now);
  });
  return { message: messages.saved, preferences };
}

// --- One-click unsubscribe ----------------------------------------------------------------------

const categoryCodes: Record<NotificationMailCategory, string> = {
  proposals: 'p',
  offers_contracts: 'o',
  interviews: 'i',
};
const categoryByCode = new Map(notificationMailCategories.map((category) => [categoryCodes[category], category]));

const unsubscribeSubject = (userId: number, category: NotificationMailCategory, version: number) =>
  `notification-unsubscribe:${String(userId)}:${category}:${String(version)}`;

/**
 * The token of a mail's unsubscribe link: the user, the category, that category's switch count
 * when the mail was written, and an HMAC of the three under the digest key. It turns that one
 * category's email off once; after that (or after the user turns the category back on) the count
 * has moved and the token is refused.
 */
export function notificationUnsubscribeToken(
  digestKey: string,
  userId: number,
  category: NotificationMailCategory,
  version: number,
): string {
  return [
    String(userId),
    categoryCodes[category],
    String(version),
    keyedDigest(digestKey, unsubscribeSubject(userId, category, version)),
  ].join('.');
}

export const notificationUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}${API_PREFIX}${endpoints.unsubscribeNotificationEmail.path}?token=${encodeURIComponent(token)}`;

const invalidLink = () => new AppError(404, errorCodes.notFound, messages.unsubscribeLinkInvalid);

/**
 * `POST /notification_preferences/unsubscribe?token=`: turns the token's category email off.
 * A forged or altered token, another user's id in it, a used one, or one from before the category
 * was turned back on: the same 404.
 */
export async function unsubscribeNotificationEmail(
  db: Knex,
  digestKey: string,
  token: string,
  now = new Date(),
): Promise<ResponseOf<'unsubscribeNotificationEmail'>> {
  const match = /^(\d{1,15})\.([a-z])\.(\d{1,9})\.([0-9a-f]{64})$/.exec(token);
  const category = match?.[2] ? categoryByCode.get(match[2]) : undefined;
  if (!match?.[1] || !match[3] || !match[4] || !category) throw invalidLink();
  const userId = Number(match[1]);
  const version = Number(match[3]);
  if (!isKeyedDigestOf(digestKey, unsubscribeSubject(userId, category, version), match[4])) throw invalidLink();
  return db.transaction(async (trx) => {
    const user = await trx('users').where({ id: userId }).first<{ id: number } | undefined>('id');
    if (!user) throw invalidLink();
    const row = await lockPreferences(trx, userId, {
      categories: defaultNotificationPreferences,
      digest_timezone: notificationDigest.defaultTimeZone,
    });
    const categories = categoriesOf(row.categories);
    const versions = versionsOf(row.versions);
    if ((versions[category] ?? 0) !== version || !categories[category].email) throw invalidLink();
    const after = { ...categories, [category]: { ...categories[category], email: false } };
    await writePreferences(
      trx,
      userId,
      {
        categories: after,
        digest_timezone: row.digest_timezone,
        versions: nextVersions(categories, after, versions),
      },
      now,
    );
    return { message: messages.unsubscribed(notificationCategoryLabels[category].name) };
  });
}

// --- Mail at once, or kept for the digest -------------------------------------------------------

/**
 * The mail's end: where to change these emails. The one-click unsubscribe is the List-Unsubscribe
 * header (the mail program's Unsubscribe); the body links to the settings page, which needs the
 * user signed in.
 */
function footer(origin: string, categories: NotificationMailCategory[]): string[] {
  const names = categories.map((category) => `“${notificationCategoryLabels[category].name}”`).join(', ');
  return [
    `To stop ${names} emails, or get them in a daily digest: ${origin}${notificationMailPaths.settings}`,
    "(or use your mail program's Unsubscribe)",
    '',
    `The ${productName} team`,
  ];
}

export function immediateNotificationMail(input: {
  to: string;
  firstName: string;
  kind: NotificationKind;
  category: NotificationMailCategory;
  origin: string;
  unsubscribeToken: string;
}): EmailMessage {
  const sentence = notificationKindTexts[input.kind];
  return {
    to: input.to,
    subject: sentence,
    actionPath: notificationMailPaths.notifications,
    listUnsubscribeUrl: notificationUnsubscribeUrl(input.origin, input.unsubscribeToken),
    body: [
      `Hi ${input.firstName},`,
      '',
      sentence,
      '',
      `See it on ${productName}: ${input.origin}${notificationMailPaths.notifications}`,
      '',
      ...footer(input.origin, [input.category]),
    ].join('\n'),
  };
}

/**
 * Called by `notify()` in the event's transaction, after the notification row: mails it now, keeps
 * it for the user's digest, or neither, as the user's preference for its category says. Kinds with
 * a mail of their own (calendar invitations, account changes) and users who are not active get none.
 */
export async function mailForNotification(
  trx: Knex.Transaction,
  mailer: NotificationMailer,
  event: { notificationId: number; userId: number; kind: NotificationKind; now: Date },
): Promise<void> {
  const category = notificationMailCategoryOf[event.kind];
  if (!category) return;
  const recipient = await findRecipient(trx, event.userId);
  if (!recipient || recipient.status !== 'active') return;
  const preference = categoriesOf(recipient.categories)[category];
  if (!preference.email) return;
  if (preference.mode === 'digest') {
    await addDigestItem(trx, {
      notificationId: event.notificationId,
      userId: event.userId,
      category,
      createdAt: event.now,
    });
    return;
  }
  const version = versionsOf(recipient.versions)[category] ?? 0;
  await mailer.messenger.email(
    trx,
    immediateNotificationMail({
      to: recipient.email,
      firstName: recipient.first_name,
      kind: event.kind,
      category,
      origin: mailer.origin,
      unsubscribeToken: notificationUnsubscribeToken(mailer.digestKey, event.userId, category, version),
    }),
  );
}

// --- The daily digest ---------------------------------------------------------------------------

const timeFormatter = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });

export function digestNotificationMail(input: {
  to: string;
  firstName: string;
  origin: string;
  zone: string;
  events: ReadonlyArray<{ kind: NotificationKind; created_at: Date }>;
  tokens: Array<{ category: NotificationMailCategory; token: string }>;
}): EmailMessage {
  const total = input.events.length;
  const listed = input.events.slice(0, notificationDigest.listed);
  const more = total - listed.length;
  const format = timeFormatter(input.zone);
  const list = `${input.origin}${notificationMailPaths.notifications}`;
  const first = input.tokens[0];
  return {
    to: input.to,
    subject: total === 1 ? 'Your daily digest: 1 notification' : `Your daily digest: ${String(total)} notifications`,
    actionPath: notificationMailPaths.notifications,
    // One header per mail: it turns off the first category listed (the body links to all of them in Settings).
    ...(first ? { listUnsubscribeUrl: notificationUnsubscribeUrl(input.origin, first.token) } : {}),
    body: [
      `Hi ${input.firstName},`,
      '',
      total === 1
        ? 'This happened since your last digest:'
        : `These ${String(total)} things happened since your last digest:`,
      '',
      ...listed.map((event) => `- ${format.format(event.created_at)}: ${notificationKindTexts[event.kind]}`),
      ...(more > 0 ? ['', `and ${String(more)} more.`] : []),
      '',
      `See them on ${productName}: ${list}`,
      '',
      ...footer(
        input.origin,
        input.tokens.map((entry) => entry.category),
      ),
    ].join('\n'),
  };
}

/**
 * Sends the digests that are due at `now`: a user's is due when their oldest waiting event is
 * before their latest 08:00. Up to `batch` users in one transaction: each one's waiting events up
 * to that 08:00 are locked (SKIP LOCKED: another run's are its own), the unread ones of categories
 * still mailed are listed in ONE mail through the outbox, and every locked event is deleted from
 * the waiting list in the same transaction. So an event is in exactly one digest however often the
 * job runs, and a run killed mid-batch sends nothing and leaves the events for the next.
 */
export async function sendDueNotificationDigests(
  db: Knex,
  mailer: NotificationMailer,
  { now, batch = notificationDigest.batch }: { now: Date; batch?: number },
): Promise<{ due: number; taken: number; mailed: number }> {
  const waiting = await usersWithWaitingItems(db);
  const due = waiting
    .map((row) => {
      const zone = row.digest_timezone ?? notificationDigest.defaultTimeZone;
      return { userId: Number(row.user_id), zone, until: lastDigestTime(now, zone), oldest: new Date(row.oldest) };
    })
    .filter((row) => row.oldest.getTime() <= row.until.getTime())
    .slice(0, batch);
  if (due.length === 0) return { due: 0, taken: 0, mailed: 0 };
  return db.transaction(async (trx) => {
    let mailed = 0;
    let taken = 0;
    for (const user of due) {
      const items = await lockDigestItems(trx, user.userId, user.until);
      if (items.length === 0) continue;
      taken += 1;
      const ids = items.map((item) => Number(item.notification_id));
      await deleteDigestItems(trx, ids);
      const recipient = await findRecipient(trx, user.userId);
      if (!recipient || recipient.status !== 'active') continue;
      const categories = categoriesOf(recipient.categories);
      const mailedIds = new Set(
        items.filter((item) => categories[item.category].email).map((item) => Number(item.notification_id)),
      );
      // Read in the app before the digest: left out (the user has seen it).
      const events = (await notificationsByIds(trx, [...mailedIds])).filter((row) => row.read_at === null);
      if (events.length === 0) continue;
      const versions = versionsOf(recipient.versions);
      const inDigest = new Set(events.map((row) => notificationMailCategoryOf[row.kind]));
      const tokens = notificationMailCategories
        .filter((category) => inDigest.has(category))
        .map((category) => ({
          category,
          token: notificationUnsubscribeToken(mailer.digestKey, user.userId, category, versions[category] ?? 0),
        }));
      await mailer.messenger.email(
        trx,
        digestNotificationMail({
          to: recipient.email,
          firstName: recipient.first_name,
          origin: mailer.origin,
          zone: recipient.digest_timezone ?? notificationDigest.defaultTimeZone,
          events: events.map((row) => ({ kind: row.kind, created_at: new Date(row.created_at) })),
          tokens,
        }),
      );
      mailed += 1;
    }
    return { due: due.length, taken, mailed };
  });
}
