import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_KEY_SET_UPSTREAM, createAgentKeySet } from './agent-key-set';
import { TransportError, type HttpTransport, type TransportInit } from './http-transport';
import type { BreakerState, UpstreamMetrics, UpstreamOutcome } from './upstream-metrics';

const JWKS_URL = 'https://keys.example.test/.well-known/jwks.json';
const HEADER = { alg: 'RS256', kid: 'rsa-1' };
const TOKEN = { payload: '', signature: '' };

function recordingMetrics() {
  const outcomes: Array<[string, UpstreamOutcome]> = [];
  const breakers = new Map<string, () => BreakerState>();
  const metrics: UpstreamMetrics = {
    observeUpstream: (upstream, outcome) => outcomes.push([upstream, outcome]),
    countCache: () => {},
    watchBreaker: (upstream, state) => void breakers.set(upstream, state),
  };
  return { metrics, outcomes, breakers };
}

describe('the agent key set, fetched as an upstream (AGENT_JWKS_URL)', () => {
  let rsaJwk: JWK;
  beforeAll(async () => {
    const rsa = await generateKeyPair('RS256');
    rsaJwk = { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' };
  });

  it('fetches the set through the upstream client and counts the call as agentKeys ok', async () => {
    const calls: Array<[string, TransportInit]> = [];
    const transport: HttpTransport = async (url, init) => {
      calls.push([url, init]);
      return { status: 200, headers: { 'content-type': 'application/json' }, bodyText: JSON.stringify({ keys: [rsaJwk] }) };
    };
    const { metrics, outcomes } = recordingMetrics();
    const keySet = createAgentKeySet({ jwksUrl: JWKS_URL, transport, metrics });
    await expect(keySet.getKey(HEADER, TOKEN)).resolves.toBeDefined();
    expect(calls.map(([url, init]) => [url, init.method])).toEqual([[JWKS_URL, 'GET']]);
    expect(outcomes).toEqual([[AGENT_KEY_SET_UPSTREAM, 'ok']]);
  });

  it('refuses an answer that is not a key set as malformed', async () => {
    const transport: HttpTransport = async () => ({ status: 200, bodyText: JSON.stringify({ keys: 'none' }) });
    const { metrics, outcomes } = recordingMetrics();
    const keySet = createAgentKeySet({ jwksUrl: JWKS_URL, transport, metrics });
    await expect(keySet.getKey(HEADER, TOKEN)).rejects.toMatchObject({ kind: 'malformed' });
    expect(outcomes).toEqual([[AGENT_KEY_SET_UPSTREAM, 'malformed']]);
  });

  it('opens its own breaker after repeated failures and then stops calling the host', async () => {
    let calls = 0;
    const transport: HttpTransport = async () => {
      calls += 1;
      throw new TransportError('connection', 'connection refused');
    };
    const { metrics, outcomes, breakers } = recordingMetrics();
    // The upstream clients' breaker: open after 5 failures in a row, for 10 s.
    const keySet = createAgentKeySet({ jwksUrl: JWKS_URL, transport, metrics });
    for (let attempt = 0; attempt < 5; attempt += 1) await expect(keySet.getKey(HEADER, TOKEN)).rejects.toMatchObject({ kind: 'connection' });
    expect(breakers.get(AGENT_KEY_SET_UPSTREAM)?.()).toBe('open');
    await expect(keySet.getKey(HEADER, TOKEN)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(calls).toBe(5);
    expect(outcomes.map(([, outcome]) => outcome)).toEqual([...Array<string>(5).fill('connection'), 'rejected']);
  });
});
