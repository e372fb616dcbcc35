import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { comparePngs, matchBaseline } from './screenshot-compare';

/** A white picture with a black square of `side` pixels in its top-left corner. */
function picture(width: number, height: number, side = 0): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 4;
      const ink = x < side && y < side ? 0 : 255;
      png.data[offset] = ink;
      png.data[offset + 1] = ink;
      png.data[offset + 2] = ink;
      png.data[offset + 3] = 255;
    }
  return PNG.sync.write(png);
}

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'screenshot-compare-test-'));
  folders.push(made);
  return made;
};
afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

describe('comparePngs', () => {
  it('accepts the same picture, and a difference within the tolerance', () => {
    expect(comparePngs(picture(100, 100), picture(100, 100))).toEqual({ same: true, diffPixels: 0 });
    // 4 of 10,000 pixels: 0.04%, under the 0.2% allowed.
    expect(comparePngs(picture(100, 100), picture(100, 100, 2))).toMatchObject({ same: true, diffPixels: 4 });
  });

  it('refuses a difference beyond the tolerance, with a diff picture, and a change of size', () => {
    const moved = comparePngs(picture(100, 100), picture(100, 100, 10));
    expect(moved).toMatchObject({ same: false, reason: 'pixels', diffPixels: 100, ratio: 0.01 });
    expect(moved.same === false && moved.reason === 'pixels' && PNG.sync.read(moved.diff).width).toBe(100);
    expect(comparePngs(picture(100, 100), picture(100, 120))).toMatchObject({ same: false, reason: 'size', expected: '100x100', actual: '100x120' });
  });
});

describe('matchBaseline', () => {
  it('writes the baseline when updating, then passes against it', () => {
    const baselineDir = folder();
    matchBaseline('home-phone', picture(20, 20), { baselineDir, update: true });
    expect(readFileSync(path.join(baselineDir, 'home-phone.png'))).toEqual(picture(20, 20));
    expect(() => matchBaseline('home-phone', picture(20, 20), { baselineDir, update: false })).not.toThrow();
  });

  it('names the actual and diff pictures it wrote when they differ', () => {
    const baselineDir = folder();
    const failures = folder();
    matchBaseline('menu', picture(20, 20), { baselineDir, update: true });
    expect(() => matchBaseline('menu', picture(20, 20, 10), { baselineDir, update: false, failureDir: () => failures })).toThrow(
      new RegExp(`100 pixels \\(25.00%\\) differ.*Actual: ${failures}/menu.actual.png; diff: ${failures}/menu.diff.png`),
    );
    expect(readdirSync(failures).sort()).toEqual(['menu.actual.png', 'menu.diff.png']);
  });

  it('fails without a baseline (a new picture is added deliberately), keeping the actual picture', () => {
    const failures = folder();
    expect(() => matchBaseline('summary', picture(4, 4), { baselineDir: folder(), update: false, failureDir: () => failures })).toThrow(
      /No baseline .*summary\.png.*npm run screenshots:update/,
    );
    expect(existsSync(path.join(failures, 'summary.actual.png'))).toBe(true);
  });
});
