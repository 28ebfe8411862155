import { todayIn } from '@cloudexperts/domain';
import { formatCalendarDate } from '../jobs/format.ts';

/** The browser's zone (where the freelancer is), and today's date in it. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
export const browserToday = () => todayIn(browserZone(), new Date());

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Monday, Nov 23' for a 'YYYY-MM-DD' date (read as a calendar date, no zone). */
export function dayText(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** 'Dec 1, 2026 – Dec 3, 2026', or one date for a single day. */
export function rangeText(start: string, end: string): string {
  const first = formatCalendarDate(start);
  return start === end ? first : `${first} – ${formatCalendarDate(end)}`;
}
