import {
  chosenStart,
  interviewDefaults,
  interviewRescheduleMessages,
  interviewScheduleMessages,
  interviewServerMessages,
  isTimeZone,
  type Interview,
  type InterviewDurationLabel,
  type StaffInterview,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { fieldErrorsFrom, hasErrors, withoutField, type FieldErrors } from '../shared/form.ts';

/** The form's fields, by the API's names (a 422's field messages land on them as they are). */
export const interviewFields = ['platform', 'duration', 'interview_date', 'start_time', 'timezone', 'agenda'] as const;
export type InterviewField = (typeof interviewFields)[number];

export interface InterviewValues {
  /** '' until chosen (section 5: 'Interview type required'); only google_meet can be chosen. */
  platform: 'google_meet' | '';
  duration: InterviewDurationLabel;
  /** YYYY-MM-DD, '' until chosen. */
  interview_date: string;
  /** HH:MM (section 5: default 10:00). */
  start_time: string;
  /** An IANA zone (section 5: default Asia/Kolkata). */
  timezone: string;
  /** The agenda; in a reschedule, the reason (section 3). */
  agenda: string;
}

export type InterviewSchedulingMode = 'schedule' | 'reschedule';

/** The interview the call answers: the manager's own, or (staff for a client) as staff read it. */
export type ArrangedInterview = Interview | StaffInterview;

export interface InterviewSchedulingInput {
  mode: InterviewSchedulingMode;
  /** The proposal the interview is on. */
  proposalId: number;
  /** The interview to move (reschedule). */
  interviewId?: number | undefined;
  /** What the form starts from (a reschedule: the interview's zone and duration). */
  initial?: Partial<InterviewValues> | undefined;
  /** The clock the past is judged by (section 5, in the chosen zone). @default Date.now */
  now?: (() => number) | undefined;
  /**
   * Staff arranging the client's interview for them (issue 19): the staff calls, and no file (the
   * API takes only the client's own upload). @default false
   */
  onBehalfOfClient?: boolean | undefined;
}

export interface InterviewSchedulingContext {
  mode: InterviewSchedulingMode;
  onBehalfOfClient: boolean;
  proposalId: number;
  interviewId: number | undefined;
  values: InterviewValues;
  fieldErrors: FieldErrors<InterviewField>;
  /** Section 5's failure toast ('Please fill in all required fields before continuing!' or '…previewing!'). */
  toast: string | undefined;
  /** Why the API refused it (409 overlap, a lifecycle refusal…): shown in the form. */
  refusal: string | undefined;
  now: () => number;
  interview: ArrangedInterview | undefined;
  /** Section 3's optional file (schedule only): one of the manager's own uploaded documents. */
  file: AttachedFile | undefined;
}

/** A document the manager uploaded (`POST /uploads?kind=resume`) to go with the invitation. */
export interface AttachedFile {
  id: string;
  name: string;
}

/**
 * What the `sendInterview` actor is given: the call (schedule or reschedule), whose (the manager's
 * own, or staff's for the client) and its body.
 */
export type SendInterviewRequest =
  | {
      mode: 'schedule';
      onBehalfOfClient: boolean;
      proposalId: number;
      body: {
        platform: 'google_meet';
        duration: InterviewDurationLabel;
        interview_date: string;
        start_time: string;
        timezone: string;
        agenda: string;
        file_id?: string;
      };
    }
  | {
      mode: 'reschedule';
      onBehalfOfClient: boolean;
      proposalId: number;
      interviewId: number;
      body: {
        interview_date: string;
        start_time: string;
        timezone: string;
        duration: InterviewDurationLabel;
        agenda: string;
      };
    };

export type InterviewSchedulingEvent =
  | { type: 'field.change'; field: InterviewField; value: string }
  | { type: 'file.attach'; file: AttachedFile }
  | { type: 'file.remove' }
  | { type: 'preview' }
  | { type: 'edit' }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'cancel' };

export type InterviewSchedulingOutput = { result: 'sent'; interview: ArrangedInterview } | { result: 'cancelled' };

const durationLabels: readonly InterviewDurationLabel[] = ['30 mins', '1 hour'];
export const isDurationLabel = (value: string): value is InterviewDurationLabel =>
  (durationLabels as readonly string[]).includes(value);

/**
 * Section 5's checks, each field's first message. Schedule: 'Date is required', 'Date cannot be
 * earlier than today', 'Time is required', 'Time cannot be in the past' (judged in the chosen zone),
 * 'Interview type required', 'Agenda is required'. Reschedule: 'Please select a date.', 'Please
 * select a time.', 'Please provide a reason for rescheduling.', and the same past checks.
 */
