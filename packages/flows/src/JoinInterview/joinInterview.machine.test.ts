import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyMachineSnapshot } from 'xstate';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { joinInterviewMachine, type JoinInterviewContext, type JoinInterviewEvent } from './joinInterview.machine.ts';

const START = Date.parse('2026-12-01T04:30:00.000Z');
const END = START + 30 * 60_000;
const input = {
  starts_at: new Date(START).toISOString(),
  ends_at: new Date(END).toISOString(),
  meetingUrl: 'http://127.0.0.1/meet/1?k=a',
};

/** A clock that never ticks: in model replays only the path's events move the machine. */
const still = joinInterviewMachine.provide({
  actors: { clock: fromCallback<JoinInterviewEvent, { everyMs: number }>(() => undefined) },
});

describe('joinInterviewMachine (section 4: from 15 minutes before the start until the end)', () => {
  it('judges the window at its edges', () => {
    const at = (now: number, meetingUrl: string | null = input.meetingUrl) =>
      createActor(still, { input: { ...input, meetingUrl, now } })
        .start()
        .getSnapshot().value;
    expect(at(START - 900_001)).toEqual({ active: 'waiting' });
    expect(at(START - 900_000)).toEqual({ active: 'open' });
    expect(at(END - 1)).toEqual({ active: 'open' });
    expect(at(END)).toEqual({ active: 'over' });
    expect(at(START, null)).toEqual({ active: 'over' });
  });

  describe('with fake time', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('re-checks every 30 s: Join turns on within 30 s of the window opening, and off at the end', () => {
      vi.setSystemTime(START - 900_000 - 20_000);
      const opened: string[] = [];
      const machine = joinInterviewMachine.provide({
        actions: { openMeeting: ({ context }) => void opened.push(context.meetingUrl ?? '') },
      });
      const actor = createActor(machine, { input }).start();
      expect(actor.getSnapshot().value).toEqual({ active: 'waiting' });
      actor.send({ type: 'join' });
      expect(opened).toEqual([]);
      vi.advanceTimersByTime(29_999);
      expect(actor.getSnapshot().value).toEqual({ active: 'waiting' });
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toEqual({ active: 'open' });
      actor.send({ type: 'join' });
      expect(opened).toEqual([input.meetingUrl]);
      vi.advanceTimersByTime(END - Date.now() + 30_000);
      expect(actor.getSnapshot().value).toEqual({ active: 'over' });
      actor.send({ type: 'close' });
      expect(actor.getSnapshot().status).toBe('done');
      // The clock stops with the popup.
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('model', () => {
    const events = [
      { type: 'clock.tick', now: START - 1_000_000 },
      { type: 'clock.tick', now: START - 60_000 },
      { type: 'clock.tick', now: END + 1 },
      { type: 'join' },
      { type: 'close' },
    ];
    const modelInput = { ...input, now: START - 1_000_000 };
    const model = buildModel(still, events, { input: modelInput });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(still, model);
      expect(model.transitions.length).toBeGreaterThan(5);
    });
    const check = (snapshot: AnyMachineSnapshot) => {
      const { now } = snapshot.context as JoinInterviewContext;
      if (snapshot.matches({ active: 'open' })) expect(now >= START - 900_000 && now < END).toBe(true);
      if (snapshot.matches({ active: 'waiting' })) expect(now < START - 900_000).toBe(true);
    };
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(still, path, { input: modelInput, check });
      });
    }
  });
});
