import { interviewScheduleLabels as labels } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  calendarConnectMachine,
  type CalendarConnectContext,
  type CalendarConnectEvent,
  type WatchWindowInput,
} from './calendarConnect.machine.ts';

const input = { proposalId: 501 };
const URL = 'https://app.example.test/calendar/consent?state=s';

/** Invoked actors that never settle: in model replays only the path's events move the machine. */
const pending = calendarConnectMachine.provide({
  actors: {
    loadAccess: fromPromise<boolean>(() => new Promise<boolean>(() => undefined)),
    authorize: fromPromise<string, { proposalId: number }>(() => new Promise<string>(() => undefined)),
    watchWindow: fromCallback<CalendarConnectEvent, WatchWindowInput>(() => undefined),
  },
});

/** A stand-in for the 600x700 window. */
const fakeWindow = () => ({
  closed: false,
  location: { href: 'about:blank' },
  close() {
    this.closed = true;
  },
});

describe('calendarConnectMachine (section 7: authorization_url in a 600x700 window, the user refreshed on close)', () => {
  it('connects: not connected, Connect, the consent page in the window, closed, connected', async () => {
    let access = false;
    let closeWindow: (() => void) | undefined;
    const machine = calendarConnectMachine.provide({
      actors: {
        loadAccess: fromPromise(() => Promise.resolve(access)),
        authorize: fromPromise(({ input: request }: { input: { proposalId: number } }) =>
          Promise.resolve(`${URL}&for=${String(request.proposalId)}`),
        ),
        watchWindow: fromCallback<CalendarConnectEvent, WatchWindowInput>(({ sendBack }) => {
          closeWindow = () => sendBack({ type: 'window.closed' });
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('needed'));
    const opened = fakeWindow();
    actor.send({ type: 'connect', window: opened });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(opened.location.href).toBe(`${URL}&for=501`);
    access = true;
    closeWindow?.();
    await waitFor(actor, (snapshot) => snapshot.matches('connected'));
  });

  it('says why it did not connect: a blocked window, a denied consent, a failed call; Connect again works', async () => {
    let access = false;
    let fail = true;
    const machine = calendarConnectMachine.provide({
      actors: {
        loadAccess: fromPromise(() => Promise.resolve(access)),
        authorize: fromPromise(() =>
          fail ? Promise.reject(Object.assign(new Error('x'), { status: 503 })) : Promise.resolve(URL),
        ),
        watchWindow: fromCallback<CalendarConnectEvent, WatchWindowInput>(({ sendBack }) => {
          sendBack({ type: 'window.closed' });
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('needed'));
    actor.send({ type: 'connect', window: null });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(labels.calendarBlocked);
    const first = fakeWindow();
    actor.send({ type: 'connect', window: first });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(labels.calendarNotConnected);
    // The failed call closed the window it had opened.
    expect(first.closed).toBe(true);
    fail = false;
    actor.send({ type: 'connect', window: fakeWindow() });
    // Denied: the window closes, the user still has no access.
    await waitFor(actor, (snapshot) => snapshot.matches('failed') && snapshot.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe(labels.calendarNotConnected);
    access = true;
    actor.send({ type: 'connect', window: fakeWindow() });
    await waitFor(actor, (snapshot) => snapshot.matches('connected'));
  });

  it('starts connected when the user already has access', async () => {
    const machine = calendarConnectMachine.provide({
      actors: { loadAccess: fromPromise(() => Promise.resolve(true)) },
    });
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('connected'));
  });

  describe('model', () => {
    const events = [
      { type: 'xstate.done.actor.0.calendarConnect.checking', output: true },
      { type: 'xstate.done.actor.0.calendarConnect.checking', output: false },
      { type: 'xstate.error.actor.0.calendarConnect.checking', error: new TypeError('Failed to fetch') },
      { type: 'connect', window: fakeWindow() },
      { type: 'connect', window: null },
      { type: 'xstate.done.actor.0.calendarConnect.authorizing', output: URL },
      { type: 'xstate.error.actor.0.calendarConnect.authorizing', error: new TypeError('Failed to fetch') },
      { type: 'window.closed' },
      { type: 'xstate.done.actor.0.calendarConnect.refreshing', output: true },
      { type: 'xstate.done.actor.0.calendarConnect.refreshing', output: false },
      { type: 'xstate.error.actor.0.calendarConnect.refreshing', error: new TypeError('Failed to fetch') },
    ];
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(10);
    });
    const check = (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as CalendarConnectContext;
      if (snapshot.matches('failed')) expect(context.error).toBeDefined();
      else expect(context.error).toBeUndefined();
    };
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, { input, check });
      });
    }
  });
});
