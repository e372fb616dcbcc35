// @vitest-environment happy-dom
// docs/product/agents.md#agent-tools: "the quotes made in this agent session", newest first, at most 20.
import { describe, expect, it } from 'vitest';
import { AGENT_QUOTES_EVENT, MAX_AGENT_QUOTES, readAgentQuotes, rememberAgentQuote } from './agent-quotes';

const quote = (n: number) => ({
  path: `/quote/q${n}`,
  url: `https://www.example.com.au/quote/q${n}`,
  planName: 'Family nbn 100/20Mbps',
  address: '63 Echidna Terrace, Newtown NSW 2042',
  monthlyStepsText: '$84.95/mth',
  expiresAt: 2_000_000_000,
});

describe('the agent session quote list', () => {
  it('keeps the newest first, once each, at most 20, and tells the page', () => {
    window.localStorage.clear();
    let told = 0;
    window.addEventListener(AGENT_QUOTES_EVENT, () => told++);
    for (let n = 0; n < MAX_AGENT_QUOTES + 2; n++) rememberAgentQuote(quote(n), 1000 + n);
    rememberAgentQuote(quote(5), 5000);
    const list = readAgentQuotes();
    expect(list).toHaveLength(MAX_AGENT_QUOTES);
    expect(list[0]).toMatchObject({ path: '/quote/q5', madeAt: 5000 });
    expect(list.filter((entry) => entry.path === '/quote/q5')).toHaveLength(1);
    expect(told).toBe(MAX_AGENT_QUOTES + 3);
  });
  it('reads nothing from a list that is not one', () => {
    window.localStorage.setItem('agentQuotes', '{"not":"a list"}');
    expect(readAgentQuotes()).toEqual([]);
    window.localStorage.setItem('agentQuotes', JSON.stringify([{ path: 'https://evil.example' }]));
    expect(readAgentQuotes()).toEqual([]);
  });
});
