/** The browser's own time zone (where the applicant is). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A day, as "November 23, 2026", in `timeZone`. */
export const formatDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(iso));

/** A moment, as "Thursday, December 3, 2026 at 3:30 PM", in `timeZone`. */
export const formatMoment = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
