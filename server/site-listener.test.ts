// The one function that sends each request its way (server/http-server.ts siteListener): the route
// table's paths to the API, a page the page cache holds from there, everything else to Express.
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { siteListener } from './http-server';

/** A listener that answers with its own name, so an answer says which stack took the request. */
const stack = (name: string): RequestListener => (_req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end(name);

function site(cached: readonly string[] = []) {
  const looked: string[] = [];
  const listener = siteListener({
    api: stack('api'),
    pages: stack('pages'),
    cachedPage: (_req: IncomingMessage, res: ServerResponse, path: string) => {
      looked.push(path);
      if (!cached.includes(path)) return false;
      res.writeHead(200, { 'content-type': 'text/plain' }).end('cache');
      return true;
    },
  });
  return { listener, looked };
}

const answerOf = async (listener: RequestListener, method: 'get' | 'post' | 'head', path: string) => (await request(listener)[method](path)).text;

describe('siteListener', () => {
  it('hands every path of the route table to the API, for every method, and never looks in the page cache for one', async () => {
    const { listener, looked } = site(['/api/nav']);
    for (const path of ['/api/nav', '/api/getContent/fibre/faqs?x=1', '/api/no-such-route', '/s/nbn', '/cis/plan-1.pdf?offer=boost']) {
      expect(await answerOf(listener, 'get', path), path).toBe('api');
      expect(await answerOf(listener, 'post', path), path).toBe('api');
    }
    expect(looked).toEqual([]);
  });

  it('hands pages, assets, probes and look-alike paths to Express after one look in the page cache', async () => {
    const { listener, looked } = site();
    for (const path of ['/', '/broadband/nbn', '/assets/app.js', '/healthz', '/api', '/apiary', '/s', '/s/', '/s/a/b', '/cis/a/b', '/quote/q1.token']) {
      expect(await answerOf(listener, 'get', path), path).toBe('pages');
    }
    expect(looked).toEqual(['/', '/broadband/nbn', '/assets/app.js', '/healthz', '/api', '/apiary', '/s', '/s/', '/s/a/b', '/cis/a/b', '/quote/q1.token']);
  });

  it('answers a page the page cache holds from there, the query aside, and Express never sees it', async () => {
    const { listener, looked } = site(['/about-us']);
    expect(await answerOf(listener, 'get', '/about-us?utm_source=x')).toBe('cache');
    expect(await answerOf(listener, 'get', '/contact-us')).toBe('pages');
    expect(looked).toEqual(['/about-us', '/contact-us']);
  });

  it('sends everything but the API to Express when there is no page cache (development)', async () => {
    const listener = siteListener({ api: stack('api'), pages: stack('pages') });
    expect(await answerOf(listener, 'get', '/about-us')).toBe('pages');
    expect(await answerOf(listener, 'get', '/api/nav')).toBe('api');
  });

  it('refuses a request with two Host headers, as HTTP/1.1 has a server do, before any stack sees it', async () => {
    const { listener, looked } = site();
    const server = createServer(listener).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const raw = (head: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.end(`${head}\r\n\r\n`));
        let text = '';
        socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text)).on('error', reject);
      });
    try {
      const twice = await raw('GET /about-us HTTP/1.1\r\nHost: site.example\r\nhost: other.example');
      expect(twice).toMatch(/^HTTP\/1\.1 400 /);
      expect(twice.endsWith('Bad Request')).toBe(true);
      // Like every other answer, it carries a policy (docs/architecture.md#security-headers): here one allowing nothing.
      expect(twice).toMatch(/\r\ncontent-security-policy: default-src 'none'\r\n/);
      expect(await raw('GET /api/nav HTTP/1.1\r\nHOST: site.example\r\nHost: site.example')).toMatch(/^HTTP\/1\.1 400 /);
      expect(looked).toEqual([]);
      expect(await raw('GET /about-us HTTP/1.1\r\nHost: site.example\r\nConnection: close')).toMatch(/^HTTP\/1\.1 200 [^]*\r\npages\r\n/);
    } finally {
      server.close();
    }
  });
});
