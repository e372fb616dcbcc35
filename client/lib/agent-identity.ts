// Who is working in agent mode, as the frame and the summary's agent tools read it
// (docs/product/agents.md#agent-bar): provided once by the root layout, so a log out reaches every
// part of the page at once. The whole name and the agent code are read from the stored session by
// what shows them (agent-details.ts), which only agents load.
import { createContext, useContext } from 'react';

export interface AgentIdentity {
  /** The first word of the agent's name (agentUsername). */
  name: string;
}

export const AgentIdentityContext = createContext<AgentIdentity | null>(null);

/** The agent in agent mode, or null for a visitor (and in the server's HTML, which has no storage). */
export function useAgentIdentity(): AgentIdentity | null {
  return useContext(AgentIdentityContext);
}
