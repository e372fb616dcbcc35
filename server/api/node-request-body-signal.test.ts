import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientGoneSignal } from './node-request-body';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server handing each response to `onResponse`; returns its URL. */
async function serve(onResponse: (res: http.ServerResponse) => void): Promise<string> {
  const server = http.createServer((_req, res) => onResponse(res));
  servers.push(server.listen(0, '127.0.0.1'));
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('clientGoneSignal (the caller signal of a page render)', () => {
  it('aborts once, calling each listener once, when the client leaves before its answer', async () => {
    let signal!: AbortSignal;
    const calls: string[] = [];
    const closed = new Promise<void>((resolve) => {
      void serve((res) => {
        signal = clientGoneSignal(res);
        signal.addEventListener('abort', () => calls.push('a'));
        const removed = () => calls.push('removed');
        signal.addEventListener('abort', removed);
        signal.addEventListener('abort', () => calls.push('b'));
        signal.removeEventListener('abort', removed);
        res.on('close', () => setImmediate(resolve));
      }).then((url) => {
        const request = http.get(url).on('error', () => {});
        setTimeout(() => request.destroy(), 50);
      });
    });
    await closed;
    expect(signal.aborted).toBe(true);
    expect(calls).toEqual(['a', 'b']);
    signal.addEventListener('abort', () => calls.push('late'));
    expect(calls).toEqual(['a', 'b']);
  });

  it('stays quiet when the answer completes, and says so when made after the close', async () => {
    const seen: boolean[] = [];
    let listenerCalled = false;
    const url = await serve((res) => {
      const signal = clientGoneSignal(res);
      signal.addEventListener('abort', () => (listenerCalled = true));
      res.end('done');
      res.on('close', () => {
        seen.push(signal.aborted, clientGoneSignal(res).aborted);
      });
    });
    const answer = await fetch(url);
    expect(await answer.text()).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([false, false]);
    expect(listenerCalled).toBe(false);
  });
});
