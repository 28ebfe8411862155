import { availabilityMessages } from '../availabilityTexts.ts';

/**
 * Weekly availability and time off (spec document 2, sections 3, 5 and 9). The week starts Monday;
 * each day is on from a start to an end time, or off (shown as dashes). Times are 'HH:MM' on a
 * 24-hour clock, in the freelancer's own zone (stored with the week).
 */

/** The days of a week, Monday first (spec section 9: "week starts Monday"). */
export const weekDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

/** One day of the weekly availability: on from `start` to `end`, or off (`checked` false, no times). */
export interface AvailabilityDay {
  day: WeekDay;
  checked: boolean;
  start: string | null;
  end: string | null;
}

/**
 * Spec document 2, sections 3 and 9: weekdays 8:00 AM to 5:00 PM, Friday to 3:00 PM, Saturday and
 * Sunday off.
 */
export const availabilityDefaults = {
  start: '08:00',
  end: '17:00',
  fridayEnd: '15:00',
  daysOff: ['saturday', 'sunday'] as readonly WeekDay[],
} as const;

/** The kinds of time off an upcoming entry shows (spec section 3: Vacation, Appointment). */
export const timeOffTypes = ['vacation', 'appointment'] as const;
export type TimeOffType = (typeof timeOffTypes)[number];

/** Limits of ours (the spec shows none): a reason up to 500 characters, a request up to a year. */
export const timeOffLimits = { reasonMax: 500, daysMax: 366 } as const;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a wall time 'HH:MM' (00:00 to 23:59). */
export function isWallTime(value: string): boolean {
  return timePattern.test(value);
}

/** The default day: on with the default hours (Friday ends early), or off at the weekend. */
export function defaultDay(day: WeekDay): AvailabilityDay {
  if (availabilityDefaults.daysOff.includes(day)) return { day, checked: false, start: null, end: null };
  return {
    day,
    checked: true,
    start: availabilityDefaults.start,
    end: day === 'friday' ? availabilityDefaults.fridayEnd : availabilityDefaults.end,
  };
}

/** The default week, Monday first. */
export function defaultWeek(): AvailabilityDay[] {
  return weekDays.map(defaultDay);
}

/**
 * Spec section 5: unchecking a day sets its times to dashes; checking restores the defaults (a
 * weekend day checked gets the weekday hours).
 */
export function setDayChecked(row: AvailabilityDay, checked: boolean): AvailabilityDay {
  if (!checked) return { day: row.day, checked: false, start: null, end: null };
  if (row.checked) return row;
  const defaults = defaultDay(row.day);
  return {
    day: row.day,
    checked: true,
    start: defaults.start ?? availabilityDefaults.start,
    end: defaults.end ?? availabilityDefaults.end,
  };
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The minutes a checked day is on (end minus start); 0 when off or when the times make no span. */
export function dayMinutes(row: AvailabilityDay): number {
  if (!row.checked || row.start === null || row.end === null) return 0;
  if (!isWallTime(row.start) || !isWallTime(row.end)) return 0;
  return Math.max(0, minutesOf(row.end) - minutesOf(row.start));
}

/** Spec section 5: the total is the sum over checked days of end minus start, in minutes. */
export function totalMinutes(days: readonly AvailabilityDay[]): number {
  return days.reduce((sum, row) => sum + dayMinutes(row), 0);
}

/** Minutes as hours for the total: '41 hrs', '7.5 hrs' (to the quarter hour shown, not rounded away). */
export function hoursText(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${String(hours)} ${hours === 1 ? 'hr' : 'hrs'}`;
}

/** What is wrong with one day, or undefined: a checked day needs both times, the end after the start. */
export function dayProblem(row: AvailabilityDay): string | undefined {
  if (!row.checked) return undefined;
  if (row.start === null || !isWallTime(row.start)) return availabilityMessages.startRequired;
  if (row.end === null || !isWallTime(row.end)) return availabilityMessages.endRequired;
  if (minutesOf(row.end) <= minutesOf(row.start)) return availabilityMessages.endAfterStart;
  return undefined;
}

const dayMs = 86_400_000;

function utcDate(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function dateText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The Monday of the week holding `date` ('YYYY-MM-DD'). */
export function mondayOf(date: string): string {
  const ms = utcDate(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dateText(ms - weekday * dayMs);
}

/** `date` plus `days` days ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  return dateText(utcDate(date) + days * dayMs);
}

/** The week's rows with their dates (spec section 3: date, day name, start, end, checked), from its Monday. */
export function weekRows(days: readonly AvailabilityDay[], monday: string): Array<AvailabilityDay & { date: string }> {
  return weekDays.map((day, index) => {
    const row = days.find((candidate) => candidate.day === day) ?? defaultDay(day);
    return { ...row, date: addDays(monday, index) };
  });
}

/**
 * Spec section 3: the number of days of a time-off request, both ends counted (a day off is 1). An
 * end before the start gives 0 or less, which section 5 refuses ('Number of days must be greater
 * than 0').
 */
export function timeOffDays(start: string, end: string): number {
  return Math.round((utcDate(end) - utcDate(start)) / dayMs) + 1;
}

/** Whether two date ranges (both ends included) share a day. */
export function rangesOverlap(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return a.start <= b.end && b.start <= a.end;
}
