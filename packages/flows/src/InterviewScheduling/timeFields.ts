import { interviewDefaults, isTimeZone } from '@cloudexperts/domain';
import type { PickerOption } from '@cloudexperts/ui';
import { parseDate, parseTime, type CalendarDate, type Time } from '@internationalized/date';

// What the interview forms share: the zones, and the date and time fields' values as the API has them.

/** The reader's own zone: the API answers the times in it too. */
export const browserTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : interviewDefaults.timezone;
};

let zoneOptions: PickerOption[] | undefined;
/** Every IANA zone the browser knows (section 5: any zone can be chosen), built once. */
export function timeZoneOptions(): PickerOption[] {
  if (!zoneOptions) {
    const zones = new Set(Intl.supportedValuesOf('timeZone'));
    zones.add(interviewDefaults.timezone);
    zones.add('UTC');
    zones.add(browserTimeZone());
    zoneOptions = [...zones].sort().map((zone) => ({ id: zone, label: zone.replaceAll('_', ' ') }));
  }
  return zoneOptions;
}

export const toDate = (value: string): CalendarDate | null => {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
};
export const toTime = (value: string): Time | null => {
  try {
    return value ? parseTime(value) : null;
  } catch {
    return null;
  }
};
const pad = (value: number) => String(value).padStart(2, '0');

/** HH:MM of a time field's value. */
export const wallTime = (value: { hour: number; minute: number }) => `${pad(value.hour)}:${pad(value.minute)}`;
