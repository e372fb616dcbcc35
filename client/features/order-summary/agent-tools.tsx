// docs/product/agents.md#agent-tools: the agent's tools on the order summary, loaded only in agent mode.
import { useEffect, useId, useState } from 'react';
import type { QuoteChoices } from './quote-request';
import { ShareQuote } from './share-quote';
import { AGENT_QUOTES_EVENT, readAgentQuotes, type AgentQuote } from '../../lib/agent-quotes';
import { agentDetails } from '../../lib/agent-details';
import type { AgentIdentity } from '../../lib/agent-identity';
import { orderReferenceText, type OrderReference } from './order-reference';
import './agent-tools.css';

export interface AgentToolsProps {
  agent: AgentIdentity;
  /** Null while the order cannot be quoted (no complete address check yet). */
  quoteRequest: QuoteChoices | null;
  reference: Omit<OrderReference, 'agentCode'> | null;
}

function useAgentQuotes(): AgentQuote[] {
  const [quotes, setQuotes] = useState<AgentQuote[]>([]);
  useEffect(() => {
    const update = () => setQuotes(readAgentQuotes());
    update();
    window.addEventListener(AGENT_QUOTES_EVENT, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(AGENT_QUOTES_EVENT, update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return quotes;
}

export default function AgentTools({ agent, quoteRequest, reference }: AgentToolsProps) {
  const headingId = useId();
  const listId = useId();
  const quotes = useAgentQuotes();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    if (!reference) return;
    const text = orderReferenceText({ ...reference, agentCode: agentDetails(agent).code });
    (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'))).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <section className="agent-tools" aria-labelledby={headingId}>
      <h3 id={headingId}>Agent tools</h3>
      {quoteRequest ? <ShareQuote request={quoteRequest} /> : <p>Check the address to share a quote.</p>}
      {reference ? (
        <p>
          <button type="button" className="agent-tools__copy" onClick={copy}>
            Copy order details
          </button>{' '}
          <span role="status">
            {copied === 'copied' ? 'Order details copied.' : copied === 'failed' ? 'Copying is blocked here: select the details and copy them.' : ''}
          </span>
        </p>
      ) : null}
      <h4 id={listId}>Quotes made this session</h4>
      {quotes.length === 0 ? (
        <p>No quotes yet.</p>
      ) : (
        <ul aria-labelledby={listId} className="agent-tools__quotes">
          {quotes.map((quote) => (
            <li key={quote.path}>
              <a href={quote.path}>{quote.planName}</a> at {quote.address}: {quote.monthlyStepsText}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
