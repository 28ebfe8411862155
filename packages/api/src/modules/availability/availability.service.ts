import {
  availabilityMessages,
  defaultWeek,
  timeOffDays,
  totalMinutes,
  type AvailabilityDay,
  type ResponseOf,
  type TimeOff,
  type TimeOffType,
  type UpdateAvailabilityRequest,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import { validationError } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { conflict, iso, notFound } from '../proposals/shared.ts';

/** Time off a page: 20, soonest first. */
const timeOffPageSize = 20;

interface WeekRow {
  days: AvailabilityDay[] | string;
  timezone: string;
  updated_at: Date | string;
}

interface TimeOffRow {
  id: string | number;
  start_date: string;
  end_date: string;
  type: TimeOffType;
  reason: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const timeOffColumns = (db: Knex) => [
  'id',
  db.raw("to_char(start_date, 'YYYY-MM-DD') as start_date"),
  db.raw("to_char(end_date, 'YYYY-MM-DD') as end_date"),
  'type',
  'reason',
  'created_at',
  'updated_at',
];

function toTimeOff(row: TimeOffRow): TimeOff {
  return {
    id: Number(row.id),
    start_date: row.start_date,
    end_date: row.end_date,
    days: timeOffDays(row.start_date, row.end_date),
    type: row.type,
    reason: row.reason,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function weekAnswer(row: WeekRow | undefined): ResponseOf<'availability'> {
  if (!row) {
    const days = defaultWeek();
    return { days, timezone: null, total_minutes: totalMinutes(days), updated_at: null };
  }
  const days = typeof row.days === 'string' ? (JSON.parse(row.days) as AvailabilityDay[]) : row.days;
  return { days, timezone: row.timezone, total_minutes: totalMinutes(days), updated_at: iso(row.updated_at) };
}

/** `GET /availability`: the saved week, or the defaults (spec section 9) until the first save. */
export async function availability(db: Knex, auth: Auth): Promise<ResponseOf<'availability'>> {
  return weekAnswer(
    await db('availability_weeks')
      .where({ user_id: auth.user.id })
      .first<WeekRow | undefined>(['days', 'timezone', 'updated_at']),
  );
}

/** `PUT /availability`: one row per freelancer, replaced whole (the last save wins). */
export async function updateAvailability(
  db: Knex,
  auth: Auth,
  body: UpdateAvailabilityRequest,
  now = new Date(),
): Promise<ResponseOf<'updateAvailability'>> {
  const [row] = await db('availability_weeks')
    .insert({ user_id: auth.user.id, days: JSON.stringify(body.days), timezone: body.timezone, updated_at: now })
    .onConflict('user_id')
    .merge(['days', 'timezone', 'updated_at'])
    .returning<WeekRow[]>(['days', 'timezone', 'updated_at']);
  return weekAnswer(row);
}

/** `GET /time_offs`: the freelancer's own, soonest first, `from`/`to` keeping what touches the range. */
export async function timeOffs(
  db: Knex,
  auth: Auth,
  query: {
    page?: number | undefined;
    per_page?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<ResponseOf<'timeOffs'>> {
  const { page, perPage, limit, offset } = pageOf(query, timeOffPageSize);
  const base = db('time_offs').where({ user_id: auth.user.id });
  if (query.from) base.where('end_date', '>=', query.from);
  if (query.to) base.where('start_date', '<=', query.to);
  const [rows, counted] = await Promise.all([
    base
      .clone()
      .orderBy([{ column: 'start_date' }, { column: 'id' }])
      .limit(limit)
      .offset(offset)
      .select<TimeOffRow[]>(timeOffColumns(db)),
    base.clone().count<Array<{ count: string | number }>>({ count: '*' }),
  ]);
  return pageAnswer(rows.map(toTimeOff), Number(counted[0]?.count ?? 0), { page, perPage });
}

interface TimeOffInput {
  start_date: string;
  end_date: string;
  type: TimeOffType;
  reason: string;
  /** Today in the requester's zone, as the browser says it. */
  today: string;
}

const dayMs = 86_400_000;

/**
 * The start may not be before today. "Today" is the browser's (its zone), trusted only within the
 * span of the world's zones: at most a day either side of the server's UTC date.
 */
function checkToday(body: TimeOffInput, now: Date) {
  const utcToday = now.toISOString().slice(0, 10);
  const earliest = new Date(now.getTime() - dayMs).toISOString().slice(0, 10);
  const latest = new Date(now.getTime() + dayMs).toISOString().slice(0, 10);
  const today = body.today < earliest || body.today > latest ? utcToday : body.today;
  if (body.start_date < today) {
    throw validationError({ start_date: availabilityMessages.startInPast });
  }
}

/** The user's row locked (serialising their time-off writes), then no other range may share a day. */
async function lockAndCheckOverlap(trx: Knex.Transaction, userId: number, body: TimeOffInput, exceptId?: number) {
  await trx('users').where({ id: userId }).forUpdate().first('id');
  const clash = trx('time_offs')
    .where({ user_id: userId })
    .where('start_date', '<=', body.end_date)
    .where('end_date', '>=', body.start_date);
  if (exceptId !== undefined) clash.whereNot({ id: exceptId });
  if (await clash.first('id')) throw conflict(availabilityMessages.overlaps);
}

/** `POST /time_offs`. */
export async function createTimeOff(
  db: Knex,
  auth: Auth,
  body: TimeOffInput,
  now = new Date(),
): Promise<ResponseOf<'createTimeOff'>> {
  checkToday(body, now);
  return db.transaction(async (trx) => {
    await lockAndCheckOverlap(trx, auth.user.id, body);
    const [row] = await trx('time_offs')
      .insert({
        user_id: auth.user.id,
        start_date: body.start_date,
        end_date: body.end_date,
        type: body.type,
        reason: body.reason,
        created_at: now,
        updated_at: now,
      })
      .returning<TimeOffRow[]>(timeOffColumns(trx));
    return { time_off: toTimeOff(row as TimeOffRow) };
  });
}

const timeOffNotFound = () => notFound(availabilityMessages.timeOffNotFound);

/** `PUT /time_offs/{id}`: the user's own only; anyone else's is the same 404 as none. */
export async function updateTimeOff(
  db: Knex,
  auth: Auth,
  id: number,
  body: TimeOffInput,
  now = new Date(),
): Promise<ResponseOf<'updateTimeOff'>> {
  checkToday(body, now);
  return db.transaction(async (trx) => {
    await lockAndCheckOverlap(trx, auth.user.id, body, id);
    const [row] = await trx('time_offs')
      .where({ id, user_id: auth.user.id })
      .update({
        start_date: body.start_date,
        end_date: body.end_date,
        type: body.type,
        reason: body.reason,
        updated_at: now,
      })
      .returning<TimeOffRow[]>(timeOffColumns(trx));
    if (!row) throw timeOffNotFound();
    return { time_off: toTimeOff(row) };
  });
}

/** `DELETE /time_offs/{id}`. */
export async function deleteTimeOff(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'deleteTimeOff'>> {
  const deleted = await db('time_offs')
    .where({ id, user_id: auth.user.id })
    .delete()
    .returning<Array<{ id: string | number }>>(['id']);
  if (deleted.length === 0) throw timeOffNotFound();
  return { message: availabilityMessages.timeOffDeleted };
}
