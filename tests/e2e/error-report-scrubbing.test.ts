// Agent tokens travel to the server in `Authorization: Bearer` (docs/decisions/014); error reports
// must not carry them to Sentry (DESIGN §6: logs and reports carry no secrets).
import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../support/built-server';
import { startFakeSentry, startReportingSite } from '../support/fake-sentry';

let running: BuiltServer | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('error reports in production', () => {
  it("leave out the Authorization header and the agent link's token of the request that failed", async () => {
    const sentry = await startFakeSentry();
    try {
      running = await startReportingSite(sentry.dsn);
      // An agent link's first request carries the token in its query as well. The SDK of today leaves
      // the query string out of this report; beforeSend redacts it for any version or integration that
      // keeps it (server/observability/redact-agent-token.test.ts proves the redaction itself).
      const res = await fetch(`${running.url}/sentry-test-error?token=agent.token-in-the-link.signature`, {
        headers: { authorization: 'Bearer agent.token-that-must-not-leave.signature', 'user-agent': 'scrub-test' },
      });
      expect(res.status).toBe(500);
      const report = await sentry.envelopeContaining('Deliberate test error');
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
