import {
  captchaWidgetLabels,
  errorMessages,
  loginMessages,
  serverMessages,
  type CaptchaChallenge,
  type CaptchaConfig,
} from '@cloudexperts/domain';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { captchaMachine, type CaptchaContext, type CaptchaEmitted, type CaptchaSolution } from './captcha.machine.ts';

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, ...(fields ? { fields } : {}) } } });

const question = (id: string, prompt = 'What is 3 plus four?'): CaptchaChallenge => ({
  challenge_id: id,
  prompt,
  expires_in_seconds: 300,
});
const solution: CaptchaSolution = { captcha_token: 'captcha.token', expires_in_seconds: 120 };
const builtin: CaptchaConfig = { kind: 'builtin' };
const turnstile = {
  kind: 'turnstile',
  site_key: '1x00000000000000000000AA',
  script_url: 'https://challenges.cloudflare.test/turnstile/v0/api.js?render=explicit',
} as const satisfies CaptchaConfig;
const wrongAnswer = () => apiFailure(422, serverMessages.captchaInvalid, { answer: serverMessages.captchaInvalid });

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = captchaMachine.provide({
  actors: {
    loadConfig: fromPromise<CaptchaConfig>(() => new Promise(() => undefined)),
    loadWidget: fromPromise<unknown, { scriptUrl: string }>(() => new Promise(() => undefined)),
    loadChallenge: fromPromise<CaptchaChallenge>(() => new Promise(() => undefined)),
    solve: fromPromise<CaptchaSolution, { challenge_id: string; answer: string }>(() => new Promise(() => undefined)),
  },
});

/** A captcha whose questions come from a list and whose solve answers as told. */
function scripted(
  questions: CaptchaChallenge[],
  solve: (input: { challenge_id: string; answer: string }) => Promise<CaptchaSolution>,
) {
  const asked = [...questions];
  const solved: Array<{ challenge_id: string; answer: string }> = [];
  const machine = captchaMachine.provide({
    actors: {
      loadConfig: fromPromise<CaptchaConfig>(() => Promise.resolve(builtin)),
      loadChallenge: fromPromise<CaptchaChallenge>(() => {
        const next = asked.shift();
        return next ? Promise.resolve(next) : Promise.reject(new TypeError('Failed to fetch'));
      }),
      solve: fromPromise<CaptchaSolution, { challenge_id: string; answer: string }>(({ input }) => {
        solved.push(input);
        return solve(input);
      }),
    },
  });
  return { machine, solved };
}

