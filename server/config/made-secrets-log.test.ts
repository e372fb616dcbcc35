// docs/operations.md#configuration: "outside production an unset secret is random per start and the
// start log says so": the names, never a value.
import { Writable } from 'node:stream';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRuntime } from '../compose';
import { TEST_ASSETS } from '../../tests/support/test-runtime';
import type { PageRenderer } from '../render/page-handler';
import { loadConfig } from './env';

async function startLog(env: Record<string, string>): Promise<{ lines: string; secrets: string[] }> {
  let lines = '';
  const sink = new Writable({ write: (chunk, _encoding, done) => ((lines += chunk.toString()), done()) });
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const runtime = await createRuntime({
    config,
    logger: pino({ level: 'info' }, sink),
    publicDir: path.resolve(import.meta.dirname, '../../public'),
    getRenderer: async () => (await import('../../client/entry-server')) as PageRenderer,
    assets: TEST_ASSETS,
    rateLimit: false,
  });
  await runtime.close();
  return { lines, secrets: [config.ORDER_AES_SECRET, config.QUOTE_SECRET, config.ORDER_SIGNING_SECRET, config.AGENT_TOKEN_SECRET ?? ''] };
}

describe('the start log names the secrets made at random for this start', () => {
  it('names each unset secret, and holds none of the values', async () => {
    const { lines, secrets } = await startLog({});
    const line = lines.split('\n').find((one) => one.includes('random secrets made for this start'));
    expect(JSON.parse(line!)).toMatchObject({ level: 40, secrets: ['ORDER_AES_SECRET', 'QUOTE_SECRET', 'ORDER_SIGNING_SECRET', 'AGENT_TOKEN_SECRET'] });
    for (const secret of secrets) expect(lines).not.toContain(secret);
  }, 30_000);

  it('says nothing when every secret is configured', async () => {
    const { lines } = await startLog({
      ORDER_AES_SECRET: 'a'.repeat(32),
      QUOTE_SECRET: 'b'.repeat(32),
      ORDER_SIGNING_SECRET: 'c'.repeat(32),
      AGENT_TOKEN_SECRET: 'd'.repeat(32),
    });
    expect(lines).not.toContain('random secrets made for this start');
  }, 30_000);
});
