// `npm test`: the build, the static checks and vitest's projects in two stages (docs/operations.md#how-the-suite-is-organised).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';

/** Each vitest project's report (scripts/ci-summary.mjs reads them). */
export const REPORT_PATHS = Object.fromEntries(['unit', 'e2e', 'solo', 'fleet', 'servers'].map((name) => [name, `tests/.artifacts/vitest-${name}.json`]));
const vitest = (/** @type {string} */ name) => `vitest run --project ${name} --outputFile.json=${REPORT_PATHS[name]}`;
/** At the lowest priority: it takes only the CPU the step beside it leaves idle. */
const beside = (/** @type {string} */ name, /** @type {string} */ command) => ({ name, command: `nice -n 19 ${command}` });

// unit beside the build; once the build is done, the drills, which judge answers against a clock, with
// unit lowered to the lowest priority beside them (the drills keep the machine about four-fifths idle);
// then e2e with the static checks and the fleet's two runs (mostly waiting) in the time its pages and
// round trips leave the cores idle.
export const PLAN = [
  [
    { name: 'unit', command: vitest('unit'), live: true },
    { name: 'build', command: 'npm run --silent build' },
    { name: 'solo', command: vitest('solo'), after: 'build', lowering: 'unit' },
  ],
  [
    { name: 'e2e', command: vitest('e2e'), live: true },
    beside('lint', 'npm run --silent lint'),
    beside('typecheck', 'npm run --silent typecheck'),
    beside('fleet', vitest('fleet')),
    beside('servers', vitest('servers')),
  ],
];

/**
 * @typedef {object} Step a named shell command line
 * @property {string} name
 * @property {string} command
 * @property {boolean} [live] prints as it runs
 * @property {string} [after] starts once that earlier step of its stage has ended
 * @property {string} [lowering] when it starts, that step of its stage drops to the lowest priority
 */

/** Runs `steps` at once, but for those that wait for another; `print` receives each step's end, and its whole output unless it was live. @param {Step[]} steps @param {(text: string) => void} print @param {string} [cwd] @returns {Promise<number>} */
export async function runPlan(steps, print = (text) => process.stdout.write(text), cwd = process.cwd()) {
  /** @type {Map<string, { pid?: number, ended: Promise<number> }>} */
  const byName = new Map();
  for (const step of steps) {
    /** @type {{ pid?: number, ended: Promise<number> }} */
    const entry = { ended: Promise.resolve(0) };
    entry.ended = (async () => {
      await byName.get(step.after ?? '')?.ended;
      if (step.lowering) lowestPriority(byName.get(step.lowering)?.pid);
      return run(step, print, cwd, (pid) => (entry.pid = pid));
    })();
    byName.set(step.name, entry);
  }
  const codes = await Promise.all([...byName.values()].map((entry) => entry.ended));
  return codes.find((code) => code !== 0) ?? 0;
}

/**
 * A running step at the lowest priority: every thread of its shell and of each process under it (Linux
 * gives each thread its own niceness; the threads and processes they start later inherit it).
 * Without /proc, the shell alone. @param {number | undefined} root
 */
function lowestPriority(root) {
  if (root === undefined) return;
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        parentOf.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // Ended meanwhile.
      }
    }
  } catch {
    // No /proc.
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parentOf) if (parent === tree[i]) tree.push(pid);
  for (const pid of tree) {
    /** @type {string[]} */
    let threads = [String(pid)];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      // Ended meanwhile, or no /proc.
    }
    for (const thread of threads) {
      try {
        setPriority(Number(thread), 19);
      } catch {
        // Ended meanwhile.
      }
    }
  }
}

/** @param {Step} step @param {(text: string) => void} print @param {string} cwd @param {(pid: number) => void} spawned @returns {Promise<number>} */
function run(step, print, cwd, spawned) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, { cwd, shell: true, stdio: ['ignore', step.live ? 'inherit' : 'pipe', step.live ? 'inherit' : 'pipe'] });
    if (child.pid !== undefined) spawned(child.pid);
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
