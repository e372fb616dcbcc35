import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES_OFF, chromeLauncherFlags, featuresOffIn, launchOptions, SPARE_RENDERER_OFF } from './browser';

describe('featuresOffIn', () => {
  it('reads the last --disable-features, the one Chromium honours', () => {
    expect(featuresOffIn(['--disable-features=A,B', '--headless', '--disable-features=C'])).toEqual(['C']);
    expect(featuresOffIn(['--headless'])).toEqual([]);
  });
});

describe("Lighthouse's Chromium", () => {
  it("keeps chrome-launcher's own features off and turns the browser UI's off, in one switch", () => {
    const defaults = chromeLauncher.Launcher.defaultFlags();
    const flags = chromeLauncherFlags(defaults);
    expect(flags.filter((flag) => flag.startsWith('--disable-features='))).toHaveLength(1);
    expect(featuresOffIn(flags)).toEqual(expect.arrayContaining([...featuresOffIn(defaults), ...BROWSER_UI_FEATURES_OFF]));
    expect(featuresOffIn(defaults)).toContain('Translate');
    // A visitor's browser starts spare renderers; the scores are measured with them.
    expect(featuresOffIn(flags)).not.toEqual(expect.arrayContaining(SPARE_RENDERER_OFF));
  });
});

describe("the runs' Chromium", () => {
  it("keeps every feature playwright-core turns off, starts no spare renderer, and opens no renderer for the browser window's own UI", async () => {
    const server = await chromium.launchServer(launchOptions());
    try {
      // The command line Chromium was started with, launcher's flags and ours, as the kernel holds it.
      const commandLine = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
      const switches = commandLine.filter((flag) => flag.startsWith('--disable-features='));
      expect(switches.length).toBeGreaterThan(1);
      const honoured = featuresOffIn(commandLine);
      for (const earlier of switches.slice(0, -1)) expect(honoured).toEqual(expect.arrayContaining(featuresOffIn([earlier])));
      expect(honoured).toEqual(expect.arrayContaining([...BROWSER_UI_FEATURES_OFF, ...SPARE_RENDERER_OFF]));

      const browser = await chromium.connect(server.wsEndpoint());
      const page = await (await browser.newContext()).newPage();
      await page.setContent('<p>a tab</p>');
      const devtools = await browser.newBrowserCDPSession();
      const { targetInfos } = await devtools.send('Target.getTargets');
      expect(targetInfos.map((target) => target.type)).toContain('page');
      expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
      await browser.close();
    } finally {
      await server.close();
    }
  });
});
