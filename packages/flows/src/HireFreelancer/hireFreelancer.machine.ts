import { hireFreelancerLabels, hireMessages, type Candidate, type JobRef } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { hasErrors, withoutField, type FieldErrors } from '../shared/form.ts';

export type JobType = 'hourly' | 'fixed';

export interface HireFreelancerInput {
  /** The freelancer's profile uuid (their cards' id). */
  freelancerId: string;
  /** The job to choose first, by id or uuid (the profile's path carries the job uuid). */
  jobId?: number;
  jobUuid?: string;
}

/** What `loadDetails` answers (`GET /hire_freelancer_details/{id}`): the card and the manager's jobs. */
export interface HireDetails {
  freelancer: Candidate;
  jobs: JobRef[];
}

export type HireField = 'job' | 'jobType';

export interface HireFreelancerContext {
  freelancerId: string;
  freelancer: Candidate | undefined;
  /** The manager's open jobs. */
  jobs: JobRef[];
  jobId: number | null;
  jobType: JobType | null;
  fieldErrors: FieldErrors<HireField>;
  preferred: { id?: number | undefined; uuid?: string | undefined };
  hired: boolean;
  /** The conversation 'Chat' opened (issue 18). */
  conversationId: number | null;
  /** Why 'Chat' failed: the server's message (403: the freelancer is not on the job), or none. */
  chatError: string | null;
}

export type HireFreelancerEvent =
  | { type: 'job.change'; value: number }
  | { type: 'jobType.change'; value: JobType }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'hire' }
  | { type: 'chat' }
  | { type: 'retry' }
  | { type: 'cancel' };

export type HireFreelancerOutput =
  | { result: 'hire'; freelancerId: string; jobId: number; jobType: JobType }
  | { result: 'chat'; conversationId: number }
  | { result: 'cancelled' };

/** Spec document 2, section 5: 'Please select a job.' and 'Please select a job type.'. */
export function validateHire(values: { jobId: number | null; jobType: JobType | null }): FieldErrors<HireField> {
  const errors: FieldErrors<HireField> = {};
  if (values.jobId === null) errors.job = hireMessages.jobRequired;
  if (values.jobType === null) errors.jobType = hireMessages.jobTypeRequired;
  return errors;
}

/** The job type a job locks (spec section 5: "type locked to the job's pay type"); null when it has none. */
export const lockedJobType = (job: JobRef | undefined): JobType | null => job?.job_pay_type ?? null;

/**
 * Hire_FREELANCER then HIRE_ACTION_CHOICE, one dialog (spec document 2, sections 2 and 5): the
 * freelancer's card and the manager's open jobs load (`loadDetails`); the manager chooses a job and
 * its job type (locked to the job's pay type when it has one), Next shows the card, and 'Hire Now'
 * ends the flow with the choice, which the caller takes to /hire-a-freelancer/. No open job: the
 * flow says so (`noJobs`) and offers only Cancel (the view links to posting a job). 'Chat' on the
 * card opens the job's conversation with the freelancer (`openChat`) and ends the flow with its id
 * (the caller goes to /messages); a refusal (the freelancer has no proposal, invitation or contract
 * on the job) stays on the card with the server's message.
 */
