import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonText } from './api-responses';
import { varyOnAcceptEncoding, wholeBodyEncoding } from './whole-body-encoding';

const BIG_JSON = JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => ({ id: `LOC${String(i).padStart(12, '0')}`, text: `${i} Example Street` })) });
const SMALL_JSON = JSON.stringify({ ok: true });

let server: Server;
let base: string;

beforeAll(async () => {
  const app = new Hono().use(wholeBodyEncoding);
  app.get('/answer', (c) => {
    const headers: Record<string, string> = {};
    if (c.req.query('cache')) headers['cache-control'] = c.req.query('cache')!;
    if (c.req.query('encoded')) headers['content-encoding'] = 'br';
    if (c.req.query('vary')) headers.vary = c.req.query('vary')!;
    const type = c.req.query('type');
    if (type) headers['content-type'] = type;
    return jsonText(200, c.req.query('small') ? SMALL_JSON : BIG_JSON, headers);
  });
  server = createServer(getRequestListener(app.fetch)).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** fetch decodes br and gzip itself and keeps the Content-Encoding header to look at. */
const get = (query: string, acceptEncoding: string) => fetch(`${base}/answer?${query}`, { headers: { 'accept-encoding': acceptEncoding } });

describe('wholeBodyEncoding (API answers whole in memory)', () => {
  it('answers brotli when the browser accepts it, gzip when only that, the same JSON either way', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const answer = await get('', accept);
      expect(answer.headers.get('content-encoding'), accept).toBe(expected);
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await answer.text()).toBe(BIG_JSON);
    }
  });

  it('sends the body as it is to a client that accepts no compression, still varying on it', async () => {
    const answer = await get('', 'identity');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(BIG_JSON));
  });

  it('leaves small answers, non-text types, no-transform and already encoded bodies alone', async () => {
    const small = await get('small=1', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toMatch(/accept-encoding/i);
    const pdf = await get('type=application/pdf', 'br');
    expect(pdf.headers.get('content-encoding')).toBeNull();
    expect(pdf.headers.get('vary')).toBeNull();
    expect((await get('cache=no-transform', 'br')).headers.get('content-encoding')).toBeNull();
    // Labelled br by the handler: passed on untouched (the body is not read here, it is not really br).
    const encoded = await get('encoded=1', 'gzip');
    expect(encoded.headers.get('content-encoding')).toBe('br');
    expect(Number(encoded.headers.get('content-length'))).toBe(Buffer.byteLength(BIG_JSON));
    await encoded.body?.cancel();
  });

  it('adds Accept-Encoding to the Vary an answer has, once', async () => {
    expect((await get('vary=Origin', 'br')).headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect((await get('vary=origin,%20accept-encoding', 'br')).headers.get('vary')).toBe('origin, accept-encoding');
  });
});

describe('varyOnAcceptEncoding', () => {
  it.each([
    [undefined, 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    ['Origin, Cookie', 'Origin, Cookie, Accept-Encoding'],
    ['origin, accept-encoding', 'origin, accept-encoding'],
    ['*', '*'],
  ])('Vary %j becomes %j, as Express adds it', (before, after) => {
    const headers = new Headers(before === undefined ? {} : { vary: before });
    varyOnAcceptEncoding(headers);
    expect(headers.get('vary')).toBe(after);
  });
});
