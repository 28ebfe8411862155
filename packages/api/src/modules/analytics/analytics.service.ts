import type { AnalyticsResponse, ResponseOf, analyticsQuerySchema } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';

type Query = z.output<typeof analyticsQuerySchema>;

/**
 * The last `count` months in `zone` up to the one `now` falls in, oldest first ('YYYY-MM'), and
 * the first one's start as a wall-clock timestamp of that zone ('YYYY-MM-01 00:00:00').
 */
export function monthsBack(now: Date, zone: string, count: number): { months: string[]; start: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric' }).formatToParts(
    now,
  );
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return { months, start: `${months[0] ?? ''}-01 00:00:00` };
}

/** One figure of the caller's rows: an aggregate over a query, by month of a timestamp column. */
interface Series {
  query: () => Knex.QueryBuilder;
  /** The timestamp the month is read from. */
  at: string;
  /** The aggregate, as SQL ('count(*)', 'sum(l.amount_cents)'...). */
  value: string;
}

/** The series' value for each month asked for (0 where none) and over all time. */
async function figures(db: Knex, series: Series, zone: string, start: string, months: readonly string[]) {
  const month = db.raw(`to_char(date_trunc('month', ?? at time zone ?), 'YYYY-MM') as month`, [series.at, zone]);
  const [rows, total] = await Promise.all([
    series
      .query()
      .where(series.at, '>=', db.raw('?::timestamp at time zone ?', [start, zone]))
      .select<Array<{ month: string; value: string | number | null }>>(month, db.raw(`${series.value} as value`))
      .groupByRaw('1'),
    series.query().first<{ value: string | number | null } | undefined>(db.raw(`${series.value} as value`)),
  ]);
  const byMonth = new Map(rows.map((row) => [row.month, Number(row.value ?? 0)]));
  return { months: months.map((key) => byMonth.get(key) ?? 0), total: Number(total?.value ?? 0) };
}

/** Whose figures: one user's id, or a query selecting the ids of several (staff read across clients). */
export type Owners = number | Knex.QueryBuilder;

/** Restricts `query` to the rows whose `column` is one of `owners`. */
function ownedBy(query: Knex.QueryBuilder, column: string, owners: Owners): Knex.QueryBuilder {
  return typeof owners === 'number' ? query.where(column, owners) : query.whereIn(column, owners);
}

/** Money lines of `kind` postings on the owners' accounts of `accountKind`. */
const ledgerLines = (db: Knex, owners: Owners, accountKind: 'available' | 'escrow', postingKind: 'release') => () =>
  ownedBy(
    db('ledger_lines as l')
      .join('ledger_accounts as a', 'a.id', 'l.account_id')
      .join('ledger_postings as p', 'p.id', 'l.posting_id')
      .where({ 'a.kind': accountKind, 'p.kind': postingKind }),
    'a.user_id',
    owners,
  );

async function count(db: Knex, query: Knex.QueryBuilder): Promise<number> {
  const row = await query.first<{ value: string | number } | undefined>(db.raw('count(*) as value'));
  return Number(row?.value ?? 0);
}

/**
 * `GET /analytics` (ours; /analytics and /my-stats): the caller's own figures by month in their
 * zone, and totals over all time. A freelancer: earnings after the service fee (the releases into
 * their available balance), proposals submitted and how many of each month's have led to a contract
 * so far, hires (contracts started), profile views, the win rate, contracts and the average rating
 * clients gave. A manager: spend (releases out of their
 * escrow, the fee included), jobs posted (not drafts), proposals received, hires, active contracts
 * and what their escrow holds. Every query is scoped to the caller: no id is taken from the request.
 */
