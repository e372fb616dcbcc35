// docs/product/agents.md#agent-session "Agent session (local storage)": the keys, shared by the agent feature that keeps the
// session and the calls that carry its token (agent-authorization.ts).
export const AGENT_STORAGE_KEYS = {
  isAgent: 'isAgent',
  agentUsername: 'agentUsername',
  /** The whole name, for the agent bar (docs/product/agents.md#agent-bar). */
  agentName: 'agentName',
  /** The quotes made in this agent session (docs/product/agents.md#quotes). */
  agentQuotes: 'agentQuotes',
  agentCode: 'agentCode',
  expiry: 'expiry',
  orderFormToken: 'orderFormToken',
} as const;
