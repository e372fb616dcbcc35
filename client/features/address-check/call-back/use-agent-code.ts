// Agent mode as the browser keeps it, for the not-found and no-service screens: read after mount
// (the server renders no agent, so the first render matches its HTML).
import { useEffect, useState } from 'react';
import { agentCodeOnDuty } from '../../../lib/agent-authorization';

export function useAgentCodeOnDuty(): string | null {
  const [agentCode, setAgentCode] = useState<string | null>(null);
  useEffect(() => setAgentCode(agentCodeOnDuty()), []);
  return agentCode;
}
