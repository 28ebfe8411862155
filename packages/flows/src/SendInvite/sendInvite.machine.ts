import {
  invitationResultMessages,
  inviteMessages,
  type ApiClient,
  type JobRef,
  type ResponseOf,
  type SendInvitationRequest,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { hasErrors, withoutField, type FieldErrors } from '../shared/form.ts';

export interface SendInviteInput {
  /** The freelancer's profile uuid (their cards' id). */
  freelancerId: string;
  /** The job to choose first (the job whose Invite tab opened the popup), if it is open. */
  jobId?: number;
  /** The message the form starts with. */
  message?: string;
}

export type SendInviteField = 'job' | 'message';

/** A job the popup offers: the manager's open jobs, or the client's job staff invite to. */
export type InviteJob = Pick<JobRef, 'id' | 'title'> & { status: string };

export interface SendInviteContext {
  freelancerId: string;
  /** The manager's open jobs (`GET /hire_freelancer_details/{id}`), or the client's job for staff. */
  jobs: InviteJob[];
  jobId: number | null;
  message: string;
  fieldErrors: FieldErrors<SendInviteField>;
  /** Why the last send failed: the server's message, or the spec's failure text. */
  error: string | undefined;
  sent: ResponseOf<'sendInvitation'>['invitation'] | undefined;
  preferredJobId: number | undefined;
}

/** What `loadJobs` is given: the freelancer, and the job chosen first, if any. */
export interface LoadJobsInput {
  freelancerId: string;
  jobId: number | undefined;
}

export type SendInviteEvent =
  | { type: 'job.change'; value: number }
  | { type: 'message.change'; value: string }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'cancel' };

export type SendInviteOutput =
  { result: 'sent'; invitation: ResponseOf<'sendInvitation'>['invitation'] } | { result: 'cancelled' };

/** Spec document 2, section 5: 'Please select job.' and "This field can't be blank.". */
export function validateInvite(values: { jobId: number | null; message: string }): FieldErrors<SendInviteField> {
  const errors: FieldErrors<SendInviteField> = {};
  if (values.jobId === null) errors.job = inviteMessages.jobRequired;
  if (values.message.trim() === '') errors.message = inviteMessages.messageRequired;
  return errors;
}

/**
 * SEND_INVITE_POPUP (spec document 2, sections 2, 3, 5 and 8): the manager's open jobs load
 * (`loadJobs`), then a job and a message are checked here and sent (`sendInvitation`,
 * `POST /send_invitation`). Success ends `sent` ('Invitation Sent Successfully'); a failure shows
 * 'Invitation Failed to Send' with the server's reason (or the spec's text), and Try again returns
 * to the form with everything typed.
 */
export const sendInviteMachine = setup({
  types: {
    input: {} as SendInviteInput,
    context: {} as SendInviteContext,
    events: {} as SendInviteEvent,
    output: {} as SendInviteOutput,
  },
  actors: {
    loadJobs: fromPromise<InviteJob[], LoadJobsInput>(() => Promise.reject(new Error('Provide the loadJobs actor'))),
    sendInvitation: fromPromise<ResponseOf<'sendInvitation'>, SendInvitationRequest>(() =>
      Promise.reject(new Error('Provide the sendInvitation actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateInvite(context)),
  },
  actions: {
    keepJobs: assign(({ context }, params: { jobs: InviteJob[] }) => {
      const open = params.jobs.filter((job) => job.status === 'open');
      const preferred = open.find((job) => job.id === context.preferredJobId);
      return { jobs: open, jobId: preferred?.id ?? (open.length === 1 ? (open[0]?.id ?? null) : null) };
    }),
    setJob: assign(({ context }, params: { value: number }) => ({
      jobId: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'job'),
    })),
    setMessage: assign(({ context }, params: { value: string }) => ({
      message: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'message'),
    })),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateInvite(context) }),
    showFailure: assign({
      error: (_, params: { error: unknown }) => {
        const failure = toFailure(params.error);
        return failure.kind === 'http' && failure.status !== undefined && failure.status < 500 && failure.message
          ? failure.message
          : invitationResultMessages.failedText;
      },
    }),
    clearFailure: assign({ error: undefined }),
    keepSent: assign({ sent: (_, params: { answer: ResponseOf<'sendInvitation'> }) => params.answer.invitation }),
  },
}).createMachine({
  id: 'sendInvite',
  context: ({ input }) => ({
    freelancerId: input.freelancerId,
    jobs: [],
    jobId: null,
    message: input.message ?? '',
    fieldErrors: {},
    error: undefined,
    sent: undefined,
    preferredJobId: input.jobId,
  }),
  initial: 'loadingJobs',
  states: {
    loadingJobs: {
      invoke: {
        id: 'loadJobs',
        src: 'loadJobs',
        input: ({ context }) => ({ freelancerId: context.freelancerId, jobId: context.preferredJobId }),
        onDone: { target: 'editing', actions: { type: 'keepJobs', params: ({ event }) => ({ jobs: event.output }) } },
        onError: 'loadFailed',
      },
      on: { cancel: 'cancelled' },
    },
    loadFailed: {
      on: { retry: 'loadingJobs', cancel: 'cancelled' },
    },
    editing: {
      on: {
        'job.change': { actions: { type: 'setJob', params: ({ event }) => ({ value: event.value }) } },
        'message.change': { actions: { type: 'setMessage', params: ({ event }) => ({ value: event.value }) } },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
        cancel: 'cancelled',
      },
    },
    submitting: {
      invoke: {
        id: 'sendInvitation',
        src: 'sendInvitation',
        input: ({ context }) => ({
          job_id: context.jobId ?? 0,
          recipient_id: context.freelancerId,
          message: context.message.trim(),
        }),
        onDone: { target: 'sent', actions: { type: 'keepSent', params: ({ event }) => ({ answer: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { retry: { target: 'editing', actions: 'clearFailure' }, cancel: 'cancelled' },
    },
    sent: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.sent === undefined ? { result: 'cancelled' } : { result: 'sent', invitation: context.sent },
});

/**
 * The machine's calls: the manager's own (their open jobs from `GET /hire_freelancer_details/{id}`,
 * `POST /send_invitation`), or, `onBehalfOfClient`, staff's for the client of the job chosen first:
 * that job alone (`GET /staff/jobs/{id}`, whether it is still open) and
 * `POST /staff/jobs/{id}/invitations`, recorded with the staff member's name.
 */
export function sendInviteActors(api: ApiClient, { onBehalfOfClient = false } = {}) {
  if (onBehalfOfClient) {
    return {
      loadJobs: fromPromise<InviteJob[], LoadJobsInput>(({ input, signal }) =>
        input.jobId === undefined
          ? Promise.resolve([])
          : api.staffJob({ params: { id: input.jobId }, signal }).then(({ job }) => [job]),
      ),
      sendInvitation: fromPromise<ResponseOf<'sendInvitation'>, SendInvitationRequest>(({ input, signal }) => {
        const { job_id: id, ...body } = input;
        return api.staffSendInvitation({ params: { id }, body, signal });
      }),
    };
  }
  return {
    loadJobs: fromPromise<InviteJob[], LoadJobsInput>(({ input, signal }) =>
      api.hireFreelancerDetails({ params: { id: input.freelancerId }, signal }).then((answer) => answer.jobs),
    ),
    sendInvitation: fromPromise<ResponseOf<'sendInvitation'>, SendInvitationRequest>(({ input, signal }) =>
      api.sendInvitation({ body: input, signal }),
    ),
  };
}
