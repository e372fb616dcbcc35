// `npm test`: the build, the static checks and vitest's projects in two stages (docs/operations.md#how-the-suite-is-organised).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each vitest project's report (scripts/ci-summary.mjs reads them). */
export const REPORT_PATHS = Object.fromEntries(['unit', 'e2e', 'solo', 'fleet', 'servers'].map((name) => [name, `tests/.artifacts/vitest-${name}.json`]));
const vitest = (/** @type {string} */ name) => `vitest run --project ${name} --outputFile.json=${REPORT_PATHS[name]}`;
/** At the lowest priority: a step at normal priority beside it comes first. */
const beside = (/** @type {string} */ name, /** @type {string} */ command) => ({ name, command: `nice -n 19 ${command}` });

// Everything but the browser tests first: unit and the checks at the lowest priority beside the build, then beside
// the drills (they judge answers against a clock and leave the machine four-fifths idle), and the fleet's two runs
// once the drills are done. Then e2e alone: work beside it, even at the lowest priority, delays its pages by about
// as long as that work runs, where in the first stage it only shares the cores.
export const PLAN = [
  [
    { ...beside('unit', vitest('unit')), live: true },
    ...['lint', 'typecheck'].map((name) => beside(name, `npm run --silent ${name}`)),
    { name: 'build', command: 'npm run --silent build' },
    { name: 'solo', command: vitest('solo'), after: 'build' },
    { ...beside('fleet', vitest('fleet')), after: 'solo' },
    { ...beside('servers', vitest('servers')), after: 'solo' },
  ],
  [{ name: 'e2e', command: vitest('e2e'), live: true }],
];

/** @typedef {{ name: string, command: string, live?: boolean, after?: string }} Step a named shell command line; a live one prints as it runs; `after`: starts once that earlier step of its stage has ended */

/** Runs `steps` at once, but for those that wait for another; `print` receives each step's end, and its whole output unless it was live. @param {Step[]} steps @param {(text: string) => void} print @param {string} [cwd] @returns {Promise<number>} */
export async function runPlan(steps, print = (text) => process.stdout.write(text), cwd = process.cwd()) {
  /** @type {Map<string, Promise<number>>} */
  const ended = new Map();
  for (const step of steps) ended.set(step.name, (ended.get(step.after ?? '') ?? Promise.resolve(0)).then(() => run(step, print, cwd)));
  const codes = await Promise.all(ended.values());
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
  // The provider's address book, built by the first vitest run that starts and read by every other
  // (provider/address/address-book.global-setup.ts): five runs, one build.
  const bookDir = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
  process.env.ADDRESS_BOOK_FILE = path.join(bookDir, 'address-book.v8');
  // Every stage runs (a failed build fails the browser tests at their start, saying so).
  let code = 0;
  try {
    for (const stage of PLAN) code = (await runPlan(stage)) || code;
  } finally {
    rmSync(bookDir, { recursive: true, force: true });
  }
  process.exitCode = code;
}
