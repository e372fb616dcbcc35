// docs/product/agents.md#agent-session "Agent session (local storage)": the keys, shared by the agent feature that keeps the
// session and the calls that carry its token (agent-authorization.ts).
export const AGENT_STORAGE_KEYS = {
  isAgent: 'isAgent',
  agentUsername: 'agentUsername',
  agentCode: 'agentCode',
  expiry: 'expiry',
  orderFormToken: 'orderFormToken',
} as const;
