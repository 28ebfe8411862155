import {
  aiLimits,
  errorMessages,
  serverMessages,
  type GenerateAboutMeRequest,
  type GenerateAboutMeResponse,
} from '@cloudexperts/domain';
import { buildGenerateAboutMeResponse } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { aboutMeGeneratorMachine, type AboutMeGeneratorContext } from './aboutMeGenerator.machine.ts';

const written = buildGenerateAboutMeResponse();

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = aboutMeGeneratorMachine.provide({
  actors: {
    generateAboutMe: fromPromise<GenerateAboutMeResponse, GenerateAboutMeRequest>(() => new Promise(() => undefined)),
  },
});

/** The machine with a fake call that records what it was sent and answers `answer`. */
function generator(answer: () => Promise<GenerateAboutMeResponse>) {
  const sent: GenerateAboutMeRequest[] = [];
  const machine = aboutMeGeneratorMachine.provide({
    actors: {
      generateAboutMe: fromPromise<GenerateAboutMeResponse, GenerateAboutMeRequest>(({ input }) => {
        sent.push(input);
        return answer();
      }),
    },
  });
  return { actor: createActor(machine, { input: { bulletPoints: '' } }).start(), sent };
}

const events = [
  { type: 'points.change', value: '' },
  { type: 'points.change', value: '   \n ' },
  { type: 'points.change', value: '- 8 years of AWS\n- Led migrations to Kubernetes' },
  { type: 'points.change', value: 'x'.repeat(aiLimits.bulletPointsMaxLength + 1) },
  { type: 'generate' },
  { type: 'retry' },
  { type: 'points.edit' },
  { type: 'use' },
  { type: 'cancel' },
  { type: 'xstate.done.actor.generateAboutMe', output: written },
  { type: 'xstate.error.actor.generateAboutMe', error: apiFailure(503, errorMessages.aiWriterFailed) },
  { type: 'xstate.error.actor.generateAboutMe', error: new TypeError('Failed to fetch') },
  {
    type: 'xstate.error.actor.generateAboutMe',
    error: apiFailure(422, serverMessages.bulletPointsRequired, {
      fields: { bulletPoints: serverMessages.bulletPointsRequired },
    }),
  },
] as const;

describe('aboutMeGeneratorMachine', () => {
  it('sends the trimmed points and, on Use this text, ends applied with the text written', async () => {
    const { actor, sent } = generator(() => Promise.resolve(written));
    actor.send({ type: 'points.change', value: '  - 8 years of AWS\n' });
    actor.send({ type: 'generate' });
    await waitFor(actor, (snapshot) => snapshot.matches('generated'));
    expect(sent).toEqual([{ bulletPoints: '- 8 years of AWS' }]);
    expect(actor.getSnapshot().context.aboutMe).toBe(written.about_me);
    actor.send({ type: 'use' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'applied', aboutMe: written.about_me });
  });

  it('offers Generate only once the points are not blank, and never calls for blank ones', () => {
    const { actor, sent } = generator(() => Promise.resolve(written));
    expect(actor.getSnapshot().can({ type: 'generate' })).toBe(false);
    actor.send({ type: 'points.change', value: ' \n\t ' });
    expect(actor.getSnapshot().can({ type: 'generate' })).toBe(false);
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'points.change', value: 'AWS' });
    expect(actor.getSnapshot().can({ type: 'generate' })).toBe(true);
    expect(sent).toEqual([]);
  });

  it('refuses points over the limit with the message, without a call', () => {
    const { actor, sent } = generator(() => Promise.resolve(written));
    actor.send({ type: 'points.change', value: 'x'.repeat(aiLimits.bulletPointsMaxLength + 1) });
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().context.fieldError).toBe(serverMessages.bulletPointsTooLong);
    expect(sent).toEqual([]);
    actor.send({ type: 'points.change', value: 'AWS' });
    expect(actor.getSnapshot().context.fieldError).toBeUndefined();
  });

  it("shows 'Sorry, I couldn't generate the summary. Please try again.' on any failure, and Retry calls again", async () => {
    for (const error of [apiFailure(503, 'The model is down'), apiFailure(429, 'Too many'), new TypeError('x')]) {
      let calls = 0;
      const { actor } = generator(() => {
        calls += 1;
        return calls === 1 ? Promise.reject(error) : Promise.resolve(written);
      });
      actor.send({ type: 'points.change', value: 'AWS' });
      actor.send({ type: 'generate' });
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe("Sorry, I couldn't generate the summary. Please try again.");
      expect(actor.getSnapshot().context.bulletPoints).toBe('AWS');
      actor.send({ type: 'retry' });
      expect(actor.getSnapshot().context.error).toBeUndefined();
      await waitFor(actor, (snapshot) => snapshot.matches('generated'));
      expect(calls).toBe(2);
    }
  });

  it("shows the server's message under the points when it refuses them (422)", async () => {
    const { actor } = generator(() =>
      Promise.reject(
        apiFailure(422, serverMessages.bulletPointsRequired, {
          fields: { bulletPoints: serverMessages.bulletPointsRequired },
        }),
      ),
    );
    actor.send({ type: 'points.change', value: '•' });
    actor.send({ type: 'generate' });
    await waitFor(actor, (snapshot) => snapshot.context.fieldError !== undefined);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldError).toBe(serverMessages.bulletPointsRequired);
  });

  it('goes back from the text to the points, keeping them, and ends cancelled on Cancel', async () => {
    const { actor } = generator(() => Promise.resolve(written));
    actor.send({ type: 'points.change', value: 'AWS' });
    actor.send({ type: 'generate' });
    await waitFor(actor, (snapshot) => snapshot.matches('generated'));
    actor.send({ type: 'points.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ bulletPoints: 'AWS', aboutMe: undefined });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().output).toEqual({ result: 'cancelled' });
  });

  it('ignores Generate and Use this text while the text is being written (forbidden path)', () => {
    const actor = createActor(pending, { input: { bulletPoints: 'AWS' } }).start();
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().value).toBe('generating');
    for (const event of [{ type: 'generate' }, { type: 'use' }, { type: 'retry' }] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false);
      actor.send(event);
      expect(actor.getSnapshot().value).toBe('generating');
    }
    // Cancel is always there: it stops the call and closes.
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().output).toEqual({ result: 'cancelled' });
  });

  describe('model', () => {
    const input = { bulletPoints: '' };
    const model = buildModel(pending, [...events], { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(15);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            const context = snapshot.context as AboutMeGeneratorContext;
            if (snapshot.matches('generating')) expect(context.bulletPoints.trim()).not.toBe('');
            if (snapshot.matches('failed')) expect(context.error).toBe(errorMessages.aiWriterFailed);
            if (snapshot.matches('generated')) expect(context.aboutMe).toBe(written.about_me);
            if (snapshot.matches('applied')) {
              expect(snapshot.output).toEqual({ result: 'applied', aboutMe: written.about_me });
            }
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
          },
        });
      });
    }
  });
});
