// The fleet for real: Debian's Varnish in front of two built instances, Redis,
// one embedded provider (harness/start-fleet.ts). Missing varnishd or redis-server fails the
// file with the command that installs them; nothing here is skipped.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originRequests, sitemapLocations } from '../../harness/metrics';
import { launchBrowser } from '../../harness/browser';
import { PAGE_KINDS } from '../support/page-kinds';
import { watchPageProblems } from '../support/site-and-browser';
import { useSharedFleet } from '../support/fleet-run';
import { API_ERROR_HEADING } from '../../shared/domain/address/messages';
import { cacheControl } from '../../server/api/cache-control';
import { waitForHydration } from '../support/hydration';

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface Answer {
  url: string;
  status: number;
  cache: string | null;
  cacheControl: string | null;
}

async function crawl(urls: string[]): Promise<Answer[]> {
  const answers = [];
  // A few at a time, as a crawler would: the origin is two processes on a shared machine.
  for (let i = 0; i < urls.length; i += 4) {
    answers.push(
      ...(await Promise.all(
        urls.slice(i, i + 4).map(async (url) => {
          const response = await fetch(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
          await response.arrayBuffer();
          return { url, status: response.status, cache: response.headers.get('x-cache'), cacheControl: response.headers.get('cache-control') };
        }),
      )),
    );
  }
  return answers;
}

/** An answer as a failure message shows it (vitest prints nested objects as `{ …(3) }`). */
const described = (answer: Answer) => `${answer.url} ${answer.status} x-cache=${answer.cache} cache-control=${answer.cacheControl}`;

/** Whether Varnish stored the answer: only what the site marks for a shared cache (deploy/varnish/site.vcl). */
const kept = (answer: Answer) => /s-maxage=[1-9]/.test(answer.cacheControl ?? '') && !/private|no-store/.test(answer.cacheControl ?? '');

/** How many crawls a page may take to be stored before the test says it never is. */
const CRAWLS_TO_STORE = 3;

/**
 * Crawls until Varnish holds every page. A page rendered while one of its reads failed (on a starved
 * machine, a content call past its 5 s deadline) shows the error panel and is rightly not kept
 * (server/render/page-handler.ts, and the test of that below): the next crawl asks for it again.
 * A page no crawl stores fails here, named.
 */
async function crawlUntilKept(urls: string[]): Promise<void> {
  let left = urls;
  for (let round = 0; round < CRAWLS_TO_STORE && left.length > 0; round++) {
    const answers = await crawl(left);
    expect(answers.filter((answer) => answer.status !== 200).map(described)).toEqual([]);
    left = answers.filter((answer) => !kept(answer)).map((answer) => answer.url);
  }
  expect(left, `pages Varnish did not store in ${CRAWLS_TO_STORE} crawls`).toEqual([]);
}

describe('the fleet: Varnish in front of two instances', () => {
  const fleet = useSharedFleet();
  let pages: string[] = [];
  const front = () => fleet.frontUrl;
  const instanceUrls = () => fleet.instances.map((site) => site.url);
  const metricsUrls = () => fleet.instances.map((site) => site.metricsUrl);

  beforeAll(async () => {
    const sitemap = await fetch(`${front()}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    pages = sitemapLocations(await sitemap.text());
  }, 180_000);

  it('a second crawl of the sitemap through Varnish reaches the origin zero times', async () => {
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(page.startsWith(`${front()}/`), page).toBe(true);
    await crawlUntilKept(pages);
    const before = await originRequests(metricsUrls());
    // Both instances served the first crawl (round robin), so both could have been asked again.
    expect(before.every((count) => count > 0), `origin requests per instance: ${before.join(', ')}`).toBe(true);

    const second = await crawl(pages);
    expect(second.filter((answer) => answer.status !== 200 || answer.cache !== 'hit').map(described)).toEqual([]);
    expect(await originRequests(metricsUrls())).toEqual(before);
  });

  it('an authenticated purge by surrogate key sends the next request for that page to the origin, and only that page', async () => {
    const [home, other] = [`${front()}/`, pages.find((page) => page !== `${front()}/`)!];
    await crawlUntilKept([home, other]);
    const purge = (token: string) =>
      fetch(`${front()}/`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'surrogate-key': 'page:/' } });

    expect((await purge('not-the-token-at-all')).status).toBe(401);
    expect((await crawl([home]))[0]!.cache).toBe('hit');

    expect((await purge(fleet.purgeToken)).status).toBe(200);
    const before = (await originRequests(metricsUrls())).reduce((a, b) => a + b);
    const [again, untouched] = await crawl([home, other]);
    expect(again).toMatchObject({ status: 200, cache: 'miss' });
    expect(untouched).toMatchObject({ status: 200, cache: 'hit' });
    expect((await originRequests(metricsUrls())).reduce((a, b) => a + b)).toBe(before + 1);
  });

  it("purges by a page's content id, several keys at once", async () => {
    // The keys as the origin sends them (Varnish keeps Surrogate-Key to itself).
    const withContent = [];
    for (const page of pages) {
      const path = new URL(page).pathname;
      const origin = await fetch(`${fleet.instances[0]!.url}${path}`);
      await origin.arrayBuffer();
      const contentKey = (origin.headers.get('surrogate-key') ?? '').split(' ').find((key) => key.startsWith('content:'));
      if (contentKey) withContent.push({ page, contentKey });
      if (withContent.length === 2) break;
    }
    expect(withContent).toHaveLength(2);
    const urls = withContent.map((entry) => entry.page);
    // A purge (the test before) cleared the instances too; Varnish's fetch gets the stored public
    // copy even on a miss (Surrogate-Capability), so the next crawl is answered by Varnish.
    await crawlUntilKept(urls);
    expect((await crawl(urls)).map((answer) => answer.cache)).toEqual(['hit', 'hit']);

    const purge = await fetch(`${front()}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fleet.purgeToken}`, 'surrogate-key': withContent.map((entry) => entry.contentKey).join(' ') },
    });
    expect(purge.status).toBe(200);
    expect((await crawl(urls)).map((answer) => answer.cache)).toEqual(['miss', 'miss']);
  });

  it("an editor's change is visible through Varnish, from both instances, right after a purge of its content key", async () => {
    const path = '/about-us';
    const key = 'content:pages/about-us';
    const contentUrl = `${fleet.providerUrl}/api/getContent/pages/about-us`;
    const provider = (await (await fetch(contentUrl)).json()) as { sections: { heading: string; paragraphs: string[] }[] };
    const marker = `Edited ${Date.now().toString(36)}`;
    const html = async (url: string) => {
      const response = await fetch(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
      expect(response.status, url).toBe(200);
      return response.text();
    };
    const purge = () =>
      fetch(`${front()}/`, { method: 'POST', headers: { authorization: `Bearer ${fleet.purgeToken}`, 'surrogate-key': key } });
    try {
      // Every cache holds the old page: Varnish, and each instance's page and content caches.
      for (const url of [...instanceUrls(), ...instanceUrls(), front(), front()]) expect(await html(`${url}${path}`)).not.toContain(marker);
      expect((await crawl([`${front()}${path}`]))[0]!.cache).toBe('hit');

      provider.sections[0]!.paragraphs[0] = marker;
      const edit = await fetch(`${fleet.providerUrl}/__control/content/pages/about-us`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(provider),
      });
      expect(edit.status).toBe(200);
      // Without a purge the change waits for the content TTL everywhere.
      for (const url of [front(), ...instanceUrls()]) expect(await html(`${url}${path}`)).not.toContain(marker);

      const purged = await purge();
      expect(purged.status).toBe(200);
      expect(await purged.json()).toMatchObject({ keys: [key], instances: 2 });
      // A starved instance may answer with the error panel (its content call past the deadline; not
      // stored): asked again, three times at most. The old text, never.
      const showsTheEdit = async (url: string) => {
        let text = await html(`${url}${path}`);
        for (let again = 0; again < 3 && text.includes(API_ERROR_HEADING); again++) text = await html(`${url}${path}`);
        expect(text).toContain(marker);
      };
      // Through Varnish (round robin: both instances answer in turn), and from each instance itself.
      for (let i = 0; i < 4; i++) await showsTheEdit(front());
      for (const url of instanceUrls()) await showsTheEdit(url);
      const api = await fetch(`${front()}/api/getContent/pages/about-us`);
      expect(JSON.stringify(await api.json())).toContain(marker);
    } finally {
      await fetch(`${fleet.providerUrl}/__control/content`, { method: 'DELETE' });
      await purge();
    }
  });

  it('a page rendered while its content call fails is not stored by Varnish; once the call answers, it is', async () => {
    const page = `${front()}/about-us`;
    const knobs = (settings?: object) =>
      fetch(`${fleet.providerUrl}/__control/knobs`, settings ? { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) } : { method: 'DELETE' });
    const get = () => fetch(page, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    try {
      expect((await knobs({ web: { errorRate: 1, errorStatus: 503 } })).status).toBe(200);
      // The instances drop their copy and the content with it; Varnish bans its copy.
      const purge = await fetch(`${front()}/`, { method: 'POST', headers: { authorization: `Bearer ${fleet.purgeToken}`, 'surrogate-key': 'content:pages/about-us' } });
      expect(purge.status).toBe(200);
      // Three requests, so both instances (round robin) render it with the error panel; Varnish keeps none.
      for (let i = 0; i < 3; i++) {
        const response = await get();
        expect(await response.text()).toContain(API_ERROR_HEADING);
        expect(response.headers.get('x-cache')).toBe('miss');
        expect(response.headers.get('cache-control')).toBe(cacheControl('none'));
      }
    } finally {
      await knobs();
    }
    // The first request once the call answers stores the page (on a starved machine the call may pass its deadline again).
    await crawlUntilKept([page]);
    const held = await get();
    expect(held.headers.get('x-cache')).toBe('hit');
    expect(held.headers.get('cache-control')).toBe(cacheControl('page'));
    expect(await held.text()).not.toContain(API_ERROR_HEADING);
  });

  it('a purge with a wrong token reaches no instance; one with unknown keys is refused by the instance and bans nothing', async () => {
    const before = await originRequests(metricsUrls());
    const wrong = await fetch(`${front()}/`, { method: 'POST', headers: { authorization: 'Bearer not-the-token-at-all', 'surrogate-key': 'site' } });
    expect(wrong.status).toBe(401);
    expect(await originRequests(metricsUrls())).toEqual(before);

    const home = `${front()}/`;
    // Held by Varnish first (after the purges above, within a few requests: see the content id test).
    await expect.poll(async () => (await crawl([home]))[0]!.cache, { timeout: 30_000, interval: 50 }).toBe('hit');
    const unknown = await fetch(home, { method: 'POST', headers: { authorization: `Bearer ${fleet.purgeToken}`, 'surrogate-key': 'page:/nowhere' } });
    expect(unknown.status).toBe(400);
    expect((await crawl([home]))[0]!.cache).toBe('hit');
  });

  it('refuses the operator routes itself (404 from Varnish, no instance asked); each instance serves metrics on its metrics port only', async () => {
    const before = await originRequests(metricsUrls());
    for (const path of ['/metrics', '/metrics/', '/METRICS', '//metrics', '/metrics?name[]=x', '/sentry-test-error', '/sentry-test-error?token=x', '/Sentry-Test-Error/']) {
      const answer = await fetch(`${front()}${path}`, { redirect: 'manual' });
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain('http_request_duration_seconds');
    }
    const head = await fetch(`${front()}/metrics`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await originRequests(metricsUrls())).toEqual(before);

    for (const site of fleet.instances) {
      expect((await fetch(`${site.url}/metrics`)).status).toBe(404);
      const scrape = await fetch(site.metricsUrl);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain('http_request_duration_seconds');
    }
  });

  it('leaves compression to the site: one encoded variant per encoding, Vary: Accept-Encoding kept', async () => {
    const get = (encoding: string) => fetch(`${front()}/`, { headers: { 'accept-encoding': encoding } });
    const br = await get(BROWSER_ACCEPT_ENCODING);
    const gzip = await get('gzip, deflate');
    const plain = await get('identity');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const response of [br, gzip, plain]) {
      expect(response.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
      expect(response.headers.get('surrogate-key')).toBeNull();
      expect(await response.text()).toContain('</html>');
    }
  });

  describe('in Chromium', () => {
    let browser: Browser | undefined;
    beforeAll(async () => {
      browser = await launchBrowser();
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
    });

    // A page of each kind the sitemap lists (tests/support/page-kinds.ts): every route's stored CSP
    // names exactly the hashes of its inline scripts (server/page-cache/page-cache-http.test.ts), and
    // pages of one kind run the same scripts, so the browser proves each kind once.
    it('a page of every kind in the sitemap hydrates through Varnish with zero CSP violations', async () => {
      const sweep = PAGE_KINDS.flatMap((paths) => pages.find((url) => paths.includes(new URL(url).pathname)) ?? []);
      expect(sweep.length).toBeGreaterThan(10);
      const context = await browser!.newContext();
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { cspViolations: string[] }).cspViolations = seen;
          document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
        });
        const problems = watchPageProblems(page);
        for (const url of sweep) {
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          await waitForHydration(page, 20_000);
          const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
          expect(violations, url).toEqual([]);
        }
        expect(problems.filter((problem) => /content security policy|refused to/i.test(problem))).toEqual([]);
      } finally {
        await context.close();
      }
    }, 240_000);
  });
});
