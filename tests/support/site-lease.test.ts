import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leaseSite } from './site-lease';

describe('leasing a shared site', () => {
  const dirs: string[] = [];
  const leaseDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lease-test-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('gives each holder a different site, and a released one to the next', async () => {
    const dir = leaseDir();
    const first = await leaseSite(dir, 2, 1000);
    const second = await leaseSite(dir, 2, 1000);
    expect(new Set([first.index, second.index])).toEqual(new Set([0, 1]));
    const waiting = leaseSite(dir, 2, 5000);
    first.release();
    await expect(waiting.then((lease) => lease.index)).resolves.toBe(first.index);
  });

  it('gives up when no site frees within the time', async () => {
    const dir = leaseDir();
    await leaseSite(dir, 1, 1000);
    await expect(leaseSite(dir, 1, 150)).rejects.toThrow(/No shared site was free/);
  });
});
