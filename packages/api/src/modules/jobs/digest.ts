import {
  API_PREFIX,
  endpoints,
  errorCodes,
  jobSearchFiltersSchema,
  jobServerMessages,
  productName,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { EmailMessage, Messenger } from '../../adapters/messaging.ts';
import { isKeyedDigestOf, keyedDigest } from '../../auth/randomTokens.ts';
import { AppError } from '../../http/errors.ts';
import {
  jobsPublishedSince,
  lockDueDigests,
  markDigestChecked,
  savedFilterOwner,
  stopDigest,
  type DueDigestRow,
} from './jobs.repository.ts';
import { earliestToday } from './jobs.service.ts';

/**
 * The saved filters' daily digest (ours: the spec keeps saved filters, issue 14 asks for the
 * digest): once a day, a filter with `daily_digest` mails its owner the jobs posted since the last
 * check that match it. Sent by the housekeeping worker (delivery/housekeeping.ts) every hour for the
 * filters that are due.
 */
export const savedFilterDigest = {
  /** A filter is due this long after its last check. */
  intervalHours: 24,
  /** The jobs a mail lists by name; the rest are counted, behind a link to the search. */
  listedJobs: 10,
  /** Filters taken per transaction. */
  batch: 100,
} as const;

/**
 * The app routes a digest links to (spec document 2, section 2): the freelancer's job search and a
 * job's page. tests/contract/mailLinks.contract.test.ts checks they are routes the app serves.
 */
export const digestPaths = {
  findWork: '/find-work',
  job: (id: number) => `/job-details/${String(id)}`,
  /** The app's page that stops the digest with a button (the body's link; ours). */
  unsubscribePage: '/saved-search-digest/unsubscribe',
} as const;

/** What an unsubscribe token signs: the filter and its owner. */
const unsubscribeSubject = (filterId: number, userId: number) =>
  `digest-unsubscribe:${String(filterId)}:${String(userId)}`;

/**
 * The one-click unsubscribe token of a filter's digest (RFC 8058, the mail's List-Unsubscribe): the
 * filter's id and an HMAC of the id and its owner under the digest key. It never expires (a mail
 * read a month later still unsubscribes) and does only one thing: turn that filter's digest off.
 */
export function digestUnsubscribeToken(digestKey: string, filterId: number, userId: number): string {
  return `${String(filterId)}.${keyedDigest(digestKey, unsubscribeSubject(filterId, userId))}`;
}

/** The API address the mail program posts to (the endpoint table's path, with the token). */
export const digestUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}${API_PREFIX}${endpoints.unsubscribeDigest.path}?token=${encodeURIComponent(token)}`;

const invalidLink = () => new AppError(404, errorCodes.notFound, jobServerMessages.digestLinkInvalid);

/**
 * `POST /job_filters/unsubscribe?token=`: turns the filter's digest off when the token is its own.
 * A forged, altered or foreign token, or one whose filter was deleted, gets the same 404. Repeating
 * it is harmless (mail programs retry).
 */
export async function unsubscribeDigest(
  db: Knex,
  digestKey: string,
  token: string,
): Promise<ResponseOf<'unsubscribeDigest'>> {
  const parsed = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(token);
  if (!parsed?.[1] || !parsed[2]) throw invalidLink();
  const filterId = Number(parsed[1]);
  const owner = await savedFilterOwner(db, filterId);
  if (owner === undefined) throw invalidLink();
  if (!isKeyedDigestOf(digestKey, unsubscribeSubject(filterId, owner), parsed[2])) throw invalidLink();
  await stopDigest(db, filterId);
  return { message: jobServerMessages.digestStopped };
}

export interface DigestMailInput {
  to: string;
  firstName: string;
  filterName: string;
  origin: string;
  jobs: ReadonlyArray<{ id: number; title: string }>;
  total: number;
  /** The one-click unsubscribe token (digestUnsubscribeToken). */
  unsubscribeToken: string;
}

export function savedFilterDigestMail({
  to,
  firstName,
  filterName,
  origin,
  jobs,
  total,
  unsubscribeToken,
}: DigestMailInput): EmailMessage {
  const search = `${origin}${digestPaths.findWork}`;
  const more = total - jobs.length;
  return {
    to,
    subject: total === 1 ? `A new job for “${filterName}”` : `${String(total)} new jobs for “${filterName}”`,
    actionPath: digestPaths.findWork,
    listUnsubscribeUrl: digestUnsubscribeUrl(origin, unsubscribeToken),
    body: [
      `Hi ${firstName},`,
      '',
      `${total === 1 ? 'One new job matches' : `${String(total)} new jobs match`} your saved search “${filterName}” since we last wrote:`,
      '',
      ...jobs.flatMap((job) => [`- ${job.title}`, `  ${origin}${digestPaths.job(job.id)}`]),
      ...(more > 0 ? ['', `and ${String(more)} more: ${search}`] : []),
      '',
      `To stop this daily email: ${origin}${digestPaths.unsubscribePage}?token=${encodeURIComponent(unsubscribeToken)}`,
      `(or use your mail program's Unsubscribe, or delete the saved filter “${filterName}” on Find Work: ${search})`,
      '',
      `The ${productName} team`,
    ].join('\n'),
  };
}

/**
 * Sends the digests that are due, one batch in one transaction: each due filter's new matches are
 * mailed (through the outbox, so the mail leaves only if the transaction commits) and the filter is
 * marked checked at `now`, matches or not. A filter whose stored JSON no longer reads as filters is
 * marked checked and skipped. Returns how many filters were checked and how many mails were written.
 */
export async function sendDueDigests(
  db: Knex,
  messenger: Messenger,
  {
    now,
    origin,
    digestKey,
    batch = savedFilterDigest.batch,
  }: { now: Date; origin: string; digestKey: string; batch?: number },
): Promise<{ checked: number; mailed: number }> {
  const dueBefore = new Date(now.getTime() - savedFilterDigest.intervalHours * 3_600_000);
  return db.transaction(async (trx) => {
    const due = await lockDueDigests(trx, dueBefore, batch);
    let mailed = 0;
    for (const row of due) {
      if (await digestOf(trx, messenger, row, { now, origin, digestKey })) mailed += 1;
      await markDigestChecked(trx, Number(row.id), now);
    }
    return { checked: due.length, mailed };
  });
}

async function digestOf(
  trx: Knex.Transaction,
  messenger: Messenger,
  row: DueDigestRow,
  { now, origin, digestKey }: { now: Date; origin: string; digestKey: string },
): Promise<boolean> {
  const filters = jobSearchFiltersSchema.safeParse(row.filters_json);
  if (!filters.success) return false;
  const since = new Date(row.digest_checked_at);
  const { rows, total } = await jobsPublishedSince(
    trx,
    filters.data,
    { since, now, today: earliestToday(now) },
    savedFilterDigest.listedJobs,
  );
  if (total === 0) return false;
  await messenger.email(
    trx,
    savedFilterDigestMail({
      to: row.email,
      firstName: row.first_name,
      filterName: row.filter_name,
      origin,
      jobs: rows,
      total,
      unsubscribeToken: digestUnsubscribeToken(digestKey, Number(row.id), Number(row.user_id)),
    }),
  );
  return true;
}
