// Request deadlines (http-server.ts) on the site itself, with a short deadline: a body or headers
// trickling in are cut with 408 once the deadline passes, and the instance goes on answering (the
// production build's 30 s: tests/e2e/page-costs.test.ts).
import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../shared/routes/api-paths';
import { startTestRuntime } from '../tests/support/test-runtime';
import type { Runtime } from './compose';
import { createSiteServer } from './http-server';

const DEADLINE_MS = 1000;
/** Past the deadline, what a stalled test worker may add; the trickles below would take 10 s and more to end by themselves. */
const STALL_MS = 6000;
let runtime: Runtime;
let server: Server;
let port: number;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = createSiteServer(runtime.app, { requestDeadlineMs: DEADLINE_MS }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.close();
  server?.closeAllConnections();
  await runtime?.close();
});

/** Writes `head`, then one byte of `trickle` every 100 ms; settles with the first answer's status line (or 'closed') and when. */
function trickle(head: string, bytes: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < bytes.length && !socket.destroyed) socket.write(bytes[sent++]!);
    }, 100);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer: answer.split('\r\n')[0] || 'closed', ms: Date.now() - started });
    });
  });
}

describe('request deadlines', () => {
  it('cuts a body that does not arrive in full within the deadline with 408, and keeps answering', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(200) });
    const head = `POST ${API_ROUTES.contact} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const cut = await trickle(head, body);
    expect(cut.answer).toBe('HTTP/1.1 408 Request Timeout');
    expect(cut.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(cut.ms).toBeLessThan(DEADLINE_MS + STALL_MS);
    const after = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(after.status).toBe(200);
  });

  it('cuts headers that trickle in the same way', async () => {
    const cut = await trickle('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: ' + 'a'.repeat(100));
    expect(cut.answer).toBe('HTTP/1.1 408 Request Timeout');
    expect(cut.ms).toBeLessThan(DEADLINE_MS + STALL_MS);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  });
});
