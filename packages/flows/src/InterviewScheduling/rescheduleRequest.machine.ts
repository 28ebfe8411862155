import {
  chosenStart,
  errorMessages,
  interviewRescheduleMessages,
  interviewServerMessages,
  isTimeZone,
  type Interview,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { fieldErrorsFrom, hasErrors, withoutField, type FieldErrors } from '../shared/form.ts';

export type RescheduleRequestField = 'reason' | 'interview_date' | 'start_time' | 'timezone';

export interface RescheduleRequestInput {
  proposalId: number;
  interviewId: number;
  /** The zone a proposed time is read in (the candidate's own). */
  timezone: string;
  /** The clock a proposed time is judged by. @default Date.now */
  now?: (() => number) | undefined;
}

export interface RescheduleRequestContext {
  proposalId: number;
  interviewId: number;
  reason: string;
  /** An optional time that would suit: both or neither. */
  interview_date: string;
  start_time: string;
  timezone: string;
  fieldErrors: FieldErrors<RescheduleRequestField>;
  /** Why the last try failed: the server's message, or 'Something went wrong…'. */
  error: string | undefined;
  now: () => number;
  interview: Interview | undefined;
}

/** What the `requestReschedule` actor sends (`PUT …/cloud_expert_response`, response 'reschedule'). */
export interface RescheduleRequestBody {
  response: 'reschedule';
  reason: string;
  interview_date?: string;
  start_time?: string;
  timezone?: string;
}

export type RescheduleRequestEvent =
  { type: 'field.change'; field: RescheduleRequestField; value: string } | { type: 'submit' } | { type: 'cancel' };

export type RescheduleRequestOutput = { result: 'sent'; interview: Interview } | { result: 'cancelled' };

/**
 * Section 5: the candidate's reason must not be blank ('Please provide a reason for rescheduling.');
 * a proposed time is optional, but a date needs a time and a time a date, and it is judged like a
 * schedule's (not in the past, in the chosen zone).
 */
export function validateRescheduleRequest(
  values: Pick<RescheduleRequestContext, 'reason' | 'interview_date' | 'start_time' | 'timezone'>,
  now: Date,
): FieldErrors<RescheduleRequestField> {
  const errors: FieldErrors<RescheduleRequestField> = {};
  if (values.reason.trim() === '') errors.reason = interviewRescheduleMessages.reasonRequired;
  const hasDate = values.interview_date !== '';
  const hasTime = values.start_time !== '';
  if (hasTime && !hasDate) errors.interview_date = interviewRescheduleMessages.dateRequired;
  if (hasDate && !hasTime) errors.start_time = interviewRescheduleMessages.timeRequired;
  if (hasDate && hasTime) {
    if (!isTimeZone(values.timezone)) errors.timezone = interviewServerMessages.timeZoneInvalid;
    else {
      const { problem } = chosenStart(values.interview_date, values.start_time, values.timezone, now);
      if (problem) errors[problem.field] = problem.message;
    }
  }
  return errors;
}

export function rescheduleRequestBody(context: RescheduleRequestContext): RescheduleRequestBody {
  const proposed =
    context.interview_date !== '' && context.start_time !== ''
      ? { interview_date: context.interview_date, start_time: context.start_time, timezone: context.timezone }
      : {};
  return { response: 'reschedule', reason: context.reason.trim(), ...proposed };
}

const formFieldOf: Readonly<Partial<Record<string, RescheduleRequestField>>> = {
  reason: 'reason',
  interview_date: 'interview_date',
  start_time: 'start_time',
  timezone: 'timezone',
};

const errorsNow = (context: RescheduleRequestContext) => validateRescheduleRequest(context, new Date(context.now()));

/**
 * RESCHEDULE_INTERVIEW_REQUEST (spec document 2, sections 2, 5 and 6): the candidate asks for
 * another time with a reason and, if they like, a time that would suit; the `requestReschedule`
 * actor sends it. A failure keeps everything typed and says why in the form.
 */
export const rescheduleRequestMachine = setup({
  types: {
    input: {} as RescheduleRequestInput,
    context: {} as RescheduleRequestContext,
    events: {} as RescheduleRequestEvent,
    output: {} as RescheduleRequestOutput,
  },
  actors: {
    requestReschedule: fromPromise<
      { interview: Interview },
      { proposalId: number; interviewId: number; body: RescheduleRequestBody }
    >(() => Promise.reject(new Error('Provide the requestReschedule actor'))),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(errorsNow(context)),
  },
  actions: {
    setField: assign(({ context }, params: { field: RescheduleRequestField; value: string }) => {
      let fieldErrors = withoutField<RescheduleRequestField>(context.fieldErrors, params.field);
      if (params.field !== 'reason')
        for (const related of ['interview_date', 'start_time', 'timezone'] as const)
          fieldErrors = withoutField<RescheduleRequestField>(fieldErrors, related);
      return { [params.field]: params.value, fieldErrors, error: undefined };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsNow(context), error: undefined })),
    showFailure: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      const fieldErrors = fieldErrorsFrom(failure.fields, formFieldOf);
      return {
        fieldErrors,
        error: hasErrors(fieldErrors) ? undefined : (failure.message ?? errorMessages.somethingWentWrong),
      };
    }),
    keepInterview: assign((_, params: { interview: Interview }) => ({ interview: params.interview })),
  },
}).createMachine({
  id: 'rescheduleRequest',
  context: ({ input }) => ({
    proposalId: input.proposalId,
    interviewId: input.interviewId,
    reason: '',
    interview_date: '',
    start_time: '',
    timezone: input.timezone,
    fieldErrors: {},
    error: undefined,
    now: input.now ?? Date.now,
    interview: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
        cancel: 'cancelled',
      },
    },
    submitting: {
      invoke: {
        id: 'requestReschedule',
        src: 'requestReschedule',
        input: ({ context }) => ({
          proposalId: context.proposalId,
          interviewId: context.interviewId,
          body: rescheduleRequestBody(context),
        }),
        onDone: {
          target: 'sent',
          actions: { type: 'keepInterview', params: ({ event }) => ({ interview: event.output.interview }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.interview === undefined ? { result: 'cancelled' } : { result: 'sent', interview: context.interview },
});
