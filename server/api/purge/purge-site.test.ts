// The purge through the whole site (createRuntime + supertest against the embedded provider): the
// route exists only with PURGE_TOKEN, and an editor's change reaches the page right after a purge
// of its content key, not after the content TTL.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../../provider/start';
import { API_ROUTES } from '../../../shared/routes/api-paths';
import { PATHS } from '../../../shared/routes/paths';
import { upstreamEnv } from '../../../harness/built-server';
import { startTestRuntime } from '../../../tests/support/test-runtime';
import type { Runtime } from '../../compose';
import { PAGE_CACHE_HEADER } from '../../page-cache/page-cache';

const TOKEN = 'purge-token-for-the-site-test';
let provider: RunningProvider;
const runtimes: Runtime[] = [];

async function site(env: Record<string, string>): Promise<Runtime> {
  const runtime = await startTestRuntime({ ...upstreamEnv(provider.url), ...env }, () => {});
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
    const contentUrl = `${provider.url}/api/getContent/pages/about-us`;
    const about = (await (await fetch(contentUrl)).json()) as { sections: { paragraphs: string[] }[] };
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
