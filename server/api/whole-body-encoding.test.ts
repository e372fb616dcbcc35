import { once } from 'node:events';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWholeBody, varyOnAcceptEncoding } from './whole-body-encoding';

const BIG_JSON = JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => ({ id: `LOC${String(i).padStart(12, '0')}`, text: `${i} Example Street` })) });
const SMALL_JSON = JSON.stringify({ ok: true });

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.get('/answer', (req, res) => {
    res.setHeader('content-type', String(req.query.type ?? 'application/json; charset=utf-8'));
    if (req.query.cache) res.setHeader('cache-control', String(req.query.cache));
    if (req.query.encoded) res.setHeader('content-encoding', 'br');
    const sent = encodeWholeBody(res, Buffer.from(req.query.small ? SMALL_JSON : BIG_JSON));
    res.setHeader('content-length', sent.length);
    res.end(sent);
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** fetch decodes br and gzip itself and keeps the Content-Encoding header to look at. */
const get = (query: string, acceptEncoding: string) => fetch(`${base}/answer?${query}`, { headers: { 'accept-encoding': acceptEncoding } });

describe('encodeWholeBody (API answers whole in memory)', () => {
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
    expect((await get('small=1', 'br')).headers.get('content-encoding')).toBeNull();
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
});

describe('varyOnAcceptEncoding (a bare node:http response has no res.vary)', () => {
  const responseWith = (vary?: string | string[]) => {
    const headers = new Map<string, string | string[]>(vary === undefined ? [] : [['vary', vary]]);
    return {
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      vary: () => headers.get('vary'),
    };
  };
  it.each([
    [undefined, 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    [['Origin', 'Cookie'], 'Origin, Cookie, Accept-Encoding'],
    ['origin, accept-encoding', 'origin, accept-encoding'],
    ['*', '*'],
  ])('Vary %j becomes %j, as Express adds it', (before, after) => {
    const res = responseWith(before);
    varyOnAcceptEncoding(res as unknown as ServerResponse);
    expect(res.vary()).toEqual(after);
  });
});
