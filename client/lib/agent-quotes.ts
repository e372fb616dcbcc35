// docs/product/agents.md#quotes: the quotes an agent made in this agent session, newest first, kept
// in local storage beside the session and cleared with it (agent-session-check-and-clear.ts).
import { AGENT_STORAGE_KEYS } from './agent-storage-keys';

export interface AgentQuote {
  path: string;
  url: string;
  planName: string;
  address: string;
  monthlyStepsText: string;
  /** Milliseconds since the epoch. */
  madeAt: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Told on this page when the list changes (other tabs hear the storage event). */
export const AGENT_QUOTES_EVENT = 'agent-quotes-changed';
/** The list keeps the latest quotes only: a session is a working day, not an archive. */
export const MAX_AGENT_QUOTES = 20;

type QuoteStorage = Pick<Storage, 'getItem' | 'setItem'>;

const storage = (): QuoteStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const isAgentQuote = (value: unknown): value is AgentQuote => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.path === 'string' &&
    entry.path.startsWith('/quote/') &&
    typeof entry.url === 'string' &&
    typeof entry.planName === 'string' &&
    typeof entry.address === 'string' &&
    typeof entry.monthlyStepsText === 'string' &&
    typeof entry.madeAt === 'number' &&
    typeof entry.expiresAt === 'number'
  );
};

export function readAgentQuotes(from: QuoteStorage | null = storage()): AgentQuote[] {
  try {
    const parsed: unknown = JSON.parse(from?.getItem(AGENT_STORAGE_KEYS.agentQuotes) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isAgentQuote) : [];
  } catch {
    return [];
  }
}

export function rememberAgentQuote(quote: Omit<AgentQuote, 'madeAt'>, madeAt: number): AgentQuote[] {
  const into = storage();
  const entry: AgentQuote = {
    path: quote.path,
    url: quote.url,
    planName: quote.planName,
    address: quote.address,
    monthlyStepsText: quote.monthlyStepsText,
    expiresAt: quote.expiresAt,
    madeAt,
  };
  const list = [entry, ...readAgentQuotes(into).filter((kept) => kept.path !== entry.path)].slice(0, MAX_AGENT_QUOTES);
  try {
    into?.setItem(AGENT_STORAGE_KEYS.agentQuotes, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the link was still made and shown.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(AGENT_QUOTES_EVENT));
  return list;
}
