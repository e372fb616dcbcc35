import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { publicFiles, staticAssets } from './static-assets';

const dir = mkdtempSync(path.join(tmpdir(), 'public-files-'));
writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(path.join(dir, 'icons'));
writeFileSync(path.join(dir, 'icons', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>logo</title></svg>');

const app = express();
app.use(publicFiles(dir));
app.use((_req, res) => void res.status(404).send('handed on'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('publicFiles', () => {
  it('serves the files public/ held at start, nested ones too, with a short cache', async () => {
    const top = await request(app).get('/favicon.svg');
    expect(top.status).toBe(200);
    expect(top.headers['cache-control']).toBe('public, max-age=3600');
    const nested = await request(app).get('/icons/logo.svg');
    expect(nested.status).toBe(200);
    expect(Buffer.from(nested.body as Buffer).toString('utf8')).toContain('<title>logo</title>');
  });

  it('hands every other path on (pages, files added later, folders)', async () => {
    writeFileSync(path.join(dir, 'added-later.txt'), 'late');
    for (const url of ['/broadband/nbn', '/added-later.txt', '/icons', '/icons/']) {
      const answer = await request(app).get(url);
      expect(answer.status, url).toBe(404);
      expect(answer.text, url).toBe('handed on');
    }
  });

  it('serves nothing from a folder that does not exist', async () => {
    const none = express().use(publicFiles(path.join(dir, 'missing'))).use((_req, res) => void res.status(404).end());
    expect((await request(none).get('/favicon.svg')).status).toBe(404);
  });
});

describe('staticAssets', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'client-assets-'));
  const assets = path.join(clientDir, 'assets');
  mkdirSync(assets);
  const script = 'export const greeting = "hello, hello, hello";\n';
  writeFileSync(path.join(assets, 'entry-abc123.js'), script);
  // Weaker than the build's settings, so the bytes served can only have come from these files.
  const br = brotliCompressSync(script, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
  const gzip = gzipSync(script, { level: 1 });
  writeFileSync(path.join(assets, 'entry-abc123.js.br'), br);
  writeFileSync(path.join(assets, 'entry-abc123.js.gz'), gzip);
  writeFileSync(path.join(assets, 'unencoded-789.css'), 'body { margin: 0 }\n');
  const app = express().use('/assets', ...staticAssets(clientDir));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  /** The answer's headers and body as sent, not decoded (supertest would decode them). */
  const raw = (url: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const server = app.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        http
          .get({ host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => server.close(() => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })));
          })
          .on('error', reject);
      });
    });

  it("serves the build's encodings of a text asset as they are, from the first request, and the file to a client that takes neither", async () => {
    const asBrotli = await raw('/assets/entry-abc123.js', 'gzip, br');
    expect(asBrotli.headers['content-encoding']).toBe('br');
    expect(Buffer.compare(asBrotli.body, br)).toBe(0);
    const asGzip = await raw('/assets/entry-abc123.js', 'gzip');
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(asGzip.body, gzip)).toBe(0);
    const plain = await raw('/assets/entry-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
    for (const answer of [asBrotli, asGzip, plain]) {
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('serves a text asset the build wrote no encodings for from disk, as it is', async () => {
    const answer = await raw('/assets/unencoded-789.css', 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe('body { margin: 0 }\n');
  });
});
