// A Sentry-protocol endpoint on loopback for the production error-reporting tests, and the built
// site started in production with the instrumentation that reports to it.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { PROJECT_ROOT, startBuiltServer, type BuiltServer } from '../../harness/built-server';

export interface FakeSentry {
  /** A DSN pointing at this endpoint. */
  dsn: string;
  /** Every envelope received, decompressed. */
  envelopes: string[];
  /** The first envelope containing `text`, within ten seconds; undefined if none arrived. */
  envelopeContaining(text: string): Promise<string | undefined>;
  close(): void;
}

export async function startFakeSentry(): Promise<FakeSentry> {
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
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    async envelopeContaining(text) {
      const deadline = Date.now() + 10_000;
      while (!envelopes.some((e) => e.includes(text)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      return envelopes.find((e) => e.includes(text));
    },
    close: () => sentry.close(),
  };
}

/**
 * The secrets the reporting site runs with (tests sign agent tokens with AGENT_TOKEN_SECRET): made
 * for this run, as production refuses example values (server/config/placeholder-secret.ts).
 */
export const REPORTING_SITE_SECRETS = {
  ORDER_AES_SECRET: randomBytes(24).toString('hex'),
  AGENT_TOKEN_SECRET: randomBytes(32).toString('hex'),
  QUOTE_SECRET: randomBytes(32).toString('hex'),
  ORDER_SIGNING_SECRET: randomBytes(32).toString('hex'),
} as const;

/**
 * The node arguments `npm start` puts before the entry besides its options file, whose options every
 * starter passes (`--import ./dist/server/instrument.js`): the reporting site starts as `npm start` does.
 */
export function npmStartLoaderArgs(): string[] {
  const start = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
  const entry = start.indexOf('dist/server/index.js');
  if (start[0] !== 'node' || entry < 0) throw new Error(`npm start is not \`node ... dist/server/index.js\`: ${start.join(' ')}`);
  return start.slice(1, entry).filter((arg) => !arg.startsWith('--env-file='));
}

/** The built site in production, started as `npm start` starts it, reporting errors to `dsn`. */
export function startReportingSite(dsn: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  return startBuiltServer(
    {
      NODE_ENV: 'production',
      SENTRY_DSN: dsn,
      ...REPORTING_SITE_SECRETS,
      SITE_URL: 'https://www.kookaburra.example',
      ...env,
    },
    npmStartLoaderArgs(),
  );
}
