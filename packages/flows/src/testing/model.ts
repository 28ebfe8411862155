import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { expect } from 'vitest';

/**
 * Model-based testing of a flow machine (STYLE.md: xstate/graph). `createTestModel` refuses
 * machines that invoke actors or wait (`after`), so the graph is walked directly: invoked results
 * and timers are events too (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`,
 * `xstate.after.<delay>.<state id>`), given in `events` like any user event.
 *
 * The paths: the shortest path to every state, plus, for every transition of the graph, the
 * shortest path to its source followed by that transition, so every state and every transition is
 * walked. Each path is then replayed on a real actor (with invoked actors that never settle, so
 * only the path's events move it) and every step must land where the graph says.
 */
export interface FlowModel {
  paths: Array<StatePath<AnyMachineSnapshot, EventObject>>;
  /** Every state node id of the machine (atomic and compound). */
  states: string[];
  /** Every transition of the graph, as `state --event--> state`. */
  transitions: string[];
}

/** A graph node is a state value with its context (context decides where events lead). */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value as unknown, context: snapshot.context as unknown });

/** The ids of every state node below the root. */
function stateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: { id: string; states: Record<string, unknown> }) => {
    for (const child of Object.values(node.states) as Array<{ id: string; states: Record<string, unknown> }>) {
      ids.push(child.id);
      walk(child);
    }
  };
  walk(machine.root);
  return ids;
}

export function buildModel(
  machine: AnyStateMachine,
  events: EventObject[],
  options: { input?: unknown; serializeState?: (snapshot: AnyMachineSnapshot) => string } = {},
): FlowModel {
  const serializeState = options.serializeState ?? serialize;
  const traversal = {
    events,
    input: options.input,
    serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
  };
  const shortest = getShortestPaths(machine, traversal as never) as Array<StatePath<AnyMachineSnapshot, EventObject>>;
  const bySerial = new Map(shortest.map((path) => [serializeState(path.state), path]));
  const adjacency = getAdjacencyMap(machine, traversal as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;

  const paths = [...shortest];
  const transitions: string[] = [];
  for (const [sourceSerial, { state: source, transitions: edges }] of Object.entries(adjacency)) {
    const toSource = bySerial.get(sourceSerial);
    if (!toSource) continue;
    for (const { event, state: target } of Object.values(edges)) {
      if (serializeState(target) === sourceSerial && JSON.stringify(target.context) === JSON.stringify(source.context))
        continue;
      transitions.push(`${JSON.stringify(source.value)} --${event.type}--> ${JSON.stringify(target.value)}`);
      paths.push({ state: target, steps: [...toSource.steps, { state: target, event }], weight: toSource.weight + 1 });
    }
  }
  return { paths, states: stateIds(machine), transitions };
}

/** The state node ids a path's snapshots pass through. */
function visited(path: StatePath<AnyMachineSnapshot, EventObject>): string[] {
  return path.steps.flatMap((step) => step.state._nodes.map((node) => node.id));
}

/** Fails unless the paths walk every state node of the machine. */
export function expectEveryStateCovered(machine: AnyStateMachine, model: FlowModel) {
  const reached = new Set(model.paths.flatMap(visited));
  const missing = model.states.filter((id) => !reached.has(id));
  expect(missing, 'states no generated path reaches').toEqual([]);
}

/**
 * Replays a path on a real actor of `machine` (already given fakes with `.provide()`), checking
 * after every step that it is where the graph says, then runs `check` on the final snapshot.
 */
export function replay(
  machine: AnyStateMachine,
  path: StatePath<AnyMachineSnapshot, EventObject>,
  options: { input?: unknown; check?: (snapshot: AnyMachineSnapshot) => void } = {},
) {
  const actor = createActor(machine, { input: options.input });
  actor.start();
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') actor.send(step.event);
    expect(actor.getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value);
  }
  options.check?.(actor.getSnapshot());
  actor.stop();
}
