// Runs a plan of shell commands, each as soon as the steps it waits for have ended: `npm test`'s
// plan is scripts/npm-test.mjs. Each step's output is printed whole when it ends, never interleaved;
// the exit code is the first failure's (in plan order), else 0.
import { spawn } from 'node:child_process';

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} command a shell command line
 * @property {string[]} [after] steps that must have ended first, passed or not (to share the cores well)
 * @property {string[]} [needs] steps that must have passed first: if one failed, this step is not run
 */

/**
 * @param {Step[]} steps
 * @param {(text: string) => void} print receives each step's whole output as it ends
 * @param {string} [cwd]
 * @returns {Promise<number>}
 */
export async function runPlan(steps, print = (text) => process.stdout.write(text), cwd = process.cwd()) {
  /** @type {Map<string, Promise<number>>} */
  const ended = new Map();
  const start = (/** @type {Step} */ step) => {
    const waits = [...(step.after ?? []), ...(step.needs ?? [])];
    const unknown = waits.filter((name) => !ended.has(name));
    if (unknown.length > 0) throw new Error(`${step.name} waits for steps not listed before it: ${unknown.join(', ')}`);
    return Promise.all(waits.map((name) => ended.get(name))).then(async () => {
      const failedNeeds = [];
      for (const name of step.needs ?? []) if ((await ended.get(name)) !== 0) failedNeeds.push(name);
      if (failedNeeds.length > 0) {
        print(`\n> ${step.name}: not run (${failedNeeds.join(', ')} failed)\n`);
        return 1;
      }
      return run(step, print, cwd);
    });
  };
  // Steps are started in plan order, so a step may only wait for one listed before it.
  for (const step of steps) ended.set(step.name, start(step));
  const codes = await Promise.all(steps.map((step) => ended.get(step.name)));
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
