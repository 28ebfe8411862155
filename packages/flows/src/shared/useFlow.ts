import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import type { ActorOptions, AnyStateMachine, EventFromLogic, OutputFrom, SnapshotFrom } from 'xstate';
import { useRegisterFlow } from '../inspector/registry.ts';

export interface UseFlowOptions<M extends AnyStateMachine> extends ActorOptions<M> {
  /** Called once when the machine reaches a final state, with its output. */
  onDone?: (output: OutputFrom<M>) => void;
}

/**
 * Runs a flow machine for a view: the actor, its snapshot (re-rendering on change) and `send`.
 * The actor is announced to the flow inspector when one is on the page (Storybook).
 */
export function useFlow<M extends AnyStateMachine>(machine: M, { onDone, ...options }: UseFlowOptions<M> = {}) {
  const actor = useActorRef(machine, options);
  const snapshot: SnapshotFrom<M> = useSelector(actor, (state) => state);
  useRegisterFlow(actor);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const subscription = actor.subscribe({
      complete: () => done.current?.((actor.getSnapshot() as { output: OutputFrom<M> }).output),
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const send = useCallback((event: EventFromLogic<M>) => actor.send(event), [actor]);
  return { snapshot, send, actor };
}
