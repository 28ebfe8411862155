import { Heading, Text } from '@cloudexperts/ui';
import { useSelector } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { __unsafe_getAllOwnEventDescriptors, type AnyActor, type AnyMachineSnapshot } from 'xstate';
import * as styles from './FlowInspector.css.ts';
import { FlowRegistryContext, type FlowRegistry } from './registry.ts';

/** The state value as a reviewer reads it: `editing`, `verifying.sending`. */
export function describeState(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .map(([key, child]) => `${key}.${describeState(child)}`)
      .join(', ');
  }
  return String(value);
}

/** The events the machine would take now (its own events, not XState's internal ones). */
export function acceptedEvents(snapshot: AnyMachineSnapshot): string[] {
  return (__unsafe_getAllOwnEventDescriptors(snapshot) as string[])
    .filter((type) => !type.startsWith('xstate.') && type !== '*')
    .filter((type) => {
      try {
        return snapshot.can({ type });
      } catch {
        // A guard that reads the event's payload cannot be asked with a bare event: show it.
        return true;
      }
    })
    .sort();
}

function ActorPanel({ actor }: { actor: AnyActor }) {
  const snapshot = useSelector(actor, (state) => state as AnyMachineSnapshot);
  const events = acceptedEvents(snapshot);
  return (
    <div className={styles.actor}>
      <Text size="sm" weight="bold">
        {(actor.logic as { id?: string }).id ?? 'flow'}
      </Text>
      <dl className={styles.list}>
        <dt className={styles.term}>State</dt>
        <dd className={styles.value} data-testid="flow-state">
          {describeState(snapshot.value)}
          {snapshot.status === 'done' ? ' (done)' : ''}
        </dd>
        <dt className={styles.term}>Accepts</dt>
        <dd className={styles.value} data-testid="flow-events">
          {events.length > 0 ? events.join(', ') : 'nothing'}
        </dd>
      </dl>
    </div>
  );
}

/**
 * Shows, under a story, the state of every flow machine on the page and the events it accepts, so
 * a reviewer sees the chart while clicking through.
 */
export function FlowInspector({ children }: { children: ReactNode }) {
  const [actors, setActors] = useState<AnyActor[]>([]);
  const registry = useMemo<FlowRegistry>(
    () => ({
      register(actor) {
        setActors((current) => [...current, actor]);
        return () => setActors((current) => current.filter((item) => item !== actor));
      },
    }),
    [],
  );
  return (
    <FlowRegistryContext value={registry}>
      {children}
      <aside className={styles.panel} aria-label="Flow machine">
        <Heading level={2} size="md">
          Machine
        </Heading>
        {actors.length === 0 ? <Text size="sm">No flow is running.</Text> : null}
        {actors.map((actor) => (
          <ActorPanel key={actor.id} actor={actor} />
        ))}
      </aside>
    </FlowRegistryContext>
  );
}
