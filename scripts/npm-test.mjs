// `npm test`'s first step: the static checks and the build side by side (docs/operations.md#how-the-suite-is-organised).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The run's vitest report (vitest.config.ts outputFile), which scripts/ci-summary.mjs reads. */
export const REPORT_PATH = 'tests/.artifacts/vitest.json';

/** @typedef {{ name: string, command: string }} Step a named shell command line */

/**
 * @param {Step[]} steps
 * @param {(text: string) => void} print receives each step's whole output as it ends
 * @param {string} [cwd]
 * @returns {Promise<number>}
 */
export async function runPlan(steps, print = (text) => process.stdout.write(text), cwd = process.cwd()) {
  const codes = await Promise.all(steps.map((step) => run(step, print, cwd)));
  return codes.find((code) => code !== 0) ?? 0;
}

/** @param {Step} step @param {(text: string) => void} print @param {string} cwd @returns {Promise<number>} */
function run(step, print, cwd) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, { cwd, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
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
  process.exitCode = await runPlan(['lint', 'typecheck', 'build'].map((name) => ({ name, command: `npm run --silent ${name}` })));
}
