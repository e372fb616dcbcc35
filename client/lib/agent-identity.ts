// Who is working in agent mode (docs/product/agents.md#agent-bar), published by the root layout. A store, not a
// context: a context change above a region still waiting for its code would blank its server HTML
// (docs/architecture.md#what-waits-for-the-visitor).
import { useSyncExternalStore } from 'react';

export interface AgentIdentity {
  /** The first word of the agent's name (agentUsername). */
  name: string;
}

let current: AgentIdentity | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by the root layout when agent mode starts or ends (never on the server). */
export function publishAgentIdentity(agent: AgentIdentity | null): void {
  if (current === agent) return;
  current = agent;
  for (const listener of listeners) listener();
}

/** The agent in agent mode, or null for a visitor (and in the server's HTML, which has no storage). */
export function useAgentIdentity(): AgentIdentity | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
