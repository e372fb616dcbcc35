// Agent mode for the not-found and no-service screens, read after mount (the server renders no agent).
import { useEffect, useState } from 'react';
import { agentAuthorization } from '../../../lib/agent-authorization';
import { AGENT_STORAGE_KEYS } from '../../../lib/agent-storage-keys';

/** The agent's code while agent mode is on (docs/product/agents.md#agent-session agentCode), else null. */
export function agentCodeOnDuty(): string | null {
  if (!agentAuthorization().authorization) return null;
  try {
    return window.localStorage.getItem(AGENT_STORAGE_KEYS.agentCode) || null;
  } catch {
    return null;
  }
}

export function useAgentCodeOnDuty(): string | null {
  const [agentCode, setAgentCode] = useState<string | null>(null);
  useEffect(() => setAgentCode(agentCodeOnDuty()), []);
  return agentCode;
}
