// The e2e project's globalSetup (vitest.config.ts): once per run, before any browser-test file, the
// built sites with their embedded providers, with the default configuration and the run's secrets
// (siteSecrets): one site per file that runs at once (e2e-files-at-once.ts). Unless a file needs a site
// of its own (tests/support/site-and-browser.ts), it leases one of the shared sites for its whole run, so
// no two files ever share a provider's knobs, events or orders. The browser is each worker's own
// (site-and-browser.ts says why). The sites' logs are kept in
// tests/.artifacts/e2e-site-N.log for a failure that turns out to be the server's.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PROJECT_ROOT, startBuiltServer, warmAddressSearch } from '../../harness/built-server';
import { E2E_FILES_AT_ONCE } from './e2e-files-at-once';
import { newAgentTokenSecret } from './agent-token';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared built sites and their providers, one per file that runs at once. */
    sharedSites: { url: string; metricsUrl: string; providerUrl: string }[];
    /** Where a file takes its lease on a shared site (site-lease.ts). */
    siteLeaseDir: string;
    /** The shared sites' secrets, made for the run: tests sign agent tokens and quotes and read hand-offs with them. */
    siteSecrets: SiteSecrets;
  }
}

export interface SiteSecrets {
  ORDER_AES_SECRET: string;
  AGENT_TOKEN_SECRET: string;
  QUOTE_SECRET: string;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Known to the tests, so a file that signs or decrypts with a secret needs no site of its own
  // (a site and its provider cost about 8 CPU-seconds to start on this machine).
  const secrets: SiteSecrets = { ORDER_AES_SECRET: randomBytes(24).toString('hex'), AGENT_TOKEN_SECRET: newAgentTokenSecret(), QUOTE_SECRET: randomBytes(32).toString('hex') };
  // In production, as deployed: React's production server render, HSTS and the CSP's upgrade. One
  // proxy hop trusted: each file's visitors come from an address of their own (X-Forwarded-For,
  // site-and-browser.ts), so one file's call-backs and searches spend no per-client limit of the next.
  const siteStarts = await Promise.allSettled(
    Array.from({ length: E2E_FILES_AT_ONCE }, () => startBuiltServer({ NODE_ENV: 'production', ...secrets, TRUST_PROXY: '1' })),
  );
  const stopAll = () => Promise.all(siteStarts.map((start) => (start.status === 'fulfilled' ? start.value.stop() : undefined)));
  const failed = siteStarts.find((start) => start.status === 'rejected');
  if (failed) {
    // Whatever did start must not outlive the failed setup.
    await stopAll();
    throw failed.reason;
  }
  const sites = siteStarts.map((start) => (start as PromiseFulfilledResult<Awaited<ReturnType<typeof startBuiltServer>>>).value);
  // Each provider builds its address index on the first search: once here, not in some file's first test.
  await Promise.all(sites.map((site) => warmAddressSearch(site.url, 'Lyrebird Rise'))).catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  const leaseDir = mkdtempSync(path.join(tmpdir(), 'e2e-site-leases-'));
  project.provide('sharedSites', sites.map((site) => ({ url: site.url, metricsUrl: site.metricsUrl, providerUrl: site.provider.url })));
  project.provide('siteLeaseDir', leaseDir);
  project.provide('siteSecrets', secrets);
  return async () => {
    mkdirSync(path.join(PROJECT_ROOT, 'tests/.artifacts'), { recursive: true });
    sites.forEach((site, index) => writeFileSync(path.join(PROJECT_ROOT, `tests/.artifacts/e2e-site-${index + 1}.log`), site.output()));
    rmSync(leaseDir, { recursive: true, force: true });
    await stopAll();
  };
}
