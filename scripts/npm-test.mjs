// `npm test`: the static checks and the build side by side, then vitest's projects (docs/operations.md#how-the-suite-is-organised).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Each vitest run after the static checks, by the projects it runs: its report (scripts/ci-summary.mjs reads them). */
export const REPORT_PATHS = { 'unit and e2e': 'tests/.artifacts/vitest.json', fleet: 'tests/.artifacts/vitest-fleet.json', solo: 'tests/.artifacts/vitest-solo.json' };
const vitest = (/** @type {keyof typeof REPORT_PATHS} */ name, /** @type {string} */ projects, live = true) => ({ name, command: `vitest run ${projects} --outputFile.json=${REPORT_PATHS[name]}`, live });

// In stages. The fleet, mostly waiting on its servers, runs in a vitest of its own in the time unit and
// e2e leave the two cores idle; solo's drills need the machine to themselves.
export const PLAN = [
  ['lint', 'typecheck', 'build'].map((name) => ({ name, command: `npm run --silent ${name}` })),
  [vitest('unit and e2e', '--project unit --project e2e'), vitest('fleet', '--project fleet', false)],
  [vitest('solo', '--project solo')],
];

/** @typedef {{ name: string, command: string, live?: boolean }} Step a named shell command line; a live one prints as it runs */

/** Runs `steps` at once; `print` receives each step's end, and its whole output unless it was live. @param {Step[]} steps @param {(text: string) => void} print @param {string} [cwd] @returns {Promise<number>} */
export async function runPlan(steps, print = (text) => process.stdout.write(text), cwd = process.cwd()) {
  const codes = await Promise.all(steps.map((step) => run(step, print, cwd)));
  return codes.find((code) => code !== 0) ?? 0;
}

/** @param {Step} step @param {(text: string) => void} print @param {string} cwd @returns {Promise<number>} */
function run(step, print, cwd) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, { cwd, shell: true, stdio: ['ignore', step.live ? 'inherit' : 'pipe', step.live ? 'inherit' : 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const status = code ?? 1;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      print(`\n> ${step.name}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${seconds} s\n${output}`);
      resolve(status);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Tests run only on code that passed the static checks and built; every test stage runs.
  let code = await runPlan(PLAN[0]);
  for (const stage of code === 0 ? PLAN.slice(1) : []) code = (await runPlan(stage)) || code;
  process.exitCode = code;
}
