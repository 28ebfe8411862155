import {
  errorMessages,
  projectModalMessages,
  serverMessages,
  signUpMessages,
  successMessages,
  type MessageResponse,
  type TalkToExpertRequest,
} from '@cloudexperts/domain';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { projectEnquiryMachine, type ProjectEnquiryContext } from './projectEnquiry.machine.ts';

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, ...(fields ? { fields } : {}) } } });

const ukPhone = { e164: '+442071838750', empty: false };
const enquiry = {
  name: "Zoë O'Brien",
  email: 'zoe@acme.example',
  company: 'Acme Analytics',
  message: 'We need an Azure architect for a three month migration.',
};

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = projectEnquiryMachine.provide({
  actors: { sendEnquiry: fromPromise<MessageResponse, TalkToExpertRequest>(() => new Promise(() => undefined)) },
});

const withCall = (call: (input: TalkToExpertRequest) => Promise<MessageResponse>) =>
  projectEnquiryMachine.provide({
    actors: { sendEnquiry: fromPromise<MessageResponse, TalkToExpertRequest>(({ input }) => call(input)) },
  });

function fill(actor: ActorRefFrom<typeof projectEnquiryMachine>, token: string | null = 'captcha.token') {
  actor.send({ type: 'name.change', value: ` ${enquiry.name} ` });
  actor.send({ type: 'email.change', value: enquiry.email });
  actor.send({ type: 'company.change', value: enquiry.company });
  actor.send({ type: 'message.change', value: enquiry.message });
  if (token) actor.send({ type: 'captcha.verified', token });
}

describe('projectEnquiryMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the enquiry with the captcha token, shows the message, then ends asking for a reload', async () => {
    const seen: TalkToExpertRequest[] = [];
    const actor = createActor(
      withCall((input) => {
        seen.push(input);
        return Promise.resolve({ message: successMessages.projectModal });
      }),
    ).start();
    fill(actor);
    actor.send({ type: 'phone.change', value: ukPhone });
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([{ ...enquiry, contact: ukPhone.e164, captcha_token: 'captcha.token' }]);
    expect(actor.getSnapshot().value).toBe('sent');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(actor.getSnapshot().value).toBe('sent');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ reload: true });
  });

  it('leaves the optional phone out when none is typed', async () => {
    const seen: TalkToExpertRequest[] = [];
    const actor = createActor(
      withCall((input) => {
        seen.push(input);
        return Promise.resolve({ message: successMessages.projectModal });
      }),
    ).start();
    fill(actor);
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen[0]).not.toHaveProperty('contact');
  });

  it("shows the spec's message for every rule and makes no call", () => {
    const call = vi.fn(() => Promise.resolve({ message: successMessages.projectModal }));
    const actor = createActor(withCall(call)).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: projectModalMessages.nameCharsOnly,
      email: projectModalMessages.emailInvalid,
      company: signUpMessages.fieldBlank,
      message: projectModalMessages.messageMinimumWords,
      captcha: projectModalMessages.captchaRequired,
    });
    actor.send({ type: 'name.change', value: 'R2D2' });
    actor.send({ type: 'email.change', value: 'zoe@' });
    actor.send({ type: 'phone.change', value: { e164: null, empty: false } });
    actor.send({ type: 'message.change', value: 'four words only here' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      name: 'Required Field (chars only)',
      email: 'Enter valid email value',
      phone: 'Invalid phone number',
      message: 'Please enter minimum 5 words',
      captcha: 'Please verify the captcha',
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(call).not.toHaveBeenCalled();
  });

  it('counts an expired captcha as not verified', () => {
    const actor = createActor(pending).start();
    fill(actor);
    actor.send({ type: 'captcha.expired' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ captcha: projectModalMessages.captchaRequired });
    actor.send({ type: 'captcha.verified', token: 'fresh.token' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it("keeps what was typed, shows the server's message and asks for a new captcha on a failure", async () => {
    for (const [error, expected] of [
      [apiFailure(429, serverMessages.tooManyRequests), serverMessages.tooManyRequests],
      [new TypeError('Failed to fetch'), errorMessages.networkError],
      [Object.assign(new Error('offline'), { name: 'NetworkError' }), errorMessages.networkError],
      [new Error('boom'), errorMessages.somethingWentWrong],
    ] as const) {
      const actor = createActor(withCall(() => Promise.reject(error))).start();
      const reset = vi.fn();
      actor.on('captcha.reset', reset);
      fill(actor);
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        error: expected,
        name: ` ${enquiry.name} `,
        message: enquiry.message,
        captchaToken: null,
      });
      expect(reset).toHaveBeenCalledTimes(1);
    }
    const actor = createActor(
      withCall(() =>
        Promise.reject(
          apiFailure(422, projectModalMessages.captchaRequired, {
            captcha_token: projectModalMessages.captchaRequired,
          }),
        ),
      ),
    ).start();
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ captcha: projectModalMessages.captchaRequired });
  });

  it('ignores edits, captcha changes and a second submit while sending or once sent (forbidden path)', async () => {
    const actor = createActor(withCall(() => Promise.resolve({ message: successMessages.projectModal }))).start();
    fill(actor);
    actor.send({ type: 'submit' });
    const sending = actor.getSnapshot();
    expect(sending.value).toBe('sending');
    expect(sending.can({ type: 'submit' })).toBe(false);
    expect(sending.can({ type: 'captcha.expired' })).toBe(false);
    actor.send({ type: 'captcha.expired' });
    actor.send({ type: 'name.change', value: 'Ada' });
    expect(actor.getSnapshot().context).toBe(sending.context);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sent');
  });

  describe('model', () => {
    const events = [
      { type: 'name.change', value: enquiry.name },
      { type: 'email.change', value: enquiry.email },
      { type: 'phone.change', value: { e164: null, empty: false } },
      { type: 'company.change', value: enquiry.company },
      { type: 'message.change', value: enquiry.message },
      { type: 'captcha.verified', token: 'captcha.token' },
      { type: 'captcha.expired' },
      { type: 'submit' },
      { type: 'xstate.done.actor.sendEnquiry', output: { message: successMessages.projectModal } },
      { type: 'xstate.error.actor.sendEnquiry', error: apiFailure(429, serverMessages.tooManyRequests) },
      { type: 'xstate.after.reloadDelay.projectEnquiry.sent' },
    ];
    const model = buildModel(pending, events);
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    it('replays every path', () => {
      for (const path of model.paths) {
        replay(pending, path, {
          check: (snapshot) => {
            const context = snapshot.context as ProjectEnquiryContext;
            if (snapshot.matches('sending')) expect(context.captchaToken).not.toBeNull();
            if (snapshot.matches('reloading')) expect(snapshot.output).toEqual({ reload: true });
          },
        });
      }
    });
  });
});
