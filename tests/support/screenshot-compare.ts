// Screenshot tests' comparison (docs/operations.md#screenshot-tests): a page's picture against the
// baseline committed in tests/screenshots/baselines, pixel by pixel with pixelmatch, within a
// tolerance. `npm run screenshots:update` (UPDATE_SCREENSHOTS=1) writes the baselines instead of
// comparing: they change only when someone means them to. A failed comparison writes the actual
// picture and the diff to a fresh temporary folder and names both in the error.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { PROJECT_ROOT } from '../../harness/built-server';

export const BASELINE_DIR = path.join(PROJECT_ROOT, 'tests/screenshots/baselines');

/** Set by `npm run screenshots:update`: write the baselines rather than compare. */
export const UPDATE_SCREENSHOTS_ENV = 'UPDATE_SCREENSHOTS';

export interface Tolerance {
  /** pixelmatch's per-pixel colour threshold (0 to 1; anti-aliased pixels are not counted). */
  threshold: number;
  /** The share of pixels that may differ: a text's rendering may move a few, a layout change moves many. */
  maxDiffRatio: number;
}

export const DEFAULT_TOLERANCE: Tolerance = { threshold: 0.1, maxDiffRatio: 0.002 };

export type Comparison =
  | { same: true; diffPixels: number }
  | { same: false; reason: 'size'; expected: string; actual: string }
  | { same: false; reason: 'pixels'; diffPixels: number; ratio: number; diff: Buffer };

/** Compares two PNG pictures; `diff` shows the differing pixels in red over a faded copy. */
export function comparePngs(expectedPng: Buffer, actualPng: Buffer, tolerance: Tolerance = DEFAULT_TOLERANCE): Comparison {
  // The same file is the same picture: no need to decode two full-page PNGs (about 0.1 CPU-seconds a pair).
  if (expectedPng.equals(actualPng)) return { same: true, diffPixels: 0 };
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { same: false, reason: 'size', expected: `${expected.width}x${expected.height}`, actual: `${actual.width}x${actual.height}` };
  }
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(expected.data, actual.data, diff.data, width, height, { threshold: tolerance.threshold });
  const ratio = diffPixels / (width * height);
  if (ratio <= tolerance.maxDiffRatio) return { same: true, diffPixels };
  return { same: false, reason: 'pixels', diffPixels, ratio, diff: PNG.sync.write(diff) };
}

export interface MatchOptions {
  tolerance?: Tolerance;
  baselineDir?: string;
  update?: boolean;
  /** Where a failure's pictures go (a fresh folder under the system's temporary folder by default). */
  failureDir?: () => string;
}

/**
 * Checks `actualPng` against the baseline `name`.png, or writes it when updating. Throws with the
 * paths of the actual and diff pictures when they differ beyond the tolerance, and when there is no
 * baseline (a new picture is added deliberately, with the update command).
 */
export function matchBaseline(name: string, actualPng: Buffer, options: MatchOptions = {}): void {
  const baselineDir = options.baselineDir ?? BASELINE_DIR;
  const update = options.update ?? process.env[UPDATE_SCREENSHOTS_ENV] === '1';
  const baseline = path.join(baselineDir, `${name}.png`);
  if (update) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baseline, actualPng);
    return;
  }
  const failureDir = () => (options.failureDir ?? (() => mkdtempSync(path.join(tmpdir(), 'screenshots-'))))();
  if (!existsSync(baseline)) {
    const actual = path.join(failureDir(), `${name}.actual.png`);
    writeFileSync(actual, actualPng);
    throw new Error(`No baseline ${path.relative(PROJECT_ROOT, baseline)} (actual: ${actual}). Add it with \`npm run screenshots:update\` and commit it.`);
  }
  const result = comparePngs(readFileSync(baseline), actualPng, options.tolerance);
  if (result.same) return;
  const dir = failureDir();
  const actual = path.join(dir, `${name}.actual.png`);
  writeFileSync(actual, actualPng);
  if (result.reason === 'size') {
    throw new Error(`${name}: the picture is ${result.actual}, the baseline ${result.expected}. Actual: ${actual}; baseline: ${baseline}.`);
  }
  const diff = path.join(dir, `${name}.diff.png`);
  writeFileSync(diff, result.diff);
  const percent = (result.ratio * 100).toFixed(2);
  throw new Error(
    `${name}: ${result.diffPixels} pixels (${percent}%) differ from the baseline, more than the tolerance. Actual: ${actual}; diff: ${diff}; baseline: ${baseline}. ` +
      'If the change is meant, run `npm run screenshots:update` and commit the new baseline.',
  );
}
