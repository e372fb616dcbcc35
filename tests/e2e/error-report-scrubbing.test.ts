// Agent tokens travel to the server in `Authorization: Bearer` (docs/decisions/014); error reports
// must not carry them to Sentry (DESIGN §6: logs and reports carry no secrets).
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startBuiltServer, type BuiltServer } from '../support/built-server';

let running: BuiltServer | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('error reports in production', () => {
  it("leave out the Authorization header and the agent link's token of the request that failed", async () => {
    const envelopes: string[] = [];
    const sentry = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        if (req.headers['content-encoding'] === 'deflate') body = inflateSync(body);
        if (req.url?.startsWith('/api/1/envelope')) envelopes.push(body.toString('utf8'));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    sentry.listen(0, '127.0.0.1');
    await once(sentry, 'listening');
    const { port } = sentry.address() as AddressInfo;
    try {
      running = await startBuiltServer(
        {
          NODE_ENV: 'production',
          SENTRY_DSN: `http://publickey@127.0.0.1:${port}/1`,
          ORDER_AES_SECRET: 'an-order-secret-for-the-production-test',
          AGENT_TOKEN_SECRET: 'an-agent-secret-for-the-production-test-0123456789',
          SITE_URL: 'https://www.kookaburra.example',
        },
        ['--import', `${PROJECT_ROOT}/dist/server/instrument.js`],
      );
      // An agent link's first request carries the token in its query as well. The SDK of today leaves
      // the query string out of this report; beforeSend redacts it for any version or integration that
      // keeps it (server/observability/redact-agent-token.test.ts proves the redaction itself).
      const res = await fetch(`${running.url}/sentry-test-error?token=agent.token-in-the-link.signature`, {
        headers: { authorization: 'Bearer agent.token-that-must-not-leave.signature', 'user-agent': 'scrub-test' },
      });
      expect(res.status).toBe(500);
      const deadline = Date.now() + 10_000;
      while (!envelopes.some((e) => e.includes('Deliberate test error')) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const report = envelopes.find((e) => e.includes('Deliberate test error'));
      expect(report).toBeDefined();
      // The report still describes the request, without the token.
      expect(report).toContain('scrub-test');
      expect(report).not.toContain('token-that-must-not-leave');
      expect(report).not.toContain('token-in-the-link');
    } finally {
      sentry.close();
    }
  });
});
