// The purge through the whole site (createRuntime + supertest against the embedded provider): the
// route exists only with PURGE_TOKEN, and an editor's change reaches the page right after a purge
// of its content key, not after the content TTL (issue 12).
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../../provider/start';
import { API_ROUTES } from '../../../shared/routes/api-paths';
import { PATHS } from '../../../shared/routes/paths';
import { TEST_ASSETS } from '../../../tests/support/test-runtime';
import { createRuntime, type Runtime } from '../../compose';
import { loadConfig } from '../../config/env';
import { PAGE_CACHE_HEADER } from '../../page-cache/page-cache';
import type { PageRenderer } from '../../render/page-handler';

const TOKEN = 'purge-token-for-the-site-test';
let provider: RunningProvider;
const runtimes: Runtime[] = [];

async function site(env: Record<string, string>): Promise<Runtime> {
  const upstream = provider.url;
  const runtime = await createRuntime({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADDRESS_API_URL: upstream,
      WEB_SERVICES_URL: upstream,
      MOBILE_PLANS_URL: upstream,
      CMS_URL: upstream,
      EVENTS_API_URL: upstream,
      ORDER_SITE_URL: `${upstream}/order`,
      ...env,
    }),
    logger: pino({ level: 'silent' }),
    publicDir: path.resolve(import.meta.dirname, '../../../public'),
    getRenderer: async () => (await import('../../../client/entry-server')) as PageRenderer,
    assets: TEST_ASSETS,
    rateLimit: false,
    reportError: () => {},
  });
  runtimes.push(runtime);
  return runtime;
}

beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => {
  for (const runtime of runtimes) await runtime.close();
  await provider?.close();
});

describe('the purge on one instance', () => {
  it('is not there without PURGE_TOKEN', async () => {
    const runtime = await site({});
    await request(runtime.app).post(API_ROUTES.purge).set('authorization', `Bearer ${TOKEN}`).set('surrogate-key', 'site').expect(404);
  });

  it("shows an editor's change on the next request after a purge of its content key", async () => {
    const runtime = await site({ PURGE_TOKEN: TOKEN });
    const document = `${provider.url}/api/getContent/pages/about-us`;
    const about = (await (await fetch(document)).json()) as { sections: { paragraphs: string[] }[] };
    await request(runtime.app).get(PATHS.aboutUs).expect(200);
    await runtime.pageCache!.settled();
    expect((await request(runtime.app).get(PATHS.aboutUs)).headers[PAGE_CACHE_HEADER]).toBe('hit');

    const marker = `Edited for the purge test ${Date.now()}`;
    about.sections[0]!.paragraphs[0] = marker;
    try {
      await fetch(`${provider.url}/__control/content/pages/about-us`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(about) });
      expect((await request(runtime.app).get(PATHS.aboutUs)).text).not.toContain(marker);

      await request(runtime.app).post(API_ROUTES.purge).set('surrogate-key', 'content:pages/about-us').expect(401);
      const purged = await request(runtime.app)
        .post(API_ROUTES.purge)
        .set('authorization', `Bearer ${TOKEN}`)
        .set('surrogate-key', 'content:pages/about-us')
        .expect(200);
      expect(purged.body).toEqual({ keys: ['content:pages/about-us'], cleared: { pages: 1, content: 1 }, instances: 1 });
      expect((await request(runtime.app).get(PATHS.aboutUs)).text).toContain(marker);
    } finally {
      await fetch(`${provider.url}/__control/content`, { method: 'DELETE' });
    }
  });
});
