// Debian's Chromium driven by playwright-core, never a downloaded one; missing, it is a failure, not a skip (.ci/run installs it).
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { commandPath } from './listening-child';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Headless Chromium builds a browser window for every context, and in Chromium 156 (not 150) its omnibox popups are
 * WebUI pages: two renderers for each new context, which no run shows, costing Chromium more than the context's first
 * page (docs/operations.md#how-long-the-suite-takes-and-where-the-time-goes).
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The spare renderer Chromium starts after a navigation, for a next one in a new process: a run's tabs go on in
 * the renderer they have, so most spares are started and thrown away, 8% of the machine's work for six new
 * contexts of five pages each (docs/operations.md#how-the-suite-is-organised). Off in the runs only, not in
 * Lighthouse's: a visitor's browser has it.
 */
export const SPARE_RENDERER_OFF = ['SpareRendererForSitePerProcess'];

/**
 * The features playwright-core's launcher turns off. Chromium reads only the last `--disable-features`
 * on its command line, and a caller's flags come after the launcher's, so ours carries these too
 * (browser.test.ts fails when the launcher turns off a feature this list lacks).
 */
const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter',
  'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying',
  'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The features the last `--disable-features` among `flags` turns off: the one Chromium reads. */
export function featuresOffIn(flags: readonly string[]): string[] {
  const last = flags.findLast((flag) => flag.startsWith('--disable-features='));
  return last ? last.slice('--disable-features='.length).split(',').filter(Boolean) : [];
}

/** CHROMIUM_FLAGS and one `--disable-features`: the launcher's own list (`launcherFeaturesOff`) and the browser UI's. */
function flagsAfter(launcherFeaturesOff: readonly string[]): string[] {
  return [...CHROMIUM_FLAGS, `--disable-features=${[...new Set([...launcherFeaturesOff, ...BROWSER_UI_FEATURES_OFF])].join(',')}`];
}

/** chrome-launcher's flags (Lighthouse's runs): `launcherDefaults` is its `Launcher.defaultFlags()`, whose features stay off. */
export function chromeLauncherFlags(launcherDefaults: readonly string[]): string[] {
  return flagsAfter(featuresOffIn(launcherDefaults));
}

export function chromiumPath(): string {
  const found = process.env.CHROMIUM_PATH || commandPath('chromium');
  if (!found) throw new Error("Debian's chromium is not installed: run `apt-get install -y chromium` (the browser tests cannot run without it).");
  return found;
}

/** playwright-core's launch options for every run: Debian's Chromium with the flags above, the spare renderer off. */
export function launchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: flagsAfter([...PLAYWRIGHT_FEATURES_OFF, ...SPARE_RENDERER_OFF]), headless: true };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}
