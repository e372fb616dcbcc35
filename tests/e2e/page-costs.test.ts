// Costs an attacker can cause, on the production build (docs/operations.md#render-limits,
// docs/decisions/037-byte-bounded-page-cache-and-canonical-keys.md): 1,000 random /compare lists
// from one client make at most 100 renders and grow the process by less than 60 MB; with a short
// page TTL the stored pages are gone once it passes, as the page cache's metrics show; a body sent
// a byte a second is cut with 408 at the request deadline (REQUEST_DEADLINE_MS, set to 5 s here so the
// test does not wait out the 30 s default) and the instance goes on answering.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv, startBuiltServer, type BuiltServer } from '../../harness/built-server';
import { API_ROUTES } from '../../shared/routes/api-paths';
import { PATHS } from '../../shared/routes/paths';

const REQUEST_DEADLINE_MS = 5_000;
let server: BuiltServer;
beforeAll(async () => {
  // Each test is its own client (X-Forwarded-For from loopback, trusted), so none spends another's renders.
  server = await startBuiltServer({ ...productionEnv(), SITE_URL: 'https://www.kookaburra.example', TRUST_PROXY: 'loopback', PAGE_CACHE_TTL_MS: '1000', REQUEST_DEADLINE_MS: String(REQUEST_DEADLINE_MS) });
});
afterAll(async () => {
  await server?.stop();
});

/** The site process's resident set, from the kernel (/proc/PID/status VmRSS), in bytes. */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** One value of the site's Prometheus scrape. */
async function metric(name: string): Promise<number> {
  const text = await (await fetch(server.metricsUrl)).text();
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
}

async function get(path: string, client: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': client } });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('x-page-cache') };
}

const randomList = () => Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => String(Math.floor(Math.random() * 1e9))).join(',');

describe('costs on the production build', () => {
  it('1,000 random /compare lists from one client: at most 100 renders, under 60 MB of growth, nothing stored', async () => {
    const pid = server.process.pid!;
    /** 1,000 random lists from `client`, eight at a time as a script would send them; their statuses, and the highest RSS seen. */
    const lists = async (client: string) => {
      const statuses: number[] = [];
      let peak = rssOf(pid);
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < 1000) {
            next++;
            statuses.push((await get(`${PATHS.compare}?plans=${randomList()}`, client)).status);
            peak = Math.max(peak, rssOf(pid));
          }
        }),
      );
      return { statuses, peak };
    };
    // First the same traffic from other clients: a fresh process's heap grows to its working size
    // under any load (V8's young generation alone takes up to 3 x 8 MB with the image's
    // --max-semi-space-size=8, server/node.env), which is not what the lists cost. The growth
    // measured after it is what 1,000 more lists keep.
    await lists('198.51.100.200');
    await lists('198.51.100.201');
    const entriesBefore = await metric('page_cache_entries');
    const before = rssOf(pid);
    const { statuses, peak } = await lists('203.0.113.50');
    const rendered = statuses.filter((status) => status === 200).length;
    expect(statuses).toHaveLength(1000);
    expect(rendered).toBeLessThanOrEqual(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - rendered);
    expect(peak - before).toBeLessThan(60 * 1024 * 1024);
    expect(await metric('page_cache_entries')).toBe(entriesBefore);
  }, 180_000);

  it('with a 1 s page TTL the stored pages are gone once it passes, without a purge', async () => {
    for (const path of [PATHS.aboutUs, PATHS.terms, PATHS.privacyPolicy]) expect((await get(path, '203.0.113.51')).status).toBe(200);
    await expect.poll(() => metric('page_cache_entries'), { timeout: 5_000, interval: 50 }).toBeGreaterThanOrEqual(1);
    expect(await metric('page_cache_bytes')).toBeGreaterThan(0);
    await expect.poll(() => metric('page_cache_entries'), { timeout: 5_000, interval: 100 }).toBe(0);
    expect(await metric('page_cache_bytes')).toBe(0);
  });

  it(`a body sent a byte a second is cut with 408 at the ${REQUEST_DEADLINE_MS / 1000} s deadline, and the instance goes on answering`, async () => {
    const { hostname, port } = new URL(server.url);
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(`POST ${API_ROUTES.contact} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`),
      );
      const timer = setInterval(() => socket.destroyed || socket.write('a'), 1000);
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve(text.split('\r\n')[0] ?? '');
      });
    });
    const ms = Date.now() - started;
    expect(answer).toBe('HTTP/1.1 408 Request Timeout');
    expect(ms).toBeGreaterThanOrEqual(REQUEST_DEADLINE_MS - 1000);
    expect(ms).toBeLessThan(REQUEST_DEADLINE_MS + 5_000);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  }, 20_000);
});
