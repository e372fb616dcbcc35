// The edge bundle (scripts/build-edge.ts) runs in workerd through miniflare 3 and
// answers a set of requests exactly as the Node stack (the real Express app of server/compose.ts
// over undici) does, both talking to the same embedded provider over loopback.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../provider/start';
import { buildEdge } from '../../scripts/build-edge';
import { startTestRuntime } from '../../tests/support/test-runtime';
import { mostAllowedIn, secondsSince } from '../../tests/support/rate-limit-bound';
import { DEFAULT_RATE_LIMITS } from '../api/api-deps';
import { cacheControl, type CacheKind } from '../api/cache-control';
import type { Runtime } from '../compose';

interface Probe {
  path: string;
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  /** The purge keys a shared cache files the answer under. */
  surrogateKey: string | null;
  location: string | null;
  allow: string | null;
  body: unknown;
}

// SCENARIOS.md: 14 Lyrebird Rise (flip-ready FTTN), 17 Brolga Boulevard (OptiComm and nbn),
// 11 Dunnart Drive (found only with source=api).
const LYREBIRD_LOC = 'LOC000184726551';
const BROLGA_LOC = 'LOC000263418859';
const BROLGA_OPC = 'OPC000741902635';
const event = (pageUrl: string) =>
  JSON.stringify({ description: 'Address not found', eventType: 'USER', event: { pageUrl, addressQuery: '42 Wallaby Way' } });
const JSON_BODY = { 'content-type': 'application/json' };

const PROBES: Probe[] = [
  { path: '/api/nav' },
  { path: '/api/getContent/pages/about-us' },
  { path: '/api/getContent/fibre/faqs' },
  { path: '/api/getContent/pages/no-such-page' },
  { path: '/api/getContent/pages/bad%20name' },
  { path: '/api/plans/nbn' },
  { path: '/api/plans/fibre' },
  { path: '/api/plans/dsl' },
  { path: '/api/getDefaultPlansNbn' },
  { path: '/api/getDefaultFlipToFibrePlans' },
  { path: '/api/getFlipToFibrePlans/metro/12/100?offerType=unconnected-boost' },
  { path: '/api/getFlipToFibrePlans/METRO/12/100' },
  { path: '/api/voip-international-rates' },
  { path: '/api/mobile-plans' },
  { path: '/api/configuration' },
  { path: '/api/address?fullText=14%20Lyrebird%20Rise' },
  { path: '/api/address?fullText=11%20Dunnart%20Drive&source=footprint' },
  { path: '/api/address?fullText=11%20Dunnart%20Drive&source=api' },
  { path: '/api/address?fullText=42%20Wallaby%20Way%2C%20Sydney%20NSW%202000' },
  { path: `/api/address?fullText=${LYREBIRD_LOC}` },
  { path: '/api/address?fullText=abcd' },
  { path: '/api/address?fullText=14%20Lyrebird&source=elsewhere' },
  { path: `/api/address/${LYREBIRD_LOC}` },
  { path: `/api/address/${BROLGA_OPC}` },
  { path: '/api/address/LOC123' },
  { path: '/api/address/%E0%A4%A' },
  { path: `/api/service-qualification?nbn=${LYREBIRD_LOC}` },
  { path: `/api/service-qualification?nbn=${BROLGA_LOC}&opticomm=${BROLGA_OPC}` },
  { path: '/api/service-qualification' },
  { path: `/api/service-qualification?nbn=${BROLGA_OPC}` },
  { path: '/api/no-such-route' },
  { path: '/api/nav', method: 'POST', headers: JSON_BODY, body: '{}' },
  { path: '/api/events', method: 'GET' },
  { path: '/api/nav', method: 'HEAD' },
  { path: '/s/nbn', method: 'POST', headers: JSON_BODY, body: '{}' },
  { path: '/api/getContent/fibre/%E0%A4%A', method: 'POST', headers: JSON_BODY, body: '{}' },
  { path: '/s/nbn' },
  { path: '/s/refer' },
  { path: '/s/evil' },
  { path: '/s/..%2F..%2Fevil' },
  { path: '/api/events', method: 'POST', headers: JSON_BODY, body: event('/broadband/nbn') },
  { path: '/api/events', method: 'POST', headers: JSON_BODY, body: '{not json' },
  { path: '/api/events', method: 'POST', headers: { 'content-type': 'text/plain' }, body: event('/') },
  { path: '/api/events', method: 'POST', headers: JSON_BODY, body: event('https://elsewhere.example/x') },
];