export function validateInterview(
  mode: InterviewSchedulingMode,
  values: InterviewValues,
  now: Date,
): FieldErrors<InterviewField> {
  const messages =
    mode === 'schedule'
      ? {
          date: interviewScheduleMessages.dateRequired,
          time: interviewScheduleMessages.timeRequired,
          agenda: interviewScheduleMessages.agendaRequired,
        }
      : {
          date: interviewRescheduleMessages.dateRequired,
          time: interviewRescheduleMessages.timeRequired,
          agenda: interviewRescheduleMessages.reasonRequired,
        };
  const errors: FieldErrors<InterviewField> = {};
  if (mode === 'schedule' && values.platform === '') errors.platform = interviewScheduleMessages.platformRequired;
  if (values.interview_date === '') errors.interview_date = messages.date;
  if (values.start_time === '') errors.start_time = messages.time;
  if (!isTimeZone(values.timezone)) errors.timezone = interviewServerMessages.timeZoneInvalid;
  if (values.agenda.trim() === '') errors.agenda = messages.agenda;
  if (errors.interview_date === undefined && errors.start_time === undefined && errors.timezone === undefined) {
    const { problem } = chosenStart(values.interview_date, values.start_time, values.timezone, now);
    if (problem) errors[problem.field] = problem.message;
  }
  return errors;
}

/** The call of a valid form. */
export function interviewRequest(context: InterviewSchedulingContext): SendInterviewRequest {
  const { values, onBehalfOfClient } = context;
  const when = {
    interview_date: values.interview_date,
    start_time: values.start_time,
    timezone: values.timezone,
    duration: values.duration,
    agenda: values.agenda.trim(),
  };
  if (context.mode === 'reschedule' && context.interviewId !== undefined) {
    return {
      mode: 'reschedule',
      onBehalfOfClient,
      proposalId: context.proposalId,
      interviewId: context.interviewId,
      body: when,
    };
  }
  const file = context.file ? { file_id: context.file.id } : {};
  return {
    mode: 'schedule',
    onBehalfOfClient,
    proposalId: context.proposalId,
    body: { platform: 'google_meet', ...when, ...file },
  };
}

