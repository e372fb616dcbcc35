// Debian's Chromium driven by playwright-core, never a downloaded one; missing, it is a failure, not a skip (.ci/run installs it).
import { chromium, type Browser } from 'playwright-core';
import { commandPath } from './listening-child';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  const found = process.env.CHROMIUM_PATH || commandPath('chromium');
  if (!found) throw new Error("Debian's chromium is not installed: run `apt-get install -y chromium` (the browser tests cannot run without it).");
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}
