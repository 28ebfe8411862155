import { z } from 'zod';
import { availabilityMessages } from '../availabilityTexts.ts';
import { isTimeZone } from '../rules/interviewTime.ts';
import { dayProblem, isWallTime, timeOffDays, timeOffLimits, timeOffTypes, weekDays } from '../rules/availability.ts';
import { idParamsSchema, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';

/**
 * Availability and time off (spec document 2, sections 2, 3, 5 and 9; the calls are ours: the spec
 * shows the screens only, and keeps time off on the page). The week is saved on the server with
 * the zone its times are in; time off is saved, edited and deleted on the server.
 */

/** A calendar date 'YYYY-MM-DD' that exists, in the years a schedule can mean (2000-2100). */
export const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(
      (value) => {
        const year = Number(value.slice(0, 4));
        const parsed = new Date(`${value}T00:00:00Z`);
        return (
          year >= 2000 && year <= 2100 && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
        );
      },
      { error: message },
    );

const zoneField = z
  .string({ error: 'Choose a time zone.' })
  .trim()
  .refine(isTimeZone, { error: 'Choose a time zone.' });

const wallTime = z.string().refine(isWallTime, { error: 'Use a time as HH:MM.' });

export const availabilityDaySchema = z
  .object({
    day: z.enum(weekDays),
    checked: z.boolean(),
    start: wallTime.nullable(),
    end: wallTime.nullable(),
  })
  .strict()
  .superRefine((row, context) => {
    const problem = dayProblem(row);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: [row.start === null ? 'start' : 'end'] });
    if (!row.checked && (row.start !== null || row.end !== null)) {
      context.addIssue({ code: 'custom', message: 'A day off has no times.', path: ['start'] });
    }
  });

/** `PUT /availability`: the seven days, Monday first, and the zone their times are in. */
export const updateAvailabilityRequestSchema = z
  .object({
    days: z
      .array(availabilityDaySchema)
      .length(7, { error: 'Give the seven days of the week.' })
      .refine((days) => days.every((row, index) => row.day === weekDays[index]), {
        error: 'Give the seven days of the week, Monday first.',
      }),
    timezone: zoneField,
  })
  .strict();
export type UpdateAvailabilityRequest = z.input<typeof updateAvailabilityRequestSchema>;

export const availabilityResponseSchema = z.object({
  days: z.array(availabilityDaySchema),
  /** The zone the times are in (the default week is in the zone of the browser that first saves). */
  timezone: z.string().nullable(),
  total_minutes: z.number().int().nonnegative(),
  /** When it was last saved; null while the freelancer has the defaults. */
  updated_at: isoDateTime.nullable(),
});

export const timeOffSchema = z.object({
  id: z.number().int().positive(),
  start_date: z.string(),
  end_date: z.string(),
  days: z.number().int().positive(),
  type: z.enum(timeOffTypes),
  reason: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/**
 * A time-off request: dates (both ends included), the kind, a reason (spec section 5: 'Number of
 * days must be greater than 0', 'Reason is required'), and `today` in the requester's zone as the
 * browser sees it (the start may not be before it; the server allows a day of difference either way,
 * the span of the world's zones).
 */
export const timeOffRequestSchema = z
  .object({
    start_date: calendarDate(availabilityMessages.startDateRequired),
    end_date: calendarDate(availabilityMessages.endDateRequired),
    type: z.enum(timeOffTypes, { error: availabilityMessages.typeRequired }),
    reason: z
      .string({ error: availabilityMessages.reasonRequired })
      .trim()
      .min(1, { error: availabilityMessages.reasonRequired })
      .max(timeOffLimits.reasonMax),
    today: calendarDate('Give today’s date.'),
  })
  .strict()
  .superRefine((body, context) => {
    const days = timeOffDays(body.start_date, body.end_date);
    if (days <= 0)
      context.addIssue({ code: 'custom', message: availabilityMessages.daysAboveZero, path: ['end_date'] });
    else if (days > timeOffLimits.daysMax) {
      context.addIssue({ code: 'custom', message: availabilityMessages.tooLong, path: ['end_date'] });
    }
    if (body.start_date < body.today) {
      context.addIssue({ code: 'custom', message: availabilityMessages.startInPast, path: ['start_date'] });
    }
  });
export type TimeOffRequest = z.input<typeof timeOffRequestSchema>;

/**
 * `GET /time_offs`: the freelancer's time off, soonest first; `from` keeps what ends on or after it
 * (the upcoming list sends today), `to` what starts on or before it (a month of the calendar).
 */
export const timeOffListQuerySchema = pageQuerySchema.extend({
  from: calendarDate('Use a date as YYYY-MM-DD.').optional(),
  to: calendarDate('Use a date as YYYY-MM-DD.').optional(),
});

export const timeOffListResponseSchema = paginationSchema.extend({ records: z.array(timeOffSchema) });
export const timeOffParamsSchema = idParamsSchema;
export const timeOffResponseSchema = z.object({ time_off: timeOffSchema });
export const deleteTimeOffResponseSchema = z.object({ message: z.string() });