export const hireFreelancerMachine = setup({
  types: {
    input: {} as HireFreelancerInput,
    context: {} as HireFreelancerContext,
    events: {} as HireFreelancerEvent,
    output: {} as HireFreelancerOutput,
  },
  actors: {
    loadDetails: fromPromise<HireDetails, { freelancerId: string }>(() =>
      Promise.reject(new Error('Provide the loadDetails actor')),
    ),
    /** `POST /conversations`: the job's conversation with the freelancer; answers its id. */
    openChat: fromPromise<number, { freelancerId: string; jobId: number }>(() =>
      Promise.reject(new Error('Provide the openChat actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateHire(context)),
    noOpenJobs: (_, params: { details: HireDetails }) => !params.details.jobs.some((job) => job.status === 'open'),
    jobTypeFree: ({ context }) => lockedJobType(context.jobs.find((job) => job.id === context.jobId)) === null,
  },
  actions: {
    keepDetails: assign(({ context }, params: { details: HireDetails }) => {
      const open = params.details.jobs.filter((job) => job.status === 'open');
      const { id, uuid } = context.preferred;
      const chosen =
        open.find((job) => (id !== undefined && job.id === id) || (uuid !== undefined && job.uuid === uuid)) ??
        (open.length === 1 ? open[0] : undefined);
      return {
        freelancer: params.details.freelancer,
        jobs: open,
        jobId: chosen?.id ?? null,
        jobType: lockedJobType(chosen),
      };
    }),
    keepCard: assign({ freelancer: (_, params: { details: HireDetails }) => params.details.freelancer }),
    setJob: assign(({ context }, params: { value: number }) => {
      const job = context.jobs.find((item) => item.id === params.value);
      const locked = lockedJobType(job);
      return {
        jobId: job ? job.id : context.jobId,
        jobType: locked ?? context.jobType,
        fieldErrors: withoutField<HireField>(
          locked === null ? context.fieldErrors : withoutField<HireField>(context.fieldErrors, 'jobType'),
          'job',
        ),
      };
    }),
    setJobType: assign(({ context }, params: { value: JobType }) => ({
      jobType: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'jobType'),
    })),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateHire(context) }),
    markHired: assign({ hired: true }),
    keepConversation: assign({ conversationId: (_, params: { id: number }) => params.id }),
    showChatError: assign({
      chatError: (_, params: { error: unknown }) => toFailure(params.error).message ?? hireFreelancerLabels.chatFailed,
    }),
    clearChatError: assign({ chatError: null }),
  },
}).createMachine({
  id: 'hireFreelancer',
  context: ({ input }) => ({
    freelancerId: input.freelancerId,
    freelancer: undefined,
    jobs: [],
    jobId: null,
    jobType: null,
    fieldErrors: {},
    preferred: { id: input.jobId, uuid: input.jobUuid },
    hired: false,
    conversationId: null,
    chatError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ freelancerId: context.freelancerId }),
        onDone: [
          {
            guard: { type: 'noOpenJobs', params: ({ event }) => ({ details: event.output }) },
            target: 'noJobs',
            actions: { type: 'keepCard', params: ({ event }) => ({ details: event.output }) },
          },
          { target: 'choosing', actions: { type: 'keepDetails', params: ({ event }) => ({ details: event.output }) } },
        ],
        onError: 'loadFailed',
      },
      on: { cancel: 'cancelled' },
    },
    loadFailed: {
      on: { retry: 'loading', cancel: 'cancelled' },
    },
    noJobs: {
      on: { cancel: 'cancelled' },
    },
    choosing: {
      on: {
        'job.change': { actions: { type: 'setJob', params: ({ event }) => ({ value: event.value }) } },
        'jobType.change': {
          guard: 'jobTypeFree',
          actions: { type: 'setJobType', params: ({ event }) => ({ value: event.value }) },
        },
        next: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'card' }],
        cancel: 'cancelled',
      },
    },
    card: {
      on: {
        hire: { target: 'hired', actions: 'markHired' },
        chat: { target: 'openingChat', actions: 'clearChatError' },
        back: { target: 'choosing', actions: 'clearChatError' },
        cancel: 'cancelled',
      },
    },
    openingChat: {
      invoke: {
        id: 'openChat',
        src: 'openChat',
        input: ({ context }) => ({ freelancerId: context.freelancerId, jobId: context.jobId ?? 0 }),
        onDone: {
          target: 'chatOpened',
          actions: { type: 'keepConversation', params: ({ event }) => ({ id: event.output }) },
        },
        onError: {
          target: 'card',
          actions: { type: 'showChatError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { cancel: 'cancelled' },
    },
    chatOpened: { type: 'final' },
    hired: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }): HireFreelancerOutput => {
    if (context.conversationId !== null) return { result: 'chat', conversationId: context.conversationId };
    return context.hired && context.jobId !== null && context.jobType !== null
      ? { result: 'hire', freelancerId: context.freelancerId, jobId: context.jobId, jobType: context.jobType }
      : { result: 'cancelled' };
  },
});
