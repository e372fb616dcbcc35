import { describe, expect, it } from 'vitest';
import { runPlan } from './npm-test.mjs';

// Commands of the test's own, each a moment's work: npm test's are minutes of it.
const say = (words: string, exitCode = 0, delayMs = 0) =>
  `node -e "setTimeout(() => { console.log('${words}'); process.exitCode = ${exitCode} }, ${delayMs})"`;

describe("npm test's static checks, run together", () => {
  it('prints each step whole and exits with the first failure in plan order', async () => {
    const printed: string[] = [];
    const code = await runPlan(
      [
        { name: 'fine', command: say('all fine') },
        { name: 'broken', command: say('it broke', 3, 200) },
        { name: 'later', command: say('broke too', 4) },
      ],
      (text) => printed.push(text),
    );
    expect(code).toBe(3);
    const all = printed.join('');
    expect(all).toMatch(/> fine: passed in \d+ s\nall fine\n/);
    expect(all).toMatch(/> broken: failed \(exit 3\) in \d+ s\nit broke\n/);
    expect(all).toMatch(/> later: failed \(exit 4\)/);
  }, 60_000);

  it('exits 0 when every step passed', async () => {
    expect(await runPlan([{ name: 'fine', command: say('all fine') }], () => {})).toBe(0);
  }, 60_000);
});
