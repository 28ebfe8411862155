import { interviewScheduleMessages, interviewServerMessages } from '../interviewTexts.ts';

/**
 * Interview times (spec document 2, sections 3, 4, 5 and 9). An interview is stored as a UTC
 * instant with its organiser's IANA zone; everyone reads it in their own zone, named. Plain `Intl`
 * (no library): the runtime's zone data is the one the browser shows, so the API and the views
 * agree on every offset, DST changes included.
 */

/** Spec document 2, section 9: Join opens 15 minutes (900000 ms) before start, re-checked every 30 s. */
export const interviewJoin = { opensBeforeMs: 900_000, recheckMs: 30_000 } as const;

/** Spec document 2, sections 3 and 5: the schedule form's defaults. */
export const interviewDefaults = { duration: '30 mins', startTime: '10:00', timezone: 'Asia/Kolkata' } as const;

/** An interview's times, as these rules read them. */
export interface InterviewTimes {
  /** The start, an ISO instant. */
  starts_at: string;
  /** The end (start plus duration), an ISO instant. */
  ends_at: string;
}

/** Whether `zone` is a time zone this runtime knows (any IANA name, e.g. 'America/New_York', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in `zone`, as numbers. */
function wallClock(instant: Date, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `zone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, zone: string): number {
  const clock = wallClock(instant, zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local date (YYYY-MM-DD) and time (HH:MM) of `instant` in `zone`. */
export function localDateTime(instant: Date, zone: string): { date: string; time: string } {
  const clock = wallClock(instant, zone);
  return {
    date: `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`,
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
  };
}

/** Today's date (YYYY-MM-DD) in `zone`. */
export function todayIn(zone: string, now: Date): string {
  return localDateTime(now, zone).date;
}

/** The zone's short name at `instant` ('EST', 'EDT', 'GMT+5:30'), for showing with a time. */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * The instant at which `zone`'s clock shows `date` (YYYY-MM-DD) `time` (HH:MM). Undefined when the
 * clock never shows it (the hour skipped when DST begins) or the input is not a calendar date and
 * time. A time shown twice (the hour repeated when DST ends) is its first occurrence.
 */
export function instantIn(date: string, time: string, zone: string): Date | undefined {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return undefined;
  const [year, month, day, hour, minute] = [...dateMatch.slice(1), ...timeMatch.slice(1)].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  // The offsets around the wall time (a day either side covers every change); the earliest
  // candidate whose clock reads the wall time wins.
  const offsets = new Set([-1, 0, 1].map((days) => offsetMs(new Date(wall + days * 86_400_000), zone)));
  const candidates = [...offsets]
    .map((offset) => new Date(wall - offset))
    .filter((candidate) => {
      const shown = localDateTime(candidate, zone);
      return shown.date === date && shown.time === time;
    })
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates[0];
}

/** The end of an interview: its start plus its duration in minutes. */
export function endOf(startsAt: Date, durationMinutes: number): Date {
  return new Date(startsAt.getTime() + durationMinutes * 60_000);
}

/** Spec document 2, section 4: Join is enabled from 15 minutes before start until the end. */
export function canJoin(interview: InterviewTimes, now: Date): boolean {
  const start = Date.parse(interview.starts_at);
  const end = Date.parse(interview.ends_at);
  const at = now.getTime();
  return at >= start - interviewJoin.opensBeforeMs && at < end;
}

/** Spec document 2, section 4: an interview that ended before now is past; otherwise upcoming. */
export function isPastInterview(interview: Pick<InterviewTimes, 'ends_at'>, now: Date): boolean {
  return Date.parse(interview.ends_at) < now.getTime();
}

/** The upcoming/past split of a list (section 4: by end time), each in the list's order. */
export function splitInterviews<T extends Pick<InterviewTimes, 'ends_at'>>(
  interviews: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const interview of interviews) (isPastInterview(interview, now) ? past : upcoming).push(interview);
  return { upcoming, past };
}

/** How an instant reads for someone in `zone`: date, time and the zone, named. */
export interface LocalTime {
  date: string;
  time: string;
  end_time: string;
  timezone: string;
  zone_name: string;
}

/** An interview's start and end as read in `zone`. */
export function interviewLocalTime(interview: InterviewTimes, zone: string): LocalTime {
  const start = new Date(interview.starts_at);
  const { date, time } = localDateTime(start, zone);
  return {
    date,
    time,
    end_time: localDateTime(new Date(interview.ends_at), zone).time,
    timezone: zone,
    zone_name: zoneAbbreviation(start, zone),
  };
}

/** Where a chosen time is refused: the field and the spec's message. */
export interface TimeProblem {
  field: 'interview_date' | 'start_time';
  message: string;
}

/**
 * The start of an interview chosen as `date` `time` in `zone`, judged in that zone (section 5:
 * 'Date cannot be earlier than today', 'Time cannot be in the past': a minute before the current
 * one), or why it is refused.
 */
export function chosenStart(
  date: string,
  time: string,
  zone: string,
  now: Date,
): { startsAt: Date; problem?: undefined } | { startsAt?: undefined; problem: TimeProblem } {
  if (date < todayIn(zone, now)) {
    return { problem: { field: 'interview_date', message: interviewScheduleMessages.dateInPast } };
  }
  const startsAt = instantIn(date, time, zone);
  if (!startsAt) return { problem: { field: 'start_time', message: interviewServerMessages.timeNotInZone } };
  // Times are chosen to the minute, so the minute it is now is not past: "now" can be chosen.
  if (startsAt.getTime() < Math.floor(now.getTime() / 60_000) * 60_000) {
    return { problem: { field: 'start_time', message: interviewScheduleMessages.timeInPast } };
  }
  return { startsAt };
}
