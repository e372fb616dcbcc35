// The front door (server/app.ts handleRequest, which the app itself runs): cache hits answered
// before Express's router carry exactly what the Express path gives them; the route table's paths
// are answered by the Node adapter (server/api/node-adapter.ts), never by Express.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../provider/start';
import { upstreamEnv } from '../harness/built-server';
import { startTestRuntime } from '../tests/support/test-runtime';
import type { Runtime } from './compose';

let provider: RunningProvider;
let runtime: Runtime;
const servers: http.Server[] = [];
let frontDoor: string;
let viaExpress: string;

async function listen(server: http.Server): Promise<string> {
  servers.push(server.listen(0, '127.0.0.1'));
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  provider = await startProvider();
  runtime = await runtimeWithAddressUpstream(provider.url);
  frontDoor = await listen(http.createServer(runtime.app.handleRequest));
  viaExpress = await listen(http.createServer(runtime.app));
});

afterAll(async () => {
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
  await runtime?.close();
  await provider?.close();
});

/** The site on the embedded provider, its address upstream at `addressApiUrl`. */
function runtimeWithAddressUpstream(addressApiUrl: string): Promise<Runtime> {
  return startTestRuntime(
    { ...upstreamEnv(provider.url), ADDRESS_API_URL: addressApiUrl, NODE_ENV: 'production', ORDER_AES_SECRET: 'a'.repeat(32), AGENT_TOKEN_SECRET: 'b'.repeat(44), QUOTE_SECRET: 'q'.repeat(32), ORDER_SIGNING_SECRET: 's'.repeat(32) },
    () => {},
  );
}

/** The same site with nothing listening where the address upstream should be. */
async function runtimeWithDeadAddressUpstream(): Promise<Runtime> {
  const closed = await listen(http.createServer());
  servers.pop()!.close();
  return runtimeWithAddressUpstream(closed);
}

function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const cspWithoutNonce = (headers: http.IncomingHttpHeaders) => String(headers['content-security-policy']).replace(/'nonce-[^']+'/g, "'nonce'");

