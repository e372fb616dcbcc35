// Pages and limits that hold through the real fleet (harness/start-fleet.ts): Varnish keys a
// page by the query values pages read (deploy/varnish/site.vcl), renders are limited per client
// across both instances, and purges come only from the addresses configured. A missing varnishd
// or redis-server fails the file with the command that installs them; nothing here is skipped.
import { describe, expect, it } from 'vitest';
import { originRequests } from '../../harness/metrics';
import { API_ROUTES } from '../../shared/routes/api-paths';
import { PATHS } from '../../shared/routes/paths';
import { DEFAULT_RENDER_LIMIT } from '../../server/render/render-gate';
import { useSharedFleet } from '../support/fleet-run';
import { mostAllowedIn, secondsSince, storeFallbacksFrom } from '../support/rate-limit-bound';
import { statusFrom } from '../support/status-from';

const random = () => Math.random().toString(36).slice(2);

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; cache: string | null; text: string }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br', ...headers } });
  return { status: response.status, cache: response.headers.get('x-cache'), text: await response.text() };
}

describe('the fleet: cache keys, render limits and purge sources', () => {
  const fleet = useSharedFleet();
  const front = () => fleet.frontUrl;
  const instanceUrls = () => fleet.instances.map((site) => site.url);
  const originTotal = async () => (await originRequests(instanceUrls())).reduce((a, b) => a + b, 0);

  it('tracking parameters, made-up parameters and cookies are Varnish hits once the page is held', async () => {
    const page = `${front()}${PATHS.aboutUs}`;
    await get(page);
    await expect.poll(async () => (await get(page)).cache, { timeout: 30_000, interval: 50 }).toBe('hit');
    const before = await originTotal();
    const visits = [
      `${page}?utm_source=mail&utm_medium=email&utm_campaign=${random()}`,
      `${page}?fdclid=${random()}`,
      `${page}?gclid=${random()}&fbclid=${random()}&msclkid=${random()}`,
      `${page}?${random()}=${random()}`,
      `${page}?token=${random()}`,
    ];
    for (const url of visits) expect((await get(url)).cache, url).toBe('hit');
    expect((await get(page, { cookie: `_ga=GA1.1.${random()}; session=${random()}` })).cache).toBe('hit');
    expect(await originTotal()).toBe(before);
  });

  it('a value a page reads is its own copy, whatever order and company it comes in', async () => {
    const availability = `${front()}${PATHS.availability}`;
    const first = await get(`${availability}?service=fibre&utm_source=${random()}`);
    expect(first.status).toBe(200);
    await expect.poll(async () => (await get(`${availability}?utm_source=x&service=fibre`)).cache, { timeout: 30_000, interval: 50 }).toBe('hit');
    const plans = `${front()}${PATHS.nbn}`;
    // A value no page acts on is dropped with the rest: the plain page's object.
    await get(plans);
    await expect.poll(async () => (await get(`${plans}?offer=${random()}`)).cache, { timeout: 30_000, interval: 50 }).toBe('hit');
    expect((await get(`${plans}?offer=${random()}&sent=${random()}`)).cache).toBe('hit');
    const contact = `${front()}${PATHS.contactUs}`;
    await get(`${contact}?sent=1&error=1`);
    await expect.poll(async () => (await get(`${contact}?error=1&gclid=2&sent=1`)).cache, { timeout: 30_000, interval: 50 }).toBe('hit');
    expect((await get(`${contact}?error=1&sent=1`)).text).toContain('Your message has successfully sent.');
    // A message's reference (after a post without JavaScript) reaches the site and is never shared.
    expect((await get(`${contact}?sent=KB-7F3Q9K2M&utm_source=x`)).text.replace(/<[^>]*>/g, '')).toContain('Your reference is KB-7F3Q9K2M.');
    expect((await get(`${contact}?sent=KB-7F3Q9K2M`)).cache).not.toBe('hit');
  });

  it('60 renders forced from one client with random query strings: served from the cache, or refused past its render limit', async () => {
    const random60 = [];
    for (let i = 0; i < 60; i++) random60.push(await get(`${front()}${PATHS.terms}?${random()}=${random()}`));
    expect(random60.every((answer) => answer.status === 200)).toBe(true);
    expect(random60.filter((answer) => answer.cache === 'hit').length).toBeGreaterThanOrEqual(58);

    // A country search is shown as typed: never shared, so each one is a render, counted across both
    // instances. From a client of its own, whose render windows start at its first search.
    const metricsUrls = fleet.instances.map((site) => site.metricsUrl);
    const fallbacks = await storeFallbacksFrom(metricsUrls);
    const started = Date.now();
    const searches: number[] = [];
    for (let i = 0; i < 60; i++) searches.push(await statusFrom('127.0.0.3', 'GET', `${front()}${PATHS.voipInternational}?country=${random()}`));
    const rendered = searches.filter((status) => status === 200).length;
    expect(rendered).toBeGreaterThanOrEqual(DEFAULT_RENDER_LIMIT.burst);
    // The burst, and more only if a window starts again during the searches, or if Redis did not answer
    // a call in time and the instance counted it in its own memory (both on a loaded machine).
    const fellBack = await fallbacks();
    expect(rendered).toBeLessThanOrEqual(mostAllowedIn(DEFAULT_RENDER_LIMIT, secondsSince(started)) + fellBack);
    expect(searches.filter((status) => status === 429)).toHaveLength(60 - rendered);
  }, 60_000);

  it('purges come only from the configured addresses: another loopback address is refused before the token is read', async () => {
    const headers = { authorization: `Bearer ${fleet.purgeToken}`, 'surrogate-key': 'page:/' };
    expect(await statusFrom('127.0.0.2', 'POST', `${front()}/`, headers)).toBe(403);
    expect(await statusFrom('127.0.0.1', 'POST', `${front()}/`, headers)).toBe(200);
  });

  it("the instances' purge route is not public: Varnish answers a visitor's call to it 404, however many, and a purge then goes through", async () => {
    const direct = { authorization: `Bearer wrong-${random()}` };
    for (let i = 0; i < 25; i++) expect(await statusFrom('127.0.0.2', 'POST', `${front()}${API_ROUTES.purge}`, direct)).toBe(404);
    expect(await statusFrom('127.0.0.2', 'POST', `${front()}/API//purge?x=1`, direct)).toBe(404);
    expect(await statusFrom('127.0.0.1', 'POST', `${front()}/`, { authorization: `Bearer ${fleet.purgeToken}`, 'surrogate-key': 'page:/' })).toBe(200);
  });

  it('an instance refuses a client past five wrong purge tokens with 429', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const response = await fetch(`${instanceUrls()[0]}${API_ROUTES.purge}`, {
        method: 'POST',
        headers: { authorization: `Bearer wrong-${i}-${random()}`, 'surrogate-key': 'site' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