async function answerOf(response: Response): Promise<Answer> {
  const contentType = response.headers.get('content-type');
  const text = await response.text();
  return {
    status: response.status,
    contentType,
    cacheControl: response.headers.get('cache-control'),
    surrogateKey: response.headers.get('surrogate-key'),
    location: response.headers.get('location'),
    allow: response.headers.get('allow'),
    body: contentType?.startsWith('application/json') && text !== '' ? (JSON.parse(text) as unknown) : text,
  };
}

const initOf = (probe: Probe) => ({
  method: probe.method ?? 'GET',
  headers: probe.headers ?? {},
  ...(probe.body === undefined ? {} : { body: probe.body }),
  redirect: 'manual' as const,
});

let tempDir: string;
let bundle: Awaited<ReturnType<typeof buildEdge>>;
let provider: RunningProvider;
let runtime: Runtime;
let nodeServer: Server;
let nodeOrigin: string;
let miniflare: Miniflare;
/** What each stack reported (Node: reportError; edge: the JSON lines the worker wrote to stderr). */
const nodeReports: Record<string, unknown>[] = [];
const edgeLog: string[] = [];
const edgeReports = () =>
  edgeLog
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'edge-parity-'));
  bundle = await buildEdge({ outFile: path.join(tempDir, 'worker.js') });
  provider = await startProvider({ host: '127.0.0.1', port: 0, knobs: {} });
  const upstreamEnv = {
    ADDRESS_API_URL: provider.url,
    WEB_SERVICES_URL: provider.url,
    MOBILE_PLANS_URL: provider.url,
    CMS_URL: provider.url,
    EVENTS_API_URL: provider.url,
  };
  runtime = await startTestRuntime({ ...upstreamEnv, ORDER_SITE_URL: `${provider.url}/order` }, (_error, context) =>
    nodeReports.push(context ?? {}),
  );
  nodeServer = createServer(runtime.app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => nodeServer.once('listening', resolve));
  nodeOrigin = `http://127.0.0.1:${(nodeServer.address() as AddressInfo).port}`;
  miniflare = new Miniflare({
    modules: true,
    scriptPath: bundle.outFile,
    modulesRoot: tempDir,
    compatibilityDate: '2025-01-01',
    bindings: upstreamEnv,
    handleRuntimeStdio: (stdout, stderr) => {
      stdout.resume();
      stderr.on('data', (chunk: Buffer) => edgeLog.push(chunk.toString('utf8')));
    },
  });
  await miniflare.ready;
}, 60_000);

