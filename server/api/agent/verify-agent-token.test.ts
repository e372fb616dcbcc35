import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentKeySet } from '../../upstream/agent-key-set';
import { createUndiciTransport } from '../../upstream/undici-transport';
import { NO_UPSTREAM_METRICS } from '../../upstream/upstream-metrics';
import { isRevokedBy, parseRevocations } from './agent-revocations';
import { createAgentTokenVerifier } from './verify-agent-token';

const SECRET = 'test-agent-secret-that-is-long-enough-0123456789';
const NOW_MS = Date.UTC(2026, 10, 21, 9, 0, 0);
const NOW_S = Math.floor(NOW_MS / 1000);
const clock = () => NOW_MS;

const base64url = (text: string) => Buffer.from(text).toString('base64url');

function sign(
  claims: Record<string, unknown>,
  { alg = 'HS256', secret = SECRET }: { alg?: string; secret?: string } = {},
): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

const GOOD_CLAIMS = { name: 'Jane Citizen', agent_code: 'A123', iat: NOW_S - 60, exp: NOW_S + 3600 };

describe('createAgentTokenVerifier with AGENT_TOKEN_SECRET (HS256)', () => {
  const verify = createAgentTokenVerifier({ secret: SECRET, clock });

  it('accepts a valid HS256 token and reads the agent from it (docs/product/agents.md#agent-session first word of the name)', async () => {
    const token = await sign(GOOD_CLAIMS);
    expect(await verify(token)).toEqual({
      name: 'Jane Citizen',
      agentUsername: 'Jane',
      agentCode: 'A123',
      expiry: NOW_S + 3600,
      issuedAt: NOW_S - 60,
      token,
    });
  });

  it('refuses a forged signature (signed with another secret)', async () => {
    expect(await verify(await sign(GOOD_CLAIMS, { secret: 'another-secret-of-the-same-length-0123456789ab' }))).toBeNull();
  });

  it('during a rotation accepts tokens signed with AGENT_TOKEN_SECRET_PREVIOUS, under every other rule', async () => {
    const PREVIOUS = 'the-previous-agent-secret-of-enough-length-0123';
    const rotating = createAgentTokenVerifier({ secret: SECRET, previousSecret: PREVIOUS, clock });
    expect(await rotating(await sign(GOOD_CLAIMS, { secret: PREVIOUS }))).toMatchObject({ agentCode: 'A123' });
    expect(await rotating(await sign(GOOD_CLAIMS))).toMatchObject({ agentCode: 'A123' });
    // The previous key does not lift any rule: an expired token stays refused, a third key too.
    expect(await rotating(await sign({ ...GOOD_CLAIMS, exp: NOW_S - 1 }, { secret: PREVIOUS }))).toBeNull();
    expect(await rotating(await sign(GOOD_CLAIMS, { secret: 'another-secret-of-the-same-length-0123456789ab' }))).toBeNull();
    // Without it, the previous key's tokens are forged ones.
    expect(await verify(await sign(GOOD_CLAIMS, { secret: PREVIOUS }))).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await sign(GOOD_CLAIMS)).split('.');
    const tampered = `${header}.${base64url(JSON.stringify({ ...GOOD_CLAIMS, agent_code: 'B999' }))}.${signature}`;
    expect(await verify(tampered)).toBeNull();
  });

  it('refuses alg none (unsigned), with or without a trailing signature', async () => {
    const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url(JSON.stringify(GOOD_CLAIMS));
    expect(await verify(`${header}.${payload}.`)).toBeNull();
    expect(await verify(`${header}.${payload}`)).toBeNull();
    const { 2: signature } = (await sign(GOOD_CLAIMS)).split('.');
    expect(await verify(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it('refuses an expired token, and one expiring this very second (docs/product/agents.md#agent-token: exp in the future)', async () => {
    expect(await verify(await sign({ ...GOOD_CLAIMS, exp: NOW_S - 60 }))).toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, exp: NOW_S }))).toBeNull();
  });

  it('refuses a token without exp', async () => {
    expect(await verify(await sign({ name: 'Jane Citizen', agent_code: 'A123', iat: NOW_S }))).toBeNull();
  });

  it('refuses a token without iat (docs/product/agents.md#agent-token: iat and exp both required)', async () => {
    expect(await verify(await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S + 3600 }))).toBeNull();
  });

  it('refuses a ten-year token, accepts twelve hours and refuses a second more (the default longest life)', async () => {
    const tenYears = 10 * 365 * 24 * 3600;
    expect(await verify(await sign({ ...GOOD_CLAIMS, iat: NOW_S, exp: NOW_S + tenYears }))).toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, iat: NOW_S, exp: NOW_S + 12 * 3600 }))).not.toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, iat: NOW_S, exp: NOW_S + 12 * 3600 + 1 }))).toBeNull();
  });

  it('refuses a token issued in the future (it would stretch its life past the longest)', async () => {
    expect(await verify(await sign({ ...GOOD_CLAIMS, iat: NOW_S + 3600, exp: NOW_S + 7200 }))).toBeNull();
  });

  it('applies AGENT_TOKEN_MAX_AGE_S when configured', async () => {
    const oneHour = createAgentTokenVerifier({ secret: SECRET, clock, maxAgeSeconds: 3600 });
    expect(await oneHour(await sign({ ...GOOD_CLAIMS, iat: NOW_S, exp: NOW_S + 3600 }))).not.toBeNull();
    expect(await oneHour(await sign({ ...GOOD_CLAIMS, iat: NOW_S, exp: NOW_S + 3601 }))).toBeNull();
  });

  it('refuses a token without name, or with an empty one', async () => {
    expect(await verify(await sign({ agent_code: 'A123', exp: NOW_S + 3600 }))).toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, name: '  ' }))).toBeNull();
  });

  it('refuses a token without agent_code', async () => {
    expect(await verify(await sign({ name: 'Jane Citizen', exp: NOW_S + 3600 }))).toBeNull();
  });

  it('reads the payload jose verified: a numeric agent_code as text, the name trimmed', async () => {
    const token = await sign({ ...GOOD_CLAIMS, name: ' Jane Citizen ', agent_code: 42 });
    expect(await verify(token)).toMatchObject({ name: 'Jane Citizen', agentUsername: 'Jane', agentCode: '42' });
  });

  it('refuses a string exp and a payload that is not a JSON object without reporting them as our failures', async () => {
    const reported: unknown[] = [];
    const verifyReporting = createAgentTokenVerifier({ secret: SECRET, clock, reportError: (err) => reported.push(err) });
    expect(await verifyReporting(await sign({ ...GOOD_CLAIMS, exp: String(NOW_S + 3600) }))).toBeNull();
    const header = (await sign(GOOD_CLAIMS)).split('.')[0];
    const arrayPayload = `${header}.${base64url(JSON.stringify([GOOD_CLAIMS]))}`;
    const signature = createHmac('sha256', SECRET).update(arrayPayload).digest('base64url');
    expect(await verifyReporting(`${arrayPayload}.${signature}`)).toBeNull();
    expect(reported).toEqual([]);
  });

  it('refuses other algorithms even with the right secret: HS512, HS384', async () => {
    expect(await verify(await sign(GOOD_CLAIMS, { alg: 'HS512' }))).toBeNull();
    expect(await verify(await sign(GOOD_CLAIMS, { alg: 'HS384' }))).toBeNull();
  });

  it('refuses an RS256 header over an HMAC made with the secret (algorithm confusion)', async () => {
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const payload = base64url(JSON.stringify(GOOD_CLAIMS));
    const { createHmac } = await import('node:crypto');
    const mac = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(await verify(`${header}.${payload}.${mac}`)).toBeNull();
  });

  it('refuses garbage, empty and oversized strings without throwing', async () => {
    for (const token of ['', 'not-a-token', 'a.b.c', '...', `${'x'.repeat(5000)}.y.z`]) expect(await verify(token)).toBeNull();
  });

  it('refuses a token whose signature is valid but not yet valid (nbf in the future)', async () => {
    expect(await verify(await sign({ ...GOOD_CLAIMS, nbf: NOW_S + 600 }))).toBeNull();
  });

  it('reads jti as the token id, when set', async () => {
    expect(await verify(await sign({ ...GOOD_CLAIMS, jti: 'tok-1' }))).toMatchObject({ tokenId: 'tok-1' });
    expect(await verify(await sign(GOOD_CLAIMS))).not.toHaveProperty('tokenId');
  });

  it('needs a key: no secret and no key set is a start-up error', () => {
    expect(() => createAgentTokenVerifier({})).toThrow(/AGENT_TOKEN_SECRET or AGENT_JWKS_URL/);
  });
});

