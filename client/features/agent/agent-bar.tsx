// docs/product/agents.md#agent-bar: in agent mode every page starts with a bar naming the agent, and the log out.
import { agentDetails } from '../../lib/agent-details';
import type { AgentIdentity } from '../../lib/agent-identity';
import './agent-bar.css';

export function agentBarText(agent: { fullName: string; code: string }): string {
  return agent.code ? `Agent mode: ${agent.fullName} (${agent.code})` : `Agent mode: ${agent.fullName}`;
}

export function AgentBar({ agent, onLogout }: { agent: AgentIdentity; onLogout: () => void }) {
  return (
    <section className="agent-bar" aria-label="Agent mode">
      <p className="agent-bar__who">{agentBarText(agentDetails(agent))}</p>
      <button type="button" className="agent-bar__logout" onClick={onLogout}>
        Not {agent.name}? Log Out
      </button>
    </section>
  );
}
