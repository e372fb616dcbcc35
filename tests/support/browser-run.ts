// The e2e project's globalSetup (vitest.config.ts): once per run, before any browser-test file,
// Debian's Chromium as a browser server and the built site with its embedded provider, with the
// default configuration. Every file connects to that one Chromium and, unless it needs a site of
// its own (tests/support/site-and-browser.ts), uses that one site. The site's log is kept in
// tests/.artifacts/e2e-site.log for a failure that turns out to be the server's.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, chromiumPath } from '../../harness/browser';
import { PROJECT_ROOT, startBuiltServer } from '../../harness/built-server';
import { warmAddressSearch } from './scenario-sq';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium: chromium.connect(it). */
    chromiumEndpoint: string;
    /** The run's shared built site and its provider. */
    sharedSite: { url: string; metricsUrl: string; providerUrl: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [launched, started] = await Promise.allSettled([
    chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true }),
    startBuiltServer(),
  ]);
  if (launched.status === 'rejected' || started.status === 'rejected') {
    // Whichever did start must not outlive the failed setup.
    if (launched.status === 'fulfilled') await launched.value.close();
    if (started.status === 'fulfilled') await started.value.stop();
    throw launched.status === 'rejected' ? launched.reason : (started as PromiseRejectedResult).reason;
  }
  const [browser, site] = [launched.value, started.value];
  // The provider builds its address index on the first search: once here, not in some file's first test.
  await warmAddressSearch(site.url, 'Lyrebird Rise').catch(async (error: unknown) => {
    await Promise.all([browser.close(), site.stop()]);
    throw error;
  });
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('sharedSite', { url: site.url, metricsUrl: site.metricsUrl, providerUrl: site.provider.url });
  return async () => {
    mkdirSync(path.join(PROJECT_ROOT, 'tests/.artifacts'), { recursive: true });
    writeFileSync(path.join(PROJECT_ROOT, 'tests/.artifacts/e2e-site.log'), site.output());
    await Promise.all([browser.close(), site.stop()]);
  };
}