/** A refusal (4xx but 429) comes back to the form; anything else is the failure popup. */
const isRefusal = (error: unknown) => {
  const { status } = toFailure(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
};

const formFieldOf: Readonly<Partial<Record<string, InterviewField>>> = Object.fromEntries(
  interviewFields.map((field) => [field, field]),
);

const errorsNow = (context: InterviewSchedulingContext) =>
  validateInterview(context.mode, context.values, new Date(context.now()));

/** What the form takes while it is shown: typing, the file (the manager's own schedule only) and Cancel. */
const typing = {
  'file.attach': {
    guard: 'takesFile',
    actions: {
      type: 'attachFile',
      params: ({ event }: { event: Extract<InterviewSchedulingEvent, { type: 'file.attach' }> }) => ({
        file: event.file,
      }),
    },
  },
  'file.remove': { actions: 'removeFile' },
  'field.change': {
    actions: {
      type: 'setField',
      params: ({ event }: { event: Extract<InterviewSchedulingEvent, { type: 'field.change' }> }) => ({
        field: event.field,
        value: event.value,
      }),
    },
  },
  cancel: 'cancelled',
} as const;

/**
 * INTERVIEW_SCHEDULE and INTERVIEW_RESCHEDULE (spec document 2, sections 2, 3, 5 and 8): the
 * manager fills the form (schedule: type, duration, date, start time, zone, agenda, an optional
 * file, uploaded by its own field and attached here with `file.attach`; reschedule:
 * date, time, zone, duration and the reason), may preview it with every field locked ('Edit'
 * returns, 'Send Invite' sends), and the `sendInterview` actor the caller provides makes the call.
 * An incomplete form shows each field's message and the toast ('…before continuing!', or
 * '…before previewing!' from Preview). A refusal (409 overlap or lifecycle, 422 with fields) comes
 * back to the form with the API's words; any other failure is `failed` ('Failed to Schedule
 * Interview' / 'Failed to Rescheduled Interview'), from which Try again returns to the form.
 * Nothing typed is lost. The past is judged by the injected clock, in the chosen zone.
 * `onBehalfOfClient` (issue 19): staff arrange the client's interview for them; the same form and
 * rules without the file (the API takes only the client's own upload), the request saying so.
 */
export const interviewSchedulingMachine = setup({
  types: {
    input: {} as InterviewSchedulingInput,
    context: {} as InterviewSchedulingContext,
    events: {} as InterviewSchedulingEvent,
    output: {} as InterviewSchedulingOutput,
  },
  actors: {
    sendInterview: fromPromise<{ interview: ArrangedInterview }, SendInterviewRequest>(() =>
      Promise.reject(new Error('Provide the sendInterview actor')),
    ),
  },
  guards: {
    takesFile: ({ context }) => context.mode === 'schedule' && !context.onBehalfOfClient,
    formInvalid: ({ context }) => hasErrors(errorsNow(context)),
    refused: (_, params: { error: unknown }) => isRefusal(params.error),
  },
  actions: {
    setField: assign(({ context }, params: { field: InterviewField; value: string }) => {
      const { field, value } = params;
      const values = { ...context.values };
      if (field === 'platform') values.platform = value === 'google_meet' ? value : '';
      else if (field === 'duration') values.duration = isDurationLabel(value) ? value : values.duration;
      else values[field] = value;
      // A time is judged with its date and zone: changing one of them clears the others' messages.
      let fieldErrors: FieldErrors<InterviewField> = withoutField<InterviewField>(context.fieldErrors, field);
      if (field === 'interview_date' || field === 'start_time' || field === 'timezone') {
        for (const related of ['interview_date', 'start_time', 'timezone'] as const)
          fieldErrors = withoutField<InterviewField>(fieldErrors, related);
      }
      return { values, fieldErrors, toast: undefined, refusal: undefined };
    }),
    showErrors: assign(({ context }, params: { toast: string }) => ({
      fieldErrors: errorsNow(context),
      toast: params.toast,
      refusal: undefined,
    })),
    attachFile: assign((_, params: { file: AttachedFile }) => ({ file: params.file, refusal: undefined })),
    removeFile: assign({ file: undefined, refusal: undefined }),
    startSending: assign({ fieldErrors: {}, toast: undefined, refusal: undefined }),
    keepInterview: assign((_, params: { interview: ArrangedInterview }) => ({ interview: params.interview })),
    showRefusal: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      const fieldErrors = fieldErrorsFrom(failure.fields, formFieldOf);
      return {
        fieldErrors,
        refusal: hasErrors(fieldErrors) && failure.status === 422 ? undefined : failure.message,
      };
    }),
  },
}).createMachine({
  id: 'interviewScheduling',
  context: ({ input }) => ({
    mode: input.mode,
    onBehalfOfClient: input.onBehalfOfClient ?? false,
    proposalId: input.proposalId,
    interviewId: input.interviewId,
    values: {
      platform: '',
      duration: interviewDefaults.duration,
      interview_date: '',
      start_time: interviewDefaults.startTime,
      timezone: interviewDefaults.timezone,
      agenda: '',
      ...input.initial,
    },
    fieldErrors: {},
    toast: undefined,
    refusal: undefined,
    now: input.now ?? Date.now,
    interview: undefined,
    file: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...typing,
        preview: [
          {
            guard: 'formInvalid',
            actions: { type: 'showErrors', params: { toast: interviewScheduleMessages.incompletePreview } },
          },
          { target: 'previewing', actions: 'startSending' },
        ],
        submit: [
          {
            guard: 'formInvalid',
            actions: { type: 'showErrors', params: { toast: interviewScheduleMessages.incomplete } },
          },
          { target: 'submitting' },
        ],
      },
    },
    /** Section 2: the fields locked; 'Edit' returns, 'Send Invite' sends. */
    previewing: {
      on: {
        edit: 'editing',
        submit: [
          // Time went by while previewing: the form says why.
          {
            guard: 'formInvalid',
            target: 'editing',
            actions: { type: 'showErrors', params: { toast: interviewScheduleMessages.incomplete } },
          },
          { target: 'submitting' },
        ],
        cancel: 'cancelled',
      },
    },
    submitting: {
      entry: 'startSending',
      invoke: {
        id: 'sendInterview',
        src: 'sendInterview',
        input: ({ context }) => interviewRequest(context),
        onDone: {
          target: 'sent',
          actions: { type: 'keepInterview', params: ({ event }) => ({ interview: event.output.interview }) },
        },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed' },
        ],
      },
    },
    /** Section 8's failure title: Try again (or the popup's own timeout) returns to the form. */
    failed: {
      on: { retry: 'editing', cancel: 'cancelled' },
    },
    sent: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.interview === undefined ? { result: 'cancelled' } : { result: 'sent', interview: context.interview },
});
