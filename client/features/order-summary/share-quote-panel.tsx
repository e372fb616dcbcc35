// The quote link, made and shown (docs/product/ordering-and-handoff.md#shared-quotes); an agent's quote is
// also kept in the session's list (docs/product/agents.md#quotes).
import { useEffect, useId, useState } from 'react';
import { SITE_TIME_ZONE } from '../../../shared/domain/site/australian-time';
import { apiPath } from '../../../shared/routes/api-paths';
import type { MakeQuote } from '../../../shared/schemas/quote';
import { madeQuoteSchema, type MadeQuote } from '../../../shared/schemas/site-api';
import { AGENT_STORAGE_KEYS } from '../../lib/agent-storage-keys';
import { apiFetch, ApiError } from '../../lib/api-fetch';
import { rememberAgentQuote } from '../../lib/agent-quotes';
import { quoteRequestOf, type QuoteChoices } from './quote-request';

export interface SharedQuoteProps {
  request: QuoteChoices;
  /** Says how the link is coming along, in the button's live region (one sentence, not the whole panel). */
  onStatus: (text: string) => void;
}

/** The date a quote link works until, as it is in Sydney (docs/product/frame.md#australian-time). */
const dateOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE });

/** The agent's token, read here rather than through client/lib/agent-authorization.ts, whose chunk the address check shares. */
function agentBearer(): { authorization?: string } {
  try {
    const storage = window.localStorage;
    const token = storage.getItem(AGENT_STORAGE_KEYS.orderFormToken);
    if (storage.getItem(AGENT_STORAGE_KEYS.isAgent) !== 'true' || !token) return {};
    return Number(storage.getItem(AGENT_STORAGE_KEYS.expiry)) > Date.now() / 1000 ? { authorization: `Bearer ${token}` } : {};
  } catch {
    return {};
  }
}

export async function makeQuote(request: MakeQuote, signal?: AbortSignal): Promise<MadeQuote> {
  const headers = agentBearer();
  const made = await apiFetch(apiPath('quotes'), { method: 'POST', body: request, credentials: 'same-origin', headers, schema: madeQuoteSchema, signal });
  if (headers.authorization) rememberAgentQuote(made, Date.now());
  return made;
}

const MAKING = 'Making your quote link…';
const READY = 'Your quote link is ready.';
const NOT_QUOTABLE = 'This plan cannot be quoted at this address just now. Please check your address and plan again.';

type State = { kind: 'making' } | { kind: 'made'; quote: MadeQuote; copied: boolean } | { kind: 'failed'; message: string };

export function SharedQuote({ request: requested, onStatus }: SharedQuoteProps) {
  // One link per mount: the parent keys this by the choices, so other choices mount a new one.
  const [request] = useState(() => quoteRequestOf(requested));
  const [state, setState] = useState<State>(request ? { kind: 'making' } : { kind: 'failed', message: NOT_QUOTABLE });
  const inputId = useId();
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    makeQuote(request, controller.signal).then(
      (quote) => setState({ kind: 'made', quote, copied: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = error instanceof ApiError ? error.status : 0;
        setState({
          kind: 'failed',
          message:
            status === 409
              ? NOT_QUOTABLE
              : "We couldn't make a quote link just now. Please try again in a moment.",
        });
      },
    );
    return () => controller.abort();
  }, [request]);

  useEffect(() => onStatus(state.kind === 'making' ? MAKING : state.kind === 'made' ? READY : ''), [state.kind, onStatus]);
  if (state.kind === 'making') return <p>{MAKING}</p>;
  if (state.kind === 'failed') return <p role="alert">{state.message}</p>;
  const { quote } = state;
  const copy = () => {
    navigator.clipboard?.writeText(quote.url).then(
      () => setState({ ...state, copied: true }),
      () => undefined,
    );
  };
  return (
    <div className="share-quote__made">
      <p>
        {READY} It holds no personal details and works until {dateOf(quote.expiresAt)}: opened on any device, it shows
        this plan at this address, priced on the day.
      </p>
      <label htmlFor={inputId}>Quote link</label>
      <input id={inputId} className="share-quote__link" type="url" readOnly value={quote.url} onFocus={(event) => event.currentTarget.select()} />
      <p className="share-quote__actions">
        <button type="button" className="share-quote__copy" onClick={copy}>
          {state.copied ? 'Link copied' : 'Copy link'}
        </button>{' '}
        <a href={quote.path}>Open the quote</a>
      </p>
    </div>
  );
}
