import {
  proposalContentSchema,
  proposalServerMessages,
  type Proposal,
  type SubmitProposalRequest,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

/** One of the job's screening questions, to be answered once. */
export interface ScreeningQuestion {
  id: number;
  question: string;
}

export type ProposalField = 'cover_letter' | 'bid' | `answer.${number}`;
export type ProposalFieldErrors = Partial<Record<ProposalField, string>>;

export interface SubmitProposalInput {
  /** Submit a new proposal to the job (POST), or update one's own proposal (PUT, status 'submitted'). */
  mode: 'submit' | 'update';
  jobId: number;
  /** The proposal updated (mode 'update'). */
  proposalId?: number | undefined;
  questions: readonly ScreeningQuestion[];
  /** What the form starts with: the proposal updated, or a draft kept from before. */
  draft?: { coverLetter: string; bid: string; answers: Readonly<Record<number, string>> } | undefined;
}

export interface SubmitProposalContext {
  mode: 'submit' | 'update';
  jobId: number;
  proposalId: number | undefined;
  questions: readonly ScreeningQuestion[];
  coverLetter: string;
  /** The bid or rate in dollars, as typed ('85.50'): the API reads it exactly. */
  bid: string;
  answers: Record<number, string>;
  errors: ProposalFieldErrors;
  /** The API refused the proposal (409 already applied, job not open; 403; 404): its message. */
  refusal: string | undefined;
  proposal: Proposal | undefined;
}

export type SubmitProposalEvent =
  | { type: 'field.change'; field: 'cover_letter' | 'bid'; value: string }
  | { type: 'answer.change'; questionId: number; value: string }
  | { type: 'submit' }
  /** Try again (after a technical failure): back to the form, everything typed kept. */
  | { type: 'retry' }
  | { type: 'cancel' };

export type SubmitProposalOutput = { result: 'submitted' | 'updated'; proposal: Proposal } | { result: 'cancelled' };

/** What the `sendProposal` actor is given: which call, and the content to send. */
export interface SendProposalInput {
  mode: 'submit' | 'update';
  proposalId: number | undefined;
  body: SubmitProposalRequest;
}

/** A proposal as the form starts it: its bid in dollars as a freelancer would type it, its answers. */
export function draftOf(proposal: Proposal): NonNullable<SubmitProposalInput['draft']> {
  return {
    coverLetter: proposal.cover_letter,
    bid: String(proposal.bid_cents / 100),
    answers: Object.fromEntries(proposal.screening_answers.map((answer) => [answer.question_id, answer.answer])),
  };
}

const bodyOf = (context: SubmitProposalContext): SubmitProposalRequest => ({
  job_id: context.jobId,
  cover_letter: context.coverLetter,
  bid: context.bid,
  screening_answers: context.questions.map((question) => ({
    question_id: question.id,
    answer: context.answers[question.id] ?? '',
  })),
});

/** Each field's message, from the domain's own schema (the API validates with the same). */
export function validateProposal(context: SubmitProposalContext): ProposalFieldErrors {
  const parsed = proposalContentSchema.safeParse(bodyOf(context));
  if (parsed.success) return {};
  const errors: ProposalFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [first, index] = issue.path;
    const question = typeof index === 'number' ? context.questions[index] : undefined;
    const field: ProposalField | undefined =
      first === 'cover_letter' || first === 'bid'
        ? first
        : first === 'screening_answers' && question
          ? `answer.${question.id}`
          : undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field messages, by the form's field names (`screening_answers.0.answer` → the question). */
function serverFieldErrors(fields: Readonly<Record<string, string>>, context: SubmitProposalContext) {
  const errors: ProposalFieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const answer = /^screening_answers\.(\d+)/.exec(key);
    const question = answer ? context.questions[Number(answer[1])] : undefined;
    if (key === 'cover_letter' || key === 'bid') errors[key] = message;
    else if (question) errors[`answer.${question.id}`] = message;
  }
  return errors;
}

/** A refusal (4xx but 429) is shown in the form; anything else is the spec's failure popup. */
const isRefusal = (error: unknown) => {
  const { status } = toFailure(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
};

/** What the form accepts whenever it is not sending: typing (back to the form) and Cancel. */
const typing = {
  'field.change': {
    target: 'editing',
    actions: {
      type: 'setField',
      params: ({ event }: { event: Extract<SubmitProposalEvent, { type: 'field.change' }> }) => ({
        field: event.field,
        value: event.value,
      }),
    },
  },
  'answer.change': {
    target: 'editing',
    actions: {
      type: 'setAnswer',
      params: ({ event }: { event: Extract<SubmitProposalEvent, { type: 'answer.change' }> }) => ({
        questionId: event.questionId,
        value: event.value,
      }),
    },
  },
  cancel: 'cancelled',
} as const;

/**
 * A freelancer's proposal (spec document 2, sections 2, 4, 5 and 8: SUBMIT_JOB_PROPOSAL and
 * UPDATE_JOB_PROPOSAL): a cover letter, the bid or hourly rate in dollars as typed, and one answer
 * per screening question of the job. Submit checks every field with the domain's schema, then the
 * `sendProposal` actor the caller provides sends it (POST /job_applications, or PUT
 * /job_applications/{id} with status 'submitted'). A refusal (409 already applied or job not open,
 * 403, 404, 422) comes back to the form with the API's message; any other failure is `failed`
 * (the spec's failure popup), from which Try again returns to the form. Nothing typed is ever lost.
 */
export const submitProposalMachine = setup({
  types: {
    input: {} as SubmitProposalInput,
    context: {} as SubmitProposalContext,
    events: {} as SubmitProposalEvent,
    output: {} as SubmitProposalOutput,
  },
  actors: {
    sendProposal: fromPromise<{ proposal: Proposal }, SendProposalInput>(() =>
      Promise.reject(new Error('Provide the sendProposal actor')),
    ),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateProposal(context)).length === 0,
    refused: (_, params: { error: unknown }) => isRefusal(params.error),
  },
  actions: {
    setField: assign(({ context }, params: { field: 'cover_letter' | 'bid'; value: string }) => ({
      ...(params.field === 'bid' ? { bid: params.value } : { coverLetter: params.value }),
      errors: { ...context.errors, [params.field]: undefined },
    })),
    setAnswer: assign(({ context }, params: { questionId: number; value: string }) => ({
      answers: { ...context.answers, [params.questionId]: params.value },
      errors: { ...context.errors, [`answer.${String(params.questionId)}`]: undefined },
    })),
    showErrors: assign(({ context }) => ({ errors: validateProposal(context) })),
    startSending: assign({ errors: {}, refusal: undefined }),
    keepProposal: assign((_, params: { proposal: Proposal }) => ({ proposal: params.proposal })),
    showRefusal: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      const errors = serverFieldErrors(failure.fields, context);
      return {
        errors,
        refusal:
          Object.keys(errors).length > 0 && failure.status === 422
            ? undefined
            : (failure.message ?? proposalServerMessages.jobNotOpen),
      };
    }),
  },
}).createMachine({
  id: 'submitProposal',
  context: ({ input }) => ({
    mode: input.mode,
    jobId: input.jobId,
    proposalId: input.proposalId,
    questions: input.questions,
    coverLetter: input.draft?.coverLetter ?? '',
    bid: input.draft?.bid ?? '',
    answers: { ...input.draft?.answers },
    errors: {},
    refusal: undefined,
    proposal: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...typing,
        submit: [{ guard: 'isValid', target: 'sending' }, { actions: 'showErrors' }],
      },
    },
    sending: {
      entry: 'startSending',
      invoke: {
        id: 'sendProposal',
        src: 'sendProposal',
        input: ({ context }) => ({ mode: context.mode, proposalId: context.proposalId, body: bodyOf(context) }),
        onDone: {
          target: 'sent',
          actions: { type: 'keepProposal', params: ({ event }) => ({ proposal: event.output.proposal }) },
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
      // Nothing changes while it is sent (the fields are read-only); Cancel is still there.
      on: { cancel: 'cancelled' },
    },
    /** "Proposal couldn't be Submitted": Try again goes back to the form, or submit again at once. */
    failed: {
      on: {
        ...typing,
        retry: 'editing',
        submit: [
          { guard: 'isValid', target: 'sending' },
          { target: 'editing', actions: 'showErrors' },
        ],
      },
    },
    sent: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.proposal
      ? { result: context.mode === 'submit' ? 'submitted' : 'updated', proposal: context.proposal }
      : { result: 'cancelled' },
});
