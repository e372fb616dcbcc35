// docs/product/agents.md#agent-session: the storage keys, for the agent feature and agent-authorization.ts.
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
