import { describe, expect, it } from 'vitest';
import config from '../vitest.config';
import { PLAN, REPORT_PATHS, runPlan } from './npm-test.mjs';

// Commands of the test's own, each a moment's work: npm test's are minutes of it.
const say = (words: string, exitCode = 0, delayMs = 0) =>
  `node -e "setTimeout(() => { console.log('${words}'); process.exitCode = ${exitCode} }, ${delayMs})"`;

describe("npm test's steps, run side by side", () => {
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

  it('starts a step that waits for another once that one has ended, whatever its exit', async () => {
    const printed: string[] = [];
    const code = await runPlan(
      [
        { name: 'first', command: say('first done', 2, 300) },
        { name: 'second', command: say('second done'), after: 'first' },
      ],
      (text) => printed.push(text),
    );
    expect(code).toBe(2);
    // Printed as each ended: the second started only once the first had failed.
    expect(printed.map((text) => text.split('\n')[1]!.replace(/ in \d+ s$/, ''))).toEqual(['> first: failed (exit 2)', '> second: passed']);
  }, 60_000);

  it('exits 0 when every step passed', async () => {
    expect(await runPlan([{ name: 'fine', command: say('all fine') }], () => {})).toBe(0);
  }, 60_000);

  it('prints a live step as it runs, then its end', async () => {
    const printed: string[] = [];
    expect(await runPlan([{ name: 'live', command: say('as it runs'), live: true }], (text) => printed.push(text))).toBe(0);
    expect(printed.join('')).toMatch(/^\n> live: passed in \d+ s\n$/);
  }, 60_000);
});

describe("npm test's plan", () => {
  const projectsOf = (command: string) => [...command.matchAll(/--project (\S+)/g)].map((match) => match[1]);
  const stepsOf = (stage: { name: string; command: string }[]) => stage.map((step) => step.name);

  it('runs every vitest project once, each writing its own report', () => {
    const projects = (config.test?.projects ?? []).map((project) => (project as { test: { name: string } }).test.name);
    const steps = PLAN.flat();
    expect(steps.flatMap((step) => projectsOf(step.command)).sort()).toEqual(projects.sort());
    expect(steps.flatMap((step) => [...step.command.matchAll(/--outputFile\.json=(\S+)/g)].map((match) => match[1])).sort()).toEqual(Object.values(REPORT_PATHS).sort());
  });

  it('runs unit and the checks at the lowest priority beside the build and the drills, the fleet after the drills; then e2e alone', () => {
    expect(PLAN.map(stepsOf)).toEqual([['unit', 'lint', 'typecheck', 'build', 'solo', 'fleet', 'servers'], ['e2e']]);
    const first = Object.fromEntries(PLAN[0]!.map((step) => [step.name, step]));
    for (const name of ['unit', 'lint', 'typecheck', 'fleet', 'servers']) expect(first[name]!.command).toMatch(/^nice -n 19 /);
    for (const name of ['build', 'solo']) expect(first[name]!.command).not.toMatch(/nice/);
    expect(first.solo).toMatchObject({ after: 'build' });
    expect(first.fleet).toMatchObject({ after: 'solo' });
    expect(first.servers).toMatchObject({ after: 'solo' });
    expect(PLAN[1]).toEqual([expect.objectContaining({ name: 'e2e', live: true })]);
    expect(PLAN[1]![0]!.command).not.toMatch(/nice/);
  });
});
