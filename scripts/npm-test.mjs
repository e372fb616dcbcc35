// `npm test`: the build, the static checks and vitest's projects in three stages (docs/operations.md#how-the-suite-is-organised).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Each vitest project's report (scripts/ci-summary.mjs reads them). */
export const REPORT_PATHS = Object.fromEntries(['unit', 'e2e', 'solo', 'fleet', 'servers'].map((name) => [name, `tests/.artifacts/vitest-${name}.json`]));
const vitest = (/** @type {string} */ name) => `vitest run --project ${name} --outputFile.json=${REPORT_PATHS[name]}`;
/** At the lowest priority: it takes only the CPU the step beside it leaves idle. */
const beside = (/** @type {string} */ name, /** @type {string} */ command) => ({ name, command: `nice -n 19 ${command}` });

// unit beside the build; e2e with the static checks and the fleet's two runs (mostly waiting) in the
// time its pages and round trips leave the cores idle; then the drills, which judge answers against a clock, alone.
export const PLAN = [
  [{ name: 'unit', command: vitest('unit'), live: true }, { name: 'build', command: 'npm run --silent build' }],
  [
    { name: 'e2e', command: vitest('e2e'), live: true },
    beside('lint', 'npm run --silent lint'),
    beside('typecheck', 'npm run --silent typecheck'),
    beside('fleet', vitest('fleet')),
    beside('servers', vitest('servers')),
  ],
  [{ name: 'solo', command: vitest('solo'), live: true }],
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
  // Every stage runs (a failed build fails the browser tests at their start, saying so).
  let code = 0;
  for (const stage of PLAN) code = (await runPlan(stage)) || code;
  process.exitCode = code;
}
