// docs/architecture.md#reliability-and-security: secrets never reach the client bundle. Scans the built client (npm test builds first)
// for secret names, the agent-link route, server-only libraries and upstream addresses.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_AGENT_LINK_PATH } from '../../server/api/agent/dev-agent-link-route';
import { PROJECT_ROOT } from '../../harness/built-server';

const clientDir = path.join(PROJECT_ROOT, 'dist/client');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the built client bundle', () => {
  const files = filesUnder(clientDir).filter((f) => /\.(js|css|html|json|map)$/.test(f) && !f.includes(`${path.sep}.vite${path.sep}`));
  const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');

  it('exists', () => {
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  });

  it.each([
    ['the loopback agent-link route', DEV_AGENT_LINK_PATH],
    ['the order secret variable', 'ORDER_AES_SECRET'],
    ['the agent secret variable', 'AGENT_TOKEN_SECRET'],
    ['the quote secret variable', 'QUOTE_SECRET'],
    ['the order signing secret variable', 'ORDER_SIGNING_SECRET'],
    ['the order signature field (signed on the server only)', 'order_sig'],
    ['the key set variable', 'AGENT_JWKS_URL'],
    ['the Sentry DSN variable', 'SENTRY_DSN'],
    ['the address service variable', 'ADDRESS_API_URL'],
    ['the web services variable', 'WEB_SERVICES_URL'],
    // An upstream address has a scheme; the Sentry SDK's own localhost check holds the bare '127.0.0.1'.
    ['a loopback upstream address', '//127.0.0.1'],
    ['AES encryption (crypto-js)', 'CryptoJS'],
    ['the token verifier (jose)', 'jwtVerify'],
    ['the wholesale carrier excluded upstream', 'excludeProviders'],
  ])('carries no %s', (_what, needle) => {
    expect(text.includes(needle)).toBe(false);
  });
});
