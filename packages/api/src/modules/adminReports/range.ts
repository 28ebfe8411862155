import type { DateRange } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { monthsBack } from '../analytics/analytics.service.ts';

const DAY_MS = 86_400_000;

/** Today's calendar day in `zone`, 'YYYY-MM-DD'. */
export function todayIn(zone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every month from `startDay`'s to `endDay`'s, oldest first ('YYYY-MM'). */
export function monthsBetween(startDay: string, endDay: string): string[] {
  const index = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let at = index(startDay); at <= index(endDay); at += 1) {
    months.push(`${String(Math.floor(at / 12)).padStart(4, '0')}-${String((at % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/**
 * A report's range with its defaults filled in: up to today (in the zone) from the first day of the
 * month eleven months back, so an empty form shows the last twelve months.
 */
export function reportRange(range: DateRange, now: Date): { startDay: string; endDay: string } {
  const endDay = range.end_date ?? todayIn(range.zone, now);
  const startDay =
    range.start_date ?? `${monthsBack(new Date(`${endDay}T12:00:00Z`), 'UTC', 12).months[0] ?? endDay.slice(0, 7)}-01`;
  return { startDay, endDay: endDay < startDay ? startDay : endDay };
}

/**
 * Keeps the rows whose `column` falls within the days given (inclusive, in the zone): from the
 * start day's midnight to the midnight after the end day. A missing day leaves that side open.
 */
export function withinDays<T extends Knex.QueryBuilder>(
  db: Knex,
  query: T,
  column: string,
  days: { start?: string | undefined; end?: string | undefined },
  zone: string,
): T {
  if (days.start) query.where(column, '>=', db.raw('?::timestamp at time zone ?', [`${days.start} 00:00:00`, zone]));
  if (days.end) {
    query.where(column, '<', db.raw('?::timestamp at time zone ?', [`${addDays(days.end, 1)} 00:00:00`, zone]));
  }
  return query;
}

/** A LIKE pattern that matches `term` anywhere, its own % _ and \ taken literally. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
