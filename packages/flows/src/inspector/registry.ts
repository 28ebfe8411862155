import { createContext, useContext, useEffect } from 'react';
import type { AnyActor } from 'xstate';

/** Where running flow actors announce themselves (the Storybook inspector listens). */
export interface FlowRegistry {
  register(actor: AnyActor): () => void;
}

export const FlowRegistryContext = createContext<FlowRegistry | null>(null);

/** Announces an actor to the inspector, when there is one. */
export function useRegisterFlow(actor: AnyActor) {
  const registry = useContext(FlowRegistryContext);
  useEffect(() => registry?.register(actor), [registry, actor]);
}