export async function analytics(
  db: Knex,
  auth: Auth,
  query: Query,
  now = new Date(),
): Promise<ResponseOf<'analytics'>> {
  const userId = auth.user.id;
  const { months, start } = monthsBack(now, query.zone, query.months);
  const run = (series: Series) => figures(db, series, query.zone, start, months);
  if (auth.user.role === 'freelancer') {
    const [earned, proposals, won, hires, views, active, completed, rating] = await Promise.all([
      run({
        query: ledgerLines(db, userId, 'available', 'release'),
        at: 'p.created_at',
        value: 'coalesce(sum(l.amount_cents), 0)',
      }),
      run({
        query: () => db('job_applications').where({ freelancer_id: userId }),
        at: 'created_at',
        value: 'count(*)',
      }),
      run({
        query: () =>
          db('job_applications as ja')
            .where('ja.freelancer_id', userId)
            .whereExists(db('contracts as c').select(db.raw('1')).whereRaw('c.job_application_id = ja.id')),
        at: 'ja.created_at',
        value: 'count(*)',
      }),
      run({ query: () => db('contracts').where({ freelancer_id: userId }), at: 'started_at', value: 'count(*)' }),
      run({ query: () => db('profile_views').where({ profile_user_id: userId }), at: 'viewed_at', value: 'count(*)' }),
      count(db, db('contracts').where({ freelancer_id: userId, status: 'active' })),
      count(db, db('contracts').where({ freelancer_id: userId, status: 'completed' })),
      db('ratings')
        .where({ ratee_id: userId, rater_role: 'project_manager' })
        .first<{ average: string | number | null } | undefined>(db.raw('avg(score) as average')),
    ]);
    const answer: AnalyticsResponse = {
      role: 'freelancer',
      months: months.map((month, index) => ({
        month,
        earned_cents: earned.months[index] ?? 0,
        proposals_submitted: proposals.months[index] ?? 0,
        proposals_won: won.months[index] ?? 0,
        hires: hires.months[index] ?? 0,
        profile_views: views.months[index] ?? 0,
      })),
      totals: {
        earned_cents: earned.total,
        proposals_submitted: proposals.total,
        hires: hires.total,
        win_rate: proposals.total > 0 ? Math.min(1, hires.total / proposals.total) : null,
        active_contracts: active,
        completed_contracts: completed,
        average_rating: rating?.average == null ? null : Math.round(Number(rating.average) * 100) / 100,
        profile_views: views.total,
      },
    };
    return answer;
  }
  return { role: 'project_manager', ...(await managerFigures(db, userId, query, now)) };
}

/**
 * A manager's figures (`GET /analytics` for a Project Manager), or those of several clients at once
 * (`owners` a query of their ids: the staff's /analytics): spend (releases out of their escrow, the
 * fee included), jobs posted (not drafts), proposals received, hires, active contracts and what
 * their escrow holds, by month in `query.zone` and over all time.
 */
export async function managerFigures(
  db: Knex,
  owners: Owners,
  query: Query,
  now: Date,
): Promise<Omit<Extract<AnalyticsResponse, { role: 'project_manager' }>, 'role'>> {
  const { months, start } = monthsBack(now, query.zone, query.months);
  const run = (series: Series) => figures(db, series, query.zone, start, months);
  const [spent, jobs, received, hires, active, escrow] = await Promise.all([
    run({
      query: ledgerLines(db, owners, 'escrow', 'release'),
      at: 'p.created_at',
      value: 'coalesce(-sum(l.amount_cents), 0)',
    }),
    run({
      query: () => ownedBy(db('jobs'), 'manager_id', owners).whereNot({ status: 'draft' }),
      at: 'created_at',
      value: 'count(*)',
    }),
    run({
      query: () => ownedBy(db('job_applications as ja').join('jobs as j', 'j.id', 'ja.job_id'), 'j.manager_id', owners),
      at: 'ja.created_at',
      value: 'count(*)',
    }),
    run({ query: () => ownedBy(db('contracts'), 'manager_id', owners), at: 'started_at', value: 'count(*)' }),
    count(db, ownedBy(db('contracts'), 'manager_id', owners).where({ status: 'active' })),
    ownedBy(db('ledger_accounts'), 'user_id', owners)
      .where({ kind: 'escrow' })
      .first<{ value: string | number | null } | undefined>(db.raw('coalesce(sum(balance_cents), 0) as value')),
  ]);
  return {
    months: months.map((month, index) => ({
      month,
      spent_cents: spent.months[index] ?? 0,
      jobs_posted: jobs.months[index] ?? 0,
      proposals_received: received.months[index] ?? 0,
      hires: hires.months[index] ?? 0,
    })),
    totals: {
      spent_cents: spent.total,
      jobs_posted: jobs.total,
      proposals_received: received.total,
      hires: hires.total,
      active_contracts: active,
      in_escrow_cents: Number(escrow?.value ?? 0),
    },
  };
}

/**
 * A signed-in visit to a listed profile: one view a day for each person other than its
 * freelancer (staff are not counted: an admin's read goes another way, and coordinators and
 * support read profiles as work). Never fails the profile's answer.
 */
export async function recordProfileView(db: Knex, profileUuid: string, viewer: Auth['user']): Promise<void> {
  if (viewer.role !== 'freelancer' && viewer.role !== 'project_manager') return;
  await db.raw(
    `insert into profile_views (profile_user_id, viewer_id, day)
     select p.user_id, ?, (now() at time zone 'UTC')::date from freelancer_profiles p
     where p.uuid = ? and p.user_id <> ?
     on conflict do nothing`,
    [viewer.id, profileUuid, viewer.id],
  );
}