describe('createAgentTokenVerifier with AGENT_JWKS_URL (RS256 / ES256 key set)', () => {
  const keySets: ReturnType<typeof createAgentKeySet>[] = [];
  /** The key set as compose.ts builds it: an upstream over undici (server/upstream/agent-key-set.ts). */
  const keySetAt = (url: string) => {
    const keySet = createAgentKeySet({ jwksUrl: url, transport: createUndiciTransport(), metrics: NO_UPSTREAM_METRICS });
    keySets.push(keySet);
    return keySet.getKey;
  };
  let server: http.Server;
  let jwksUrl: string;
  let keySetRequests = 0;
  let rsa: Awaited<ReturnType<typeof generateKeyPair>>;
  let ec: Awaited<ReturnType<typeof generateKeyPair>>;
  let otherRsa: Awaited<ReturnType<typeof generateKeyPair>>;
  let rsaJwk: JWK;

  beforeAll(async () => {
    rsa = await generateKeyPair('RS256');
    ec = await generateKeyPair('ES256');
    otherRsa = await generateKeyPair('RS256');
    rsaJwk = { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' };
    const ecJwk = { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' };
    const body = JSON.stringify({ keys: [rsaJwk, ecJwk] });
    server = http.createServer((req, res) => {
      keySetRequests += 1;
      if (req.url !== '/.well-known/jwks.json') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
  });

  afterAll(async () => {
    await Promise.all(keySets.map((keySet) => keySet.close()));
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const signWith = (key: CryptoKey, alg: string, kid: string, claims = GOOD_CLAIMS) =>
    new SignJWT(claims).setProtectedHeader({ alg, kid }).sign(key);

  it('accepts RS256 and ES256 tokens signed by keys in the set', async () => {
    const verify = createAgentTokenVerifier({ keySet: keySetAt(jwksUrl), clock });
    const rsToken = await signWith(rsa.privateKey, 'RS256', 'rsa-1');
    const esToken = await signWith(ec.privateKey, 'ES256', 'ec-1');
    expect(await verify(rsToken)).toMatchObject({ agentUsername: 'Jane', agentCode: 'A123', token: rsToken });
    expect(await verify(esToken)).toMatchObject({ agentUsername: 'Jane', agentCode: 'A123', token: esToken });
    expect(keySetRequests).toBeGreaterThan(0);
  });

  it('refuses a token signed by a key outside the set, expired ones and missing claims', async () => {
    const reported: unknown[] = [];
    const verify = createAgentTokenVerifier({ keySet: keySetAt(jwksUrl), clock, reportError: (err) => reported.push(err) });
    expect(await verify(await signWith(otherRsa.privateKey, 'RS256', 'rsa-1'))).toBeNull();
    expect(await verify(await signWith(rsa.privateKey, 'RS256', 'rsa-1', { ...GOOD_CLAIMS, exp: NOW_S - 1 }))).toBeNull();
    expect(
      await verify(await signWith(rsa.privateKey, 'RS256', 'rsa-1', { exp: NOW_S + 60 } as typeof GOOD_CLAIMS)),
    ).toBeNull();
    // Bad tokens are the caller's problem: nothing is reported.
    expect(reported).toEqual([]);
  });

  it('refuses HS256 when only a key set is configured, even "signed" with the public key as a secret', async () => {
    const verify = createAgentTokenVerifier({ keySet: keySetAt(jwksUrl), clock });
    expect(await verify(await sign(GOOD_CLAIMS))).toBeNull();
    expect(await verify(await sign(GOOD_CLAIMS, { secret: JSON.stringify(rsaJwk) }))).toBeNull();
  });

  it('accepts either kind when both a secret and a key set are configured', async () => {
    const verify = createAgentTokenVerifier({ secret: SECRET, keySet: keySetAt(jwksUrl), clock });
    expect(await verify(await sign(GOOD_CLAIMS))).not.toBeNull();
    expect(await verify(await signWith(rsa.privateKey, 'RS256', 'rsa-1'))).not.toBeNull();
  });

  it('reports an unreachable key set (our failure) and grants nothing', async () => {
    const reported: unknown[] = [];
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/jwks.json`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const verify = createAgentTokenVerifier({ keySet: keySetAt(deadUrl), clock, reportError: (err) => reported.push(err) });
    expect(await verify(await signWith(rsa.privateKey, 'RS256', 'rsa-1'))).toBeNull();
    expect(reported).toHaveLength(1);
  });
});

describe('createAgentTokenVerifier: issuer and audience (AGENT_TOKEN_ISSUER, AGENT_TOKEN_AUDIENCE)', () => {
  it('checks neither when neither is configured: tokens with and without iss and aud pass', async () => {
    const verify = createAgentTokenVerifier({ secret: SECRET, clock });
    expect(await verify(await sign(GOOD_CLAIMS))).not.toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, iss: 'https://sales.example', aud: 'anything' }))).not.toBeNull();
  });

  it('with an issuer configured, only tokens from that issuer pass', async () => {
    const verify = createAgentTokenVerifier({ secret: SECRET, clock, issuer: 'https://sales.example' });
    expect(await verify(await sign({ ...GOOD_CLAIMS, iss: 'https://sales.example' }))).not.toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, iss: 'https://other.example' }))).toBeNull();
    expect(await verify(await sign(GOOD_CLAIMS))).toBeNull();
  });

  it('with an audience configured, only tokens naming it pass (alone or in a list)', async () => {
    const verify = createAgentTokenVerifier({ secret: SECRET, clock, audience: 'kookaburra-web' });
    expect(await verify(await sign({ ...GOOD_CLAIMS, aud: 'kookaburra-web' }))).not.toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, aud: ['crm', 'kookaburra-web'] }))).not.toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, aud: 'crm' }))).toBeNull();
    expect(await verify(await sign(GOOD_CLAIMS))).toBeNull();
  });
});

describe('createAgentTokenVerifier: revocation (AGENT_TOKEN_REVOKED)', () => {
  const revoked = (entries: string[]) => {
    const list = parseRevocations(entries).list;
    return createAgentTokenVerifier({ secret: SECRET, clock, isRevoked: (token) => isRevokedBy(list, token) });
  };

  it('refuses a token whose jti is revoked, and only that one', async () => {
    const verify = revoked(['jti:tok-1']);
    expect(await verify(await sign({ ...GOOD_CLAIMS, jti: 'tok-1' }))).toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, jti: 'tok-2' }))).not.toBeNull();
    expect(await verify(await sign(GOOD_CLAIMS))).not.toBeNull();
  });

  it('refuses every token of a revoked agent code, with or without jti', async () => {
    const verify = revoked(['agent:A123']);
    expect(await verify(await sign(GOOD_CLAIMS))).toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, jti: 'tok-9' }))).toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, agent_code: 'B7' }))).not.toBeNull();
  });

  it('agent:<code>@<time> refuses the tokens issued up to then; one issued later passes', async () => {
    const verify = revoked([`agent:A123@${NOW_S - 30}`]);
    expect(await verify(await sign({ ...GOOD_CLAIMS, iat: NOW_S - 60 }))).toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, iat: NOW_S - 30 }))).toBeNull();
    expect(await verify(await sign({ ...GOOD_CLAIMS, iat: NOW_S - 10 }))).not.toBeNull();
  });
});
