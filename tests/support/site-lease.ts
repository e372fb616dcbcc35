// A browser-test file's exclusive use of one of the run's shared sites (browser-run.ts): files run
// several at a time, and each file's tests read and reset its provider's knobs, events and orders,
// so a site serves one file at a time. A lease is a directory made in the run's lease folder:
// making a directory is atomic, so two workers never both get the same site.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const RETRY_MS = 100;

/** Waits for a free site among `count` and returns its index and the release. */
export async function leaseSite(leaseDir: string, count: number, timeoutMs: number): Promise<{ index: number; release(): void }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (let index = 0; index < count; index++) {
      const lease = path.join(leaseDir, String(index));
      try {
        mkdirSync(lease);
        return { index, release: () => rmSync(lease, { recursive: true, force: true }) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    if (Date.now() > deadline) throw new Error(`No shared site was free within ${timeoutMs} ms (${leaseDir})`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
