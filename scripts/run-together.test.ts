import { describe, expect, it } from 'vitest';
import { runPlan } from './run-together.mjs';

// Commands of the test's own, each a moment's work: npm test's are minutes of it.
const say = (words: string, exitCode = 0, delayMs = 0) =>
  `node -e "setTimeout(() => { console.log('${words}'); process.exitCode = ${exitCode} }, ${delayMs})"`;

describe("npm test's plan runner", () => {
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

  it('starts a step after the steps it waits for, and skips it when one it needs failed', async () => {
    const printed: string[] = [];
    const code = await runPlan(
      [
        { name: 'slow', command: say('slow done', 0, 300) },
        { name: 'broken', command: say('it broke', 2) },
        { name: 'after-slow', command: say('after slow'), after: ['slow'] },
        { name: 'needs-broken', command: say('never'), needs: ['broken'] },
        { name: 'after-broken', command: say('runs anyway'), after: ['broken'] },
      ],
      (text) => printed.push(text),
    );
    expect(code).toBe(2);
    const all = printed.join('');
    expect(all.indexOf('slow done')).toBeLessThan(all.indexOf('after slow'));
    expect(all).toContain('> needs-broken: not run (broken failed)');
    expect(all).not.toContain('never');
    expect(all).toContain('runs anyway');
  }, 60_000);

  it('exits 0 when every step passed, and refuses a step that waits for one listed after it', async () => {
    expect(await runPlan([{ name: 'fine', command: say('all fine') }], () => {})).toBe(0);
    await expect(runPlan([{ name: 'early', command: say('x'), after: ['late'] }, { name: 'late', command: say('y') }], () => {})).rejects.toThrow(/late/);
  }, 60_000);
});
