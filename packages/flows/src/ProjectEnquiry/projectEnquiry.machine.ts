import {
  displayDurationsMs,
  errorMessages,
  projectModalMessages,
  talkToExpertRequestSchema,
  type MessageResponse,
  type TalkToExpertRequest,
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

/** The fields of the 'Tell us about your Projects' modal (spec document 1, sections 2, 3 and 5). */
export const projectEnquiryFields = ['name', 'email', 'phone', 'company', 'message', 'captcha'] as const;
export type ProjectEnquiryField = (typeof projectEnquiryFields)[number];

/** What the phone field reports: its number in E.164 form when valid, and whether anything is typed. */
export type ProjectEnquiryPhone = ContactPhone;

export interface ProjectEnquiryContext {
  name: string;
  email: string;
  /** Optional (spec: "optional phone (default country US)"). */
  phone: ProjectEnquiryPhone;
  company: string;
  message: string;
  /** The verified captcha's token; `null` until verified and again once it expires or is spent. */
  captchaToken: string | null;
  /** The message under each field (spec document 1, section 5: Project modal). */
  fieldErrors: Partial<Record<ProjectEnquiryField, string>>;
  /** A failed call: the server's message, or the network message. */
  error: string | undefined;
}

export type ProjectEnquiryEvent =
  | { type: 'name.change'; value: string }
  | { type: 'email.change'; value: string }
  | { type: 'phone.change'; value: ProjectEnquiryPhone }
  | { type: 'company.change'; value: string }
  | { type: 'message.change'; value: string }
  | { type: 'captcha.verified'; token: string }
  | { type: 'captcha.expired' }
  | { type: 'submit' };

/**
 * Emitted when a send failed: the captcha token was given to the server (each is good once), so
 * the view shows a new question.
 */
export type ProjectEnquiryEmitted = { type: 'captcha.reset' };

/** The flow ends by reloading the page (spec document 1, section 2). */
export interface ProjectEnquiryOutput {
  reload: true;
}

/** The field messages of the spec's rules (the same schema the API validates with). */
function validate(context: ProjectEnquiryContext): ProjectEnquiryContext['fieldErrors'] {
  const shape = talkToExpertRequestSchema.shape;
  const errors: Array<[ProjectEnquiryField, string | undefined]> = [
    ['name', firstIssue(shape.name.safeParse(context.name))],
    ['email', firstIssue(shape.email.safeParse(context.email))],
    [
      'phone',
      context.phone.empty
        ? undefined
        : context.phone.e164 === null
          ? projectModalMessages.phoneInvalid
          : firstIssue(shape.contact.safeParse(context.phone.e164)),
    ],
    ['company', firstIssue(shape.company.safeParse(context.company))],
    ['message', firstIssue(shape.message.safeParse(context.message))],
    ['captcha', context.captchaToken === null ? projectModalMessages.captchaRequired : undefined],
  ];
  return Object.fromEntries(errors.filter(([, message]) => message !== undefined));
}

/** The API names two fields differently from the form. */
const formFieldOf: Readonly<Record<string, ProjectEnquiryField>> = {
  name: 'name',
  email: 'email',
  contact: 'phone',
  company: 'company',
  message: 'message',
  captcha_token: 'captcha',
};

/**
 * 'Tell us about your Projects' (spec document 1, sections 2, 5 and 9): name (letters only), work
 * email, optional phone, company, a message of at least 5 words and a verified captcha; Submit
 * sends them (the `sendEnquiry` actor the caller provides). On success 'We will contact you
 * shortly.' shows for a moment (`sent`), then the flow ends with `{ reload: true }` and the page
 * reloads. A failure keeps what was typed, shows the server's message and asks for the captcha again.
 */
export const projectEnquiryMachine = setup({
  types: {
    context: {} as ProjectEnquiryContext,
    events: {} as ProjectEnquiryEvent,
    emitted: {} as ProjectEnquiryEmitted,
    output: {} as ProjectEnquiryOutput,
  },
  actors: {
    sendEnquiry: fromPromise<MessageResponse, TalkToExpertRequest>(() =>
      Promise.reject(new Error('Provide the sendEnquiry actor')),
    ),
  },
  delays: {
    /**
     * How long the success message shows before the page reloads. The spec gives no number; this
     * is its snackbar default (section 9: 2000 ms).
     */
    reloadDelay: displayDurationsMs.snackbarDefault,
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validate(context)),
  },
  actions: {
    setText: assign(({ context }, params: { field: 'name' | 'email' | 'company' | 'message'; value: string }) => ({
      ...context,
      [params.field]: params.value,
      fieldErrors: withoutField(context.fieldErrors, params.field),
      error: undefined,
    })),
    setPhone: assign(({ context }, params: { value: ProjectEnquiryPhone }) => ({
      phone: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'phone'),
      error: undefined,
    })),
    keepCaptcha: assign(({ context }, params: { token: string }) => ({
      captchaToken: params.token,
      fieldErrors: withoutField(context.fieldErrors, 'captcha'),
    })),
    forgetCaptcha: assign({ captchaToken: null }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validate(context), error: undefined }),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      if (isNetworkFailure(params.error)) return { error: errorMessages.networkError };
      const failure = toFailure(params.error);
      return {
        error: failure.kind === 'http' && failure.message ? failure.message : errorMessages.somethingWentWrong,
        fieldErrors: { ...context.fieldErrors, ...fieldErrorsFrom(failure.fields, formFieldOf) },
      };
    }),
    askForNewCaptcha: emit({ type: 'captcha.reset' }),
  },
}).createMachine({
  id: 'projectEnquiry',
  context: {
    name: '',
    email: '',
    phone: emptyContactPhone,
    company: '',
    message: '',
    captchaToken: null,
    fieldErrors: {},
    error: undefined,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'name.change': { actions: { type: 'setText', params: ({ event }) => ({ field: 'name', value: event.value }) } },
        'email.change': {
          actions: { type: 'setText', params: ({ event }) => ({ field: 'email', value: event.value }) },
        },
        'phone.change': { actions: { type: 'setPhone', params: ({ event }) => ({ value: event.value }) } },
        'company.change': {
          actions: { type: 'setText', params: ({ event }) => ({ field: 'company', value: event.value }) },
        },
        'message.change': {
          actions: { type: 'setText', params: ({ event }) => ({ field: 'message', value: event.value }) },
        },
        'captcha.verified': { actions: { type: 'keepCaptcha', params: ({ event }) => ({ token: event.token }) } },
        // Spec document 1, section 4: an expired captcha counts as not verified.
        'captcha.expired': { actions: 'forgetCaptcha' },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'sending' }],
      },
    },
    sending: {
      invoke: {
        id: 'sendEnquiry',
        src: 'sendEnquiry',
        input: ({ context }) => ({
          name: context.name.trim(),
          email: context.email.trim(),
          ...(context.phone.e164 === null ? {} : { contact: context.phone.e164 }),
          company: context.company.trim(),
          message: context.message.trim(),
          captcha_token: context.captchaToken ?? '',
        }),
        onDone: 'sent',
        onError: {
          target: 'editing',
          actions: [
            { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            'forgetCaptcha',
            'askForNewCaptcha',
          ],
        },
      },
    },
    /** 'We will contact you shortly.' shows; then the page reloads. */
    sent: { after: { reloadDelay: 'reloading' } },
    reloading: { type: 'final' },
  },
  output: () => ({ reload: true }),
});
