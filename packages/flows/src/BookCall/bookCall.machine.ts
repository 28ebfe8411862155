import {
  bookCallRequestSchema,
  displayDurationsMs,
  errorMessages,
  signUpMessages,
  type BookCallRequest,
  type MessageResponse,
} from '@cloudexperts/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import {
  emptyContactPhone,
  fieldErrorsFrom,
  firstIssue,
  hasErrors,
  isNetworkFailure,
  withoutField,
  type ContactPhone,
} from '../shared/form.ts';

/** The four fields of the 'Let's have a chat' form (spec document 1, sections 2 and 3). */
export const bookCallFields = ['name', 'email', 'phone', 'message'] as const;
export type BookCallField = (typeof bookCallFields)[number];

/** What the phone field reports: its number in E.164 form when valid, and whether anything is typed. */
export type BookCallPhone = ContactPhone;

export interface BookCallContext {
  name: string;
  email: string;
  phone: BookCallPhone;
  message: string;
  /** The message under each field (spec document 1, section 5: Book a call). */
  fieldErrors: Partial<Record<BookCallField, string>>;
  /** A failed call: the server's error, 'Failed to book call. Please try again.' or the network message. */
  error: string | undefined;
}

export type BookCallEvent =
  | { type: 'name.change'; value: string }
  | { type: 'email.change'; value: string }
  | { type: 'phone.change'; value: BookCallPhone }
  | { type: 'message.change'; value: string }
  | { type: 'submit' };

/** Emitted when a booking succeeded and the form was emptied (views reset their uncontrolled fields). */
export type BookCallEmitted = { type: 'form.cleared' };

/** The field messages of the spec's rules (the same schema the API validates with). */
function validate(context: BookCallContext): BookCallContext['fieldErrors'] {
  const shape = bookCallRequestSchema.shape;
  const errors: Array<[BookCallField, string | undefined]> = [
    ['name', firstIssue(shape.name.safeParse(context.name))],
    ['email', firstIssue(shape.email.safeParse(context.email))],
    [
      'phone',
      context.phone.empty
        ? firstIssue(shape.phone.safeParse(''))
        : context.phone.e164 === null
          ? signUpMessages.phoneInvalid
          : firstIssue(shape.phone.safeParse(context.phone.e164)),
    ],
    ['message', firstIssue(shape.message.safeParse(context.message))],
  ];
  return Object.fromEntries(errors.filter(([, message]) => message !== undefined));
}

/** The API's field names are the form's. */
const formFieldOf: Readonly<Record<string, BookCallField>> = Object.fromEntries(
  bookCallFields.map((field) => [field, field]),
);

/**
 * Book a call (spec document 1, sections 2, 4, 5 and 8): the landing page's 'Let's have a chat'
 * form. All four fields are required, the email and phone must be valid; 'Book a call' sends them
 * (the `bookCall` actor the caller provides). A success empties the form and shows the toast for
 * 5 s (`editing.booked`); a failure keeps what was typed and shows the server's error, 'Failed to
 * book call. Please try again.' or the network message. The form stays usable throughout.
 */
export const bookCallMachine = setup({
  types: {
    context: {} as BookCallContext,
    events: {} as BookCallEvent,
    emitted: {} as BookCallEmitted,
  },
  actors: {
    bookCall: fromPromise<MessageResponse, BookCallRequest>(() =>
      Promise.reject(new Error('Provide the bookCall actor')),
    ),
  },
  delays: {
    /** Spec document 1, sections 4 and 9: the book-call toast disappears after 5 seconds. */
    toastDuration: displayDurationsMs.bookCallToast,
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validate(context)),
  },
  actions: {
    setText: assign(({ context }, params: { field: 'name' | 'email' | 'message'; value: string }) => ({
      ...context,
      [params.field]: params.value,
      fieldErrors: withoutField(context.fieldErrors, params.field),
      error: undefined,
    })),
    setPhone: assign(({ context }, params: { value: BookCallPhone }) => ({
      phone: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'phone'),
      error: undefined,
    })),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validate(context), error: undefined }),
    clearForm: assign({
      name: '',
      email: '',
      phone: emptyContactPhone,
      message: '',
      fieldErrors: {},
      error: undefined,
    }),
    announceCleared: emit({ type: 'form.cleared' }),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      if (isNetworkFailure(params.error)) return { error: errorMessages.networkError };
      const failure = toFailure(params.error);
      return {
        error: failure.kind === 'http' && failure.message ? failure.message : errorMessages.bookCallFailed,
        fieldErrors: { ...context.fieldErrors, ...fieldErrorsFrom(failure.fields, formFieldOf) },
      };
    }),
  },
}).createMachine({
  id: 'bookCall',
  context: { name: '', email: '', phone: emptyContactPhone, message: '', fieldErrors: {}, error: undefined },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'name.change': { actions: { type: 'setText', params: ({ event }) => ({ field: 'name', value: event.value }) } },
        'email.change': {
          actions: { type: 'setText', params: ({ event }) => ({ field: 'email', value: event.value }) },
        },
        'phone.change': { actions: { type: 'setPhone', params: ({ event }) => ({ value: event.value }) } },
        'message.change': {
          actions: { type: 'setText', params: ({ event }) => ({ field: 'message', value: event.value }) },
        },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'booking' }],
      },
      states: {
        idle: {},
        /** The success toast is showing (the form is already empty and usable). */
        booked: { after: { toastDuration: 'idle' } },
      },
    },
    booking: {
      invoke: {
        id: 'bookCall',
        src: 'bookCall',
        input: ({ context }) => ({
          name: context.name.trim(),
          email: context.email.trim(),
          phone: context.phone.e164 ?? '',
          message: context.message.trim(),
        }),
        onDone: { target: 'editing.booked', actions: ['clearForm', 'announceCleared'] },
        onError: {
          target: 'editing.idle',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
