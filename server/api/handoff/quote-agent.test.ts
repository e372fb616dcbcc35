// docs/product/ordering-and-handoff.md#shared-quotes: "the hand-off of an order made from an agent's
// quote credits the agent" — only for the site's own, current quote of this service at this address,
// by an agent who is not revoked.
import { describe, expect, it } from 'vitest';
import { QUOTE_LIFETIME_S, type Quote } from '../../../shared/domain/ordering/quote-token';
import { createQuoteSigner } from '../quotes/quote-signer';
import { quoteAgent } from './handoff-order';

const NOW_MS = 1_764_120_000_000;
const NOW_S = NOW_MS / 1000;
const QUOTE: Quote = {
  issuedAt: NOW_S - 3600,
  locationId: 'LOC000247815362',
  service: 'nbn',
  planId: 10317,
  offerType: 'standard',
  extras: { modem: true, extender: false, voice: 'none', homeSecure: false, transferPlan: null },
  newDev: false,
  quoted: { price: 84.95, special: null, freeFirstMonth: false, activationFee: 0, terms: null },
  agentCode: 'A123',
};
const quoteSigner = createQuoteSigner('a-quote-secret-for-the-hand-off-tests');
const ids = ['LOC000247815362', undefined];

describe('quoteAgent', () => {
  it("credits the agent of the site's own quote for this service at this address", () => {
    expect(quoteAgent({ quote: quoteSigner.sign(QUOTE), service_type: 'nbn' }, ids, { quoteSigner }, NOW_MS)).toEqual({ agentCode: 'A123' });
  });

  it('credits no one for a visitor quote, another service or address, a forged or expired quote', () => {
    const credit = (quote: string | undefined, service: 'nbn' | 'fibre' = 'nbn', at = NOW_MS) => quoteAgent({ quote, service_type: service }, ids, { quoteSigner }, at);
    expect(credit(undefined)).toBeNull();
    expect(credit(quoteSigner.sign({ ...QUOTE, agentCode: null }))).toBeNull();
    expect(credit(quoteSigner.sign(QUOTE), 'fibre')).toBeNull();
    expect(credit(quoteSigner.sign({ ...QUOTE, locationId: 'LOC000184726551' }))).toBeNull();
    expect(credit(createQuoteSigner('somebody-elses-secret-entirely').sign(QUOTE))).toBeNull();
    expect(credit(quoteSigner.sign(QUOTE), 'nbn', (QUOTE.issuedAt + QUOTE_LIFETIME_S + 1) * 1000)).toBeNull();
  });

  it("credits no one for a revoked agent's quote", () => {
    const isAgentRevoked = ({ agentCode, issuedAt }: { agentCode: string; issuedAt: number }) => agentCode === 'A123' && issuedAt <= NOW_S;
    expect(quoteAgent({ quote: quoteSigner.sign(QUOTE), service_type: 'nbn' }, ids, { quoteSigner, isAgentRevoked }, NOW_MS)).toBeNull();
  });
});