describe('captchaMachine', () => {
  it('loads a question, checks the trimmed answer and announces the token', async () => {
    const { machine, solved } = scripted([question('q1')], () => Promise.resolve(solution));
    const actor = createActor(machine).start();
    const heard: CaptchaEmitted[] = [];
    actor.on('*', (event) => heard.push(event));
    await waitFor(actor, (snapshot) => snapshot.matches('asking'));
    expect(actor.getSnapshot().context.challenge?.prompt).toBe('What is 3 plus four?');
    actor.send({ type: 'answer.change', value: ' 7 ' });
    actor.send({ type: 'answer.check' });
    await waitFor(actor, (snapshot) => snapshot.matches('verified'));
    expect(solved).toEqual([{ challenge_id: 'q1', answer: '7' }]);
    expect(actor.getSnapshot().context.token).toBe('captcha.token');
    expect(heard).toEqual([{ type: 'verified', token: 'captcha.token' }]);
  });

  it("asks for an answer before checking (the spec's blank message) and never calls solve", async () => {
    const { machine, solved } = scripted([question('q1')], () => Promise.resolve(solution));
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('asking'));
    actor.send({ type: 'answer.change', value: '   ' });
    actor.send({ type: 'answer.check' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.fieldError).toBe(loginMessages.fieldBlank);
    expect(solved).toEqual([]);
  });

  it("loads a new question after a wrong answer and keeps the server's message", async () => {
    const { machine } = scripted([question('q1'), question('q2', 'What is 2 plus two?')], () =>
      Promise.reject(wrongAnswer()),
    );
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('asking'));
    actor.send({ type: 'answer.change', value: '8' });
    actor.send({ type: 'answer.check' });
    await waitFor(actor, (snapshot) => snapshot.matches('asking') && snapshot.context.challenge?.challenge_id === 'q2');
    expect(actor.getSnapshot().context).toMatchObject({ answer: '', fieldError: serverMessages.captchaInvalid });
    actor.send({ type: 'answer.change', value: '4' });
    expect(actor.getSnapshot().context.fieldError).toBeUndefined();
  });

  it('keeps the question and the answer when the check fails for another reason', async () => {
    const { machine } = scripted([question('q1')], () => Promise.reject(new TypeError('Failed to fetch')));
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('asking'));
    actor.send({ type: 'answer.change', value: '7' });
    actor.send({ type: 'answer.check' });
    await waitFor(actor, (snapshot) => snapshot.context.fieldError !== undefined);
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context).toMatchObject({ answer: '7', fieldError: errorMessages.somethingWentWrong });
  });

  it('shows why the question did not load, and Retry loads it again', async () => {
    let calls = 0;
    const machine = captchaMachine.provide({
      actors: {
        loadConfig: fromPromise<CaptchaConfig>(() => Promise.resolve(builtin)),
        loadChallenge: fromPromise<CaptchaChallenge>(() => {
          calls += 1;
          return calls === 1
            ? Promise.reject(apiFailure(429, serverMessages.tooManyRequests))
            : Promise.resolve(question('q1'));
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe(serverMessages.tooManyRequests);
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('asking'));
    expect(actor.getSnapshot().context.loadError).toBeUndefined();
  });

  describe('expiry', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("expires after the token's lifetime, tells the form, and asks a fresh question", async () => {
      const { machine } = scripted([question('q1'), question('q2', 'What is 5 plus one?')], () =>
        Promise.resolve({ captcha_token: 'short.token', expires_in_seconds: 2 }),
      );
      const actor = createActor(machine).start();
      const heard: CaptchaEmitted[] = [];
      actor.on('*', (event) => heard.push(event));
      // Settles the fake calls without moving the clock.
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('asking');
      actor.send({ type: 'answer.change', value: '7' });
      actor.send({ type: 'answer.check' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('verified');
      await vi.advanceTimersByTimeAsync(1_999);
      expect(actor.getSnapshot().value).toBe('verified');
      await vi.advanceTimersByTimeAsync(1);
      expect(heard).toEqual([{ type: 'verified', token: 'short.token' }, { type: 'expired' }]);
      expect(actor.getSnapshot().context.token).toBeUndefined();
      expect(actor.getSnapshot().value).toBe('asking');
      expect(actor.getSnapshot().context.challenge?.challenge_id).toBe('q2');
    });
  });

  it('ignores a second check and a new question while the answer is being checked (forbidden path)', () => {
    const actor = createActor(pending).start();
    actor.send({ type: 'xstate.done.actor.loadConfig', output: builtin } as never);
    actor.send({ type: 'xstate.done.actor.loadChallenge', output: question('q1') } as never);
    actor.send({ type: 'answer.change', value: '7' });
    actor.send({ type: 'answer.check' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().can({ type: 'answer.check' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'question.renew' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'answer.change', value: '8' })).toBe(false);
    actor.send({ type: 'question.renew' });
    actor.send({ type: 'answer.change', value: '8' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.answer).toBe('7');
  });

  describe('Cloudflare Turnstile', () => {
    /** A captcha the API says is Turnstile, whose script loads as `loadWidget` is told. */
    function withTurnstile(loadWidget: (scriptUrl: string) => Promise<unknown> = () => Promise.resolve()) {
      const scripts: string[] = [];
      const machine = captchaMachine.provide({
        actors: {
          loadConfig: fromPromise<CaptchaConfig>(() => Promise.resolve(turnstile)),
          loadWidget: fromPromise<unknown, { scriptUrl: string }>(({ input }) => {
            scripts.push(input.scriptUrl);
            return loadWidget(input.scriptUrl);
          }),
        },
      });
      const actor = createActor(machine).start();
      const heard: CaptchaEmitted[] = [];
      actor.on('*', (event) => heard.push(event));
      return { actor, heard, scripts };
    }

    it("loads the widget's script from the URL the API gives, then waits for the widget", async () => {
      const { actor, scripts } = withTurnstile();
      await waitFor(actor, (snapshot) => snapshot.matches({ turnstile: 'solving' }));
      expect(scripts).toEqual([turnstile.script_url]);
      expect(actor.getSnapshot().context.token).toBeUndefined();
    });

    it("gives the form the widget's token the way the built-in one does, and takes it back on expiry", async () => {
      const { actor, heard } = withTurnstile();
      await waitFor(actor, (snapshot) => snapshot.matches({ turnstile: 'solving' }));
      actor.send({ type: 'widget.solved', token: 'XXXX.DUMMY.TOKEN.XXXX' });
      expect(actor.getSnapshot().matches({ turnstile: 'verified' })).toBe(true);
      expect(actor.getSnapshot().context.token).toBe('XXXX.DUMMY.TOKEN.XXXX');
      actor.send({ type: 'widget.expired' });
      expect(actor.getSnapshot().matches({ turnstile: 'expired' })).toBe(true);
      expect(actor.getSnapshot().context.token).toBeUndefined();
      expect(heard).toEqual([{ type: 'verified', token: 'XXXX.DUMMY.TOKEN.XXXX' }, { type: 'expired' }]);
      // Retry: a fresh widget (the script is already loaded, so this is at once in the view).
      actor.send({ type: 'load.retry' });
      await waitFor(actor, (snapshot) => snapshot.matches({ turnstile: 'solving' }));
    });

    it('says the script could not load, and Retry loads it again', async () => {
      let attempts = 0;
      const { actor, scripts } = withTurnstile(() => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('failed to load')) : Promise.resolve();
      });
      await waitFor(actor, (snapshot) => snapshot.matches({ turnstile: 'failed' }));
      expect(actor.getSnapshot().context.loadError).toBe(captchaWidgetLabels.loadFailed);
      actor.send({ type: 'load.retry' });
      await waitFor(actor, (snapshot) => snapshot.matches({ turnstile: 'solving' }));
      expect(scripts).toHaveLength(2);
      expect(actor.getSnapshot().context.loadError).toBeUndefined();
    });

    it('a widget error before or after solving blocks the form until Retry', async () => {
      const { actor, heard } = withTurnstile();
      await waitFor(actor, (snapshot) => snapshot.matches({ turnstile: 'solving' }));
      actor.send({ type: 'widget.failed', code: '600010' });
      expect(actor.getSnapshot().matches({ turnstile: 'failed' })).toBe(true);
      expect(actor.getSnapshot().context.loadError).toBe(captchaWidgetLabels.failed);
      expect(heard).toEqual([]);
      actor.send({ type: 'load.retry' });
      await waitFor(actor, (snapshot) => snapshot.matches({ turnstile: 'solving' }));
      actor.send({ type: 'widget.solved', token: 't1' });
      actor.send({ type: 'widget.failed', code: '300030' });
      expect(actor.getSnapshot().matches({ turnstile: 'failed' })).toBe(true);
      expect(actor.getSnapshot().context.token).toBeUndefined();
      expect(heard).toEqual([{ type: 'verified', token: 't1' }, { type: 'expired' }]);
    });

    it("never takes the built-in question's events, and the built-in one never takes the widget's (forbidden path)", async () => {
      const { actor } = withTurnstile();
      await waitFor(actor, (snapshot) => snapshot.matches({ turnstile: 'solving' }));
      for (const event of [
        { type: 'answer.change', value: '7' },
        { type: 'answer.check' },
        { type: 'question.renew' },
        { type: 'load.retry' },
      ] as const) {
        expect(actor.getSnapshot().can(event)).toBe(false);
      }
      const { machine } = scripted([question('q1')], () => Promise.resolve(solution));
      const builtIn = createActor(machine).start();
      await waitFor(builtIn, (snapshot) => snapshot.matches('asking'));
      expect(builtIn.getSnapshot().can({ type: 'widget.solved', token: 'forged' })).toBe(false);
      builtIn.send({ type: 'widget.solved', token: 'forged' });
      expect(builtIn.getSnapshot().context.token).toBeUndefined();
    });
  });

  it('asks the API again for the captcha when it could not say, but not when only the question failed', async () => {
    const configs: Array<() => Promise<CaptchaConfig>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(builtin),
    ];
    const questions: Array<() => Promise<CaptchaChallenge>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(question('q1')),
    ];
    let configCalls = 0;
    const machine = captchaMachine.provide({
      actors: {
        loadConfig: fromPromise<CaptchaConfig>(() => {
          configCalls += 1;
          return (configs.shift() ?? (() => Promise.resolve(builtin)))();
        }),
        loadChallenge: fromPromise<CaptchaChallenge>(() =>
          (questions.shift() ?? (() => Promise.resolve(question('q2'))))(),
        ),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe(errorMessages.somethingWentWrong);
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed') && snapshot.context.config !== undefined);
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('asking'));
    expect(configCalls).toBe(2);
    expect(actor.getSnapshot().context.challenge?.challenge_id).toBe('q1');
  });

  describe('model', () => {
    const events = [
      { type: 'xstate.done.actor.loadConfig', output: builtin },
      { type: 'xstate.done.actor.loadConfig', output: turnstile },
      { type: 'xstate.error.actor.loadConfig', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.loadWidget', output: undefined },
      { type: 'xstate.error.actor.loadWidget', error: new Error('The captcha script failed to load') },
      { type: 'widget.solved', token: 'XXXX.DUMMY.TOKEN.XXXX' },
      { type: 'widget.expired' },
      { type: 'widget.failed', code: '600010' },
      { type: 'answer.change', value: '' },
      { type: 'answer.change', value: '7' },
      { type: 'answer.check' },
      { type: 'question.renew' },
      { type: 'load.retry' },
      { type: 'xstate.done.actor.loadChallenge', output: question('q1') },
      { type: 'xstate.error.actor.loadChallenge', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.solve', output: solution },
      { type: 'xstate.error.actor.solve', error: wrongAnswer() },
      { type: 'xstate.error.actor.solve', error: apiFailure(429, serverMessages.tooManyRequests) },
      { type: 'xstate.after.tokenLifetime.captcha.verified' },
    ];
    const model = buildModel(pending, events);
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          check: (snapshot) => {
            // The token is held in verified only (either captcha), an answer is never checked blank,
            // and the widget's states are reached only when the API asked for Turnstile.
            const context = snapshot.context as CaptchaContext;
            expect(context.token !== undefined).toBe(
              snapshot.matches('verified') || snapshot.matches({ turnstile: 'verified' }),
            );
            if (snapshot.matches('checking')) expect(context.answer.trim()).not.toBe('');
            expect(snapshot.matches('turnstile')).toBe(context.config?.kind === 'turnstile');
          },
        });
      });
    }
  });
});