afterAll(async () => {
  await miniflare?.dispose();
  await new Promise<void>((resolve) => (nodeServer ? nodeServer.close(() => resolve()) : resolve()));
  await runtime?.close();
  await provider?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe('the edge bundle', () => {
  it('is one plain ES module with no Node built-in left in it', async () => {
    const code = await readFile(bundle.outFile, 'utf8');
    expect(code).not.toMatch(/["']node:[a-z_/]+["']/);
    expect(code).not.toMatch(/\bfrom\s*["'](?!\.)/);
    expect(bundle.inputs.some((file) => file.includes('undici'))).toBe(false);
    expect(bundle.inputs.some((file) => file.includes('prom-client'))).toBe(false);
    // lru-cache's browser build (chosen by the conditions) has no diagnostics_channel import at all.
    expect(code).not.toContain('diagnostics_channel');
  });

  it('answers every probe as the Node stack does (status, content type, headers that matter, JSON body)', async () => {
    const eventsBefore = provider.events.list().length;
    const mismatches: string[] = [];
    for (const probe of PROBES) {
      const label = `${probe.method ?? 'GET'} ${probe.path}`;
      const node = await answerOf(await fetch(`${nodeOrigin}${probe.path}`, initOf(probe)));
      const edge = await answerOf((await miniflare.dispatchFetch(`http://edge.test${probe.path}`, initOf(probe))) as unknown as Response);
      try {
        expect(edge, label).toEqual(node);
      } catch {
        mismatches.push(`${label}\n  node: ${JSON.stringify(node).slice(0, 300)}\n  edge: ${JSON.stringify(edge).slice(0, 300)}`);
      }
    }
    // What the Node stack reported says why it failed (a deadline passed on a loaded machine, say), not only that it did.
    expect(mismatches, [...mismatches, `node reports: ${JSON.stringify(nodeReports).slice(0, 1000)}`].join('\n')).toEqual([]);
    // The good event went through both stacks to the provider; the bad ones never reached it.
    const posted = provider.events.list().slice(eventsBefore);
    expect(posted).toHaveLength(2);
    expect(posted.map((stored) => stored.body)).toEqual([JSON.parse(event('/broadband/nbn')), JSON.parse(event('/broadband/nbn'))]);
  });

  it('fails as the Node stack does when the upstreams fail: stale content, same error answers', async () => {
    nodeReports.length = 0;
    edgeLog.length = 0;
    const failing: Probe[] = [
      { path: '/api/nav' }, // cached by the probes above: served stale (docs/architecture.md#reliability-and-security)
      { path: '/api/getContent/pages/terms' }, // never fetched: nothing stale to serve
      { path: '/api/address/LOC000193058274' }, // malformed upstream answer
      { path: '/api/service-qualification?nbn=LOC000193058274' }, // upstream 503
    ];
    provider.knobs.set({ web: { errorRate: 1, errorStatus: 500 }, address: { malformedRate: 1 }, sq: { errorRate: 1, errorStatus: 503 } });
    try {
      for (const probe of failing) {
        const node = await answerOf(await fetch(`${nodeOrigin}${probe.path}`, initOf(probe)));
        const edge = await answerOf((await miniflare.dispatchFetch(`http://edge.test${probe.path}`, initOf(probe))) as unknown as Response);
        expect(edge, probe.path).toEqual(node);
        if (probe.path === '/api/nav') expect(edge.status).toBe(200);
        else expect(edge.status, probe.path).toBeGreaterThanOrEqual(500);
      }
    } finally {
      provider.knobs.reset();
    }
    // Both stacks reported the same three failures (the stale answer is not a failure to report).
    const reportedRoutes = (reports: Record<string, unknown>[]) => reports.map((report) => report.route).sort();
    expect(reportedRoutes(nodeReports)).toEqual(['/api/address/:locId', '/api/getContent/:section/:page', '/api/service-qualification']);
    await expect.poll(() => reportedRoutes(edgeReports()), { timeout: 5000 }).toEqual(reportedRoutes(nodeReports));
    expect(edgeReports().find((report) => report.route === '/api/service-qualification')).toMatchObject({
      level: 'error',
      upstream: 'sq',
      upstreamStatus: 503,
      err: { type: 'UpstreamError' },
    });
  });

  it('answers the probes with real data, not two matching failures', async () => {
    const nav = await answerOf((await miniflare.dispatchFetch('http://edge.test/api/nav')) as unknown as Response);
    expect(nav.status).toBe(200);
    expect(nav.body).toHaveProperty('items');
    const found = await answerOf(
      (await miniflare.dispatchFetch('http://edge.test/api/address?fullText=14%20Lyrebird%20Rise')) as unknown as Response,
    );
    expect(found.body).toEqual([
      expect.objectContaining({ formattedAddress: '14 Lyrebird Rise, Brunswick VIC 3056', providers: [{ locationId: LYREBIRD_LOC, name: 'nbn' }] }),
    ]);
    const sq = await answerOf(
      (await miniflare.dispatchFetch(`http://edge.test/api/service-qualification?nbn=${LYREBIRD_LOC}`)) as unknown as Response,
    );
    expect(sq.status).toBe(200);
    expect(sq.body).toMatchObject({ sqSummary: { nbn: { locationId: LYREBIRD_LOC } } });
    const shortLink = await miniflare.dispatchFetch('http://edge.test/s/nbn', { redirect: 'manual' });
    expect(shortLink.status).toBe(302);
    expect(shortLink.headers.get('location')).toBe('/broadband/nbn');
  });

  it('sends the same cache headers as the Node stack, from the one shared function', async () => {
    const expected: [Probe, CacheKind, string | null][] = [
      [{ path: '/api/nav' }, 'content', 'site'],
      [{ path: '/api/getContent/pages/about-us' }, 'content', 'site content:pages/about-us'],
      [{ path: '/api/plans/nbn' }, 'content', 'site'],
      [{ path: '/api/address?fullText=14%20Lyrebird%20Rise' }, 'address', null],
      [{ path: `/api/service-qualification?nbn=${LYREBIRD_LOC}` }, 'none', null],
      [{ path: '/api/getContent/pages/no-such-page' }, 'none', null],
      [{ path: '/api/no-such-route' }, 'none', null],
      [{ path: '/api/events', method: 'POST', headers: JSON_BODY, body: event('/') }, 'none', null],
      [{ path: '/s/nbn' }, 'content', 'site'],
      [{ path: '/s/evil' }, 'none', null],
    ];
    for (const [probe, kind, keys] of expected) {
      const label = `${probe.method ?? 'GET'} ${probe.path}`;
      const node = await fetch(`${nodeOrigin}${probe.path}`, initOf(probe));
      const edge = (await miniflare.dispatchFetch(`http://edge.test${probe.path}`, initOf(probe))) as unknown as Response;
      for (const [stack, response] of [['node', node], ['edge', edge]] as const) {
        expect(response.headers.get('cache-control'), `${stack} ${label}`).toBe(cacheControl(kind));
        expect(response.headers.get('surrogate-key'), `${stack} ${label}`).toBe(keys);
        await response.arrayBuffer();
      }
    }
  });

  it('limits each visitor by CF-Connecting-IP (events: burst of 5), not all visitors together', async () => {
    const post = (ip: string) =>
      miniflare.dispatchFetch('http://edge.test/api/events', {
        method: 'POST',
        headers: { ...JSON_BODY, 'CF-Connecting-IP': ip },
        body: event('/'),
      });
    // Until the limit refuses one: its windows run on the real clock, and on a loaded machine one may
    // start again before the sixth post (tests/support/rate-limit-bound.ts).
    const started = Date.now();
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    while (!limited && statuses.length < 30) {
      const answer = await post('198.51.100.7');
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
      else await answer.arrayBuffer();
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.length - 1).toBeLessThanOrEqual(mostAllowedIn(DEFAULT_RATE_LIMITS.events, secondsSince(started)));
    if (!limited) throw new Error(`no 429 in ${statuses.join(', ')}`);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many requests. Please slow down.' } });
    expect((await post('198.51.100.8')).status).toBe(202);
  });
});

describe('the edge bundle without its bindings', () => {
  it('answers the one 500 (internal_error) and logs which keys are missing', async () => {
    const bare = new Miniflare({
      modules: true,
      scriptPath: bundle.outFile,
      modulesRoot: tempDir,
      compatibilityDate: '2025-01-01',
      bindings: { ADDRESS_API_URL: 'not a url' },
      handleRuntimeStdio: (stdout, stderr) => {
        stdout.resume();
        stderr.on('data', (chunk: Buffer) => logged.push(chunk.toString('utf8')));
      },
    });
    const logged: string[] = [];
    try {
      const answer = await answerOf((await bare.dispatchFetch('http://edge.test/api/nav')) as unknown as Response);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our end.' } });
      await expect.poll(() => logged.join(''), { timeout: 5000 }).toContain('ADDRESS_API_URL must be an http(s) URL');
      const line = logged.join('').split('\n').find((text) => text.includes('Edge configuration'));
      expect(JSON.parse(line!)).toMatchObject({
        level: 'error',
        problems: expect.arrayContaining(['WEB_SERVICES_URL is required', 'EVENTS_API_URL is required']),
      });
    } finally {
      await bare.dispose();
    }
  });
});
