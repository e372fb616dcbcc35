import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runTogether } from './run-together.mjs';

// Scripts of the test's own, each a moment's work: the repository's are minutes of it.
const dir = mkdtempSync(path.join(tmpdir(), 'run-together-'));
const say = (words: string, exitCode = 0) => `node -e "console.log('${words}'); process.exitCode = ${exitCode}"`;
writeFileSync(
  path.join(dir, 'package.json'),
  JSON.stringify({ name: 'run-together-test', private: true, scripts: { fine: say('all fine'), broken: say('it broke', 3), later: say('broke too', 4) } }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm test runs its checks together', () => {
  it('prints each script whole and exits with the first failure', async () => {
    const printed: string[] = [];
    const code = await runTogether(['fine', 'broken', 'no-such-script', 'later'], (text) => printed.push(text), dir);
    expect(code).toBe(3);
    const all = printed.join('');
    expect(all).toMatch(/> fine: passed in \d+ s\nall fine\n/);
    expect(all).toMatch(/> broken: failed \(exit 3\) in \d+ s\nit broke\n/);
    expect(all).toMatch(/> no-such-script: failed \(exit \d+\)/);
    expect(all).toMatch(/> later: failed \(exit 4\)/);
  }, 60_000);

  it('exits 0 when every script passed', async () => {
    expect(await runTogether(['fine'], () => {}, dir)).toBe(0);
  }, 60_000);
});
