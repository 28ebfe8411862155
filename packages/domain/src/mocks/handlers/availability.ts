import { availabilityMessages } from '../../availabilityTexts.ts';
import { errorCodes } from '../../errors.ts';
import { errorBody, fail, respond, serverError } from '../define.ts';
import {
  buildAppointmentTimeOff,
  buildAvailability,
  buildTimeOff,
  buildTimeOffList,
} from '../fixtures/availability.ts';

/** Handlers of the availability and time-off calls; the first of each group is its default. */
export const availabilityHandlers = {
  availability: {
    defaults: respond('availability', () => buildAvailability()),
    serverError: serverError('availability'),
  },
  updateAvailability: {
    saved: respond('updateAvailability', () =>
      buildAvailability(undefined, { timezone: 'UTC', updated_at: '2026-11-26T10:00:00.000Z' }),
    ),
    serverError: serverError('updateAvailability'),
  },
  timeOffs: {
    // Empty by default: a story that wants entries asks for them.
    empty: respond('timeOffs', () => buildTimeOffList([])),
    some: respond('timeOffs', () => buildTimeOffList([buildTimeOff(), buildAppointmentTimeOff()])),
    serverError: serverError('timeOffs'),
  },
  createTimeOff: {
    created: respond('createTimeOff', () => ({ time_off: buildTimeOff() })),
    overlaps: fail('createTimeOff', 409, errorBody(errorCodes.conflict, availabilityMessages.overlaps)),
    serverError: serverError('createTimeOff'),
  },
  updateTimeOff: {
    updated: respond('updateTimeOff', () => ({ time_off: buildTimeOff() })),
    notFound: fail('updateTimeOff', 404, errorBody(errorCodes.notFound, availabilityMessages.timeOffNotFound)),
    serverError: serverError('updateTimeOff'),
  },
  deleteTimeOff: {
    deleted: respond('deleteTimeOff', { message: availabilityMessages.timeOffDeleted }),
    notFound: fail('deleteTimeOff', 404, errorBody(errorCodes.notFound, availabilityMessages.timeOffNotFound)),
    serverError: serverError('deleteTimeOff'),
  },
};
