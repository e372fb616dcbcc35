import { describe, expect, it } from 'vitest';
import { runTogether } from './run-together.mjs';

describe('npm test runs its checks together', () => {
  it('prints each script whole and exits with the first failure', async () => {
    const printed: string[] = [];
    const code = await runTogether(['circles', 'no-such-script'], (text) => printed.push(text));
    expect(code).not.toBe(0);
    expect(printed.join('')).toMatch(/> circles: passed/);
    expect(printed.join('')).toMatch(/> no-such-script: failed \(exit \d+\)/);
  }, 60_000);
});