describe('front door for cached pages', () => {
  it('answers a cache hit with the same headers and bytes as the Express path: the page\'s hashed CSP, no nonce', async () => {
    expect((await rawGet(`${frontDoor}/`, BROWSER)).headers['x-page-cache']).toBe('miss');
    await runtime.pageCache!.settled();
    const [front, express] = [await rawGet(`${frontDoor}/`, BROWSER), await rawGet(`${viaExpress}/`, BROWSER)];
    expect(front.status).toBe(200);
    expect(front.headers['x-page-cache']).toBe('hit');
    expect(Object.keys(front.headers).sort()).toEqual(Object.keys(express.headers).sort());
    for (const name of [
      'content-type',
      'cache-control',
      'etag',
      'vary',
      'content-encoding',
      'surrogate-key',
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
    ]) {
      expect(front.headers[name], name).toBe(express.headers[name]);
    }
    expect(front.headers['content-security-policy']).toMatch(/script-src 'sha256-[^;]+ 'strict-dynamic'/);
    expect(front.headers['content-security-policy']).not.toContain("'nonce-");
    expect(front.body.equals(express.body)).toBe(true);
    expect(front.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(brotliDecompressSync(front.body).toString()).not.toContain('nonce=');
    const revalidated = await rawGet(`${frontDoor}/`, { ...BROWSER, 'if-none-match': String(front.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(front.headers['content-security-policy']);
  });

  it('leaves requests the cache would not answer to Express', async () => {
    expect((await rawGet(`${frontDoor}/healthz`)).status).toBe(200);
    const withCredentials = await rawGet(`${frontDoor}/`, { ...BROWSER, authorization: 'Basic eDp5' });
    expect(withCredentials.headers['x-page-cache']).not.toBe('hit');
    expect((await rawGet(`${frontDoor}/no-such-page`)).status).toBe(302);
  });
});

describe('front door for the route table: no Express in between', () => {
  const decoded = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
    (answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body).toString();
  const VARYING = new Set(['date', 'x-request-id', 'content-security-policy']);

  /** Runs `fn` counting the requests that reach Express's app.handle (the untyped entry of its router). */
  async function countingExpress<T>(fn: () => Promise<T>): Promise<{ result: T; handled: number }> {
    const app = runtime.app as unknown as { handle: (...args: unknown[]) => unknown };
    const original = app.handle;
    let handled = 0;
    app.handle = (...args: unknown[]) => {
      handled += 1;
      return original.apply(app, args);
    };
    try {
      return { result: await fn(), handled };
    } finally {
      app.handle = original;
    }
  }

  it.each([
    ['address search', '/api/address?fullText=1%20George%20Street&source=footprint'],
    ['service qualification', '/api/service-qualification?nbn=LOC034557178945'],
    ['a bad query', '/api/address?fullText=ab'],
    ['a repeated, an unknown and a badly encoded name', '/api/address?fullText=1+George+Street&fullText=ab&source=footprint&x=%ZZ'],
    ['an address by id', '/api/address/LOC000184726551'],
    ['a bad location id', '/api/service-qualification?nbn=LOC12'],
  ])('answers %s without Express, with the same status, headers and body as the Express path', async (_name, path) => {
    const { result: front, handled } = await countingExpress(() => rawGet(`${frontDoor}${path}`, BROWSER));
    expect(handled).toBe(0);
    const express = await rawGet(`${viaExpress}${path}`, BROWSER);
    expect(front.status).toBe(express.status);
    expect(Object.keys(front.headers).sort()).toEqual(Object.keys(express.headers).sort());
    for (const name of Object.keys(express.headers).filter((n) => !VARYING.has(n))) expect([name, front.headers[name]]).toEqual([name, express.headers[name]]);
    // A nonce, where the policy has one, is per response: compare the policies without it.
    expect(cspWithoutNonce(front.headers)).toBe(cspWithoutNonce(express.headers));
    expect(front.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(decoded(front)).toBe(decoded(express));
  });

  it('serves the routes on the bare node:http request and response, failures included', async () => {
    const seen: string[] = [];
    const watching = http.createServer((req, res) => {
      res.on('finish', () => seen.push(`${req.url} ${Object.getPrototypeOf(req) === http.IncomingMessage.prototype} ${Object.getPrototypeOf(res) === http.ServerResponse.prototype}`));
      runtime.app.handleRequest(req, res);
    });
    const base = await listen(watching);
    expect((await rawGet(`${base}/api/address?fullText=1%20George%20Street&source=footprint`, BROWSER)).status).toBe(200);
    expect((await rawGet(`${base}/api/address?fullText=ab`)).status).toBe(400);
    // An upstream failure is answered by the one error mapper (error-answer.ts), on the same objects.
    const failing = await runtimeWithDeadAddressUpstream();
    try {
      const dead = await listen(http.createServer((req, res) => {
        res.on('finish', () => seen.push(`${req.url} ${Object.getPrototypeOf(req) === http.IncomingMessage.prototype} ${Object.getPrototypeOf(res) === http.ServerResponse.prototype}`));
        failing.app.handleRequest(req, res);
      }));
      const failed = await rawGet(`${dead}/api/address?fullText=1%20George%20Street&source=footprint`);
      const viaFailingExpress = await listen(http.createServer(failing.app));
      const expressFailed = await rawGet(`${viaFailingExpress}/api/address?fullText=1%20George%20Street&source=footprint`);
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect([failed.status, failed.body.toString()]).toEqual([expressFailed.status, expressFailed.body.toString()]);
    } finally {
      await failing.close();
    }
    expect(seen).toEqual([
      '/api/address?fullText=1%20George%20Street&source=footprint true true',
      '/api/address?fullText=ab true true',
      '/api/address?fullText=1%20George%20Street&source=footprint true true',
    ]);
  });

  it("gives API answers the API's headers: a policy that allows nothing, no framing, no sniffing, same-origin only", async () => {
    const answer = await rawGet(`${frontDoor}/api/address?fullText=1%20George%20Street&source=footprint`, BROWSER);
    const refused = await rawGet(`${frontDoor}/api/address?fullText=`, BROWSER);
    expect(refused.status).toBe(400);
    for (const { headers } of [answer, refused]) {
      expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('counts its answers under the route pattern, and answers HEAD, other methods and unknown API paths itself', async () => {
    await rawGet(`${frontDoor}/api/service-qualification?nbn=LOC034557178945`);
    const text = await runtime.metrics.registry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/service-qualification",status="200"\} [1-9]/);
    const head = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.request(`${frontDoor}/api/service-qualification?nbn=LOC034557178945`, { method: 'HEAD', agent: false }, resolve).on('error', reject).end(),
    );
    expect(head.statusCode).toBe(200);
    const { result: unknown, handled } = await countingExpress(() => rawGet(`${frontDoor}/api/no-such-route`));
    expect([unknown.status, handled]).toEqual([404, 0]);
    expect(JSON.parse(unknown.body.toString())).toEqual({ error: { code: 'not_found', message: 'No such API route.' } });
    const post = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.request(`${frontDoor}/api/address?fullText=1%20George%20Street`, { method: 'POST', agent: false }, resolve).on('error', reject).end(),
    );
    expect(post.statusCode).toBe(405);
  });

  it('a visitor leaving a qualification aborts its upstream call at once, counted as aborted, not as a failure', async () => {
    // An SQ upstream that never answers: only the visitor leaving can end the call before its 20 s deadline.
    let upstreamClosed!: () => void;
    const upstreamGone = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const silent = await listen(http.createServer((req) => req.socket.once('close', upstreamClosed)));
    const leaving = await runtimeWithAddressUpstream(silent);
    try {
      const door = await listen(http.createServer(leaving.app.handleRequest));
      const visitor = http.get(`${door}/api/service-qualification?nbn=LOC034557178945`).on('error', () => {});
      await new Promise((resolve) => setTimeout(resolve, 150));
      const left = performance.now();
      visitor.destroy();
      await upstreamGone;
      expect(performance.now() - left).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const text = await leaving.metrics.registry.metrics();
      expect(text).toMatch(/upstream_request_duration_seconds_count\{upstream="sq",outcome="aborted"\} 1/);
      expect(text).not.toMatch(/upstream_request_duration_seconds_count\{upstream="sq",outcome="(timeout|connection)"\}/);
    } finally {
      await leaving.close();
    }
  });
});
