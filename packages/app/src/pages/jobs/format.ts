const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** Text as its author typed it, in paragraphs split at blank lines (shown as text, never as HTML). */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A moment as a day in the browser's time zone: 'Nov 25, 2026'. */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

/** A moment as its month: 'January 2026'. */
export const formatMonth = (iso: string) => monthFormat.format(new Date(iso));

/** A calendar date (YYYY-MM-DD, no time zone) as a day: 'Dec 25, 2026', whatever the browser's zone. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dayFormat.format(new Date(year, month - 1, day));
}
