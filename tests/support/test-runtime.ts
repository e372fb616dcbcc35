// Starts the whole site in process for integration tests: the real runtime (embedded provider,
// upstream clients, API, renderer from source), with logs silenced and fixed asset names.
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../server/config/env';
import { createRuntime, type Runtime, type RuntimeOptions } from '../../server/compose';
import type { PageRenderer } from '../../server/render/page-handler';

export const TEST_ASSETS = {
  bootstrapModules: ['/assets/entry-client-test.js'],
  resolve: () => ({ stylesheets: ['/assets/style-test.css'], modulePreloads: [] }),
};

/**
 * Rate limits are off unless `options.rateLimits` is 'on'; `options.pageCache` as createRuntime
 * takes it (a test clock). Upstreams are the embedded provider unless `env` names them
 * (harness/built-server.ts `upstreamEnv` for a provider of the test's own).
 */
export async function startTestRuntime(
  env: Record<string, string> = {},
  reportError?: (e: unknown, c?: Record<string, unknown>) => void,
  options: { rateLimits?: 'on'; pageCache?: RuntimeOptions['pageCache'] } = {},
): Promise<Runtime> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.kookaburra.example', ...env });
  return createRuntime({
    config,
    logger: pino({ level: 'silent' }),
    publicDir: path.resolve(import.meta.dirname, '../../public'),
    getRenderer: async () => (await import('../../client/entry-server')) as PageRenderer,
    assets: TEST_ASSETS,
    ...(options.rateLimits === 'on' ? {} : { rateLimit: false as const }),
    ...(reportError ? { reportError } : {}),
    ...(options.pageCache !== undefined ? { pageCache: options.pageCache } : {}),
  });
}
