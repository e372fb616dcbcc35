// `npm test`'s first step: the static checks and the build at once (`node scripts/run-together.mjs
// lint typecheck build`). Each is one process that mostly keeps one core busy, so on a 2-core machine
// running them side by side takes about half as long as one after another. Each script's output is
// printed whole when it ends, never interleaved; the exit code is the first failure's, else 0.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Runs `npm run <name>` for every name at once; resolves to the exit code of the first that failed
 * (in the order given), or 0. `print` receives each script's whole output as it ends.
 * @param {string[]} names
 * @param {(text: string) => void} print
 * @param {string} [cwd] the folder whose package.json names the scripts (its tests' own)
 * @returns {Promise<number>}
 */
export async function runTogether(names, print = (text) => process.stdout.write(text), cwd = process.cwd()) {
  const runs = names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', '--silent', name], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => (output += `${error.message}\n`));
        child.on('close', (code) => {
          const status = code ?? 1;
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          print(`\n> ${name}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${seconds} s\n${output}`);
          resolve(status);
        });
      }),
  );
  const codes = await Promise.all(runs);
  return codes.find((code) => code !== 0) ?? 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runTogether(process.argv.slice(2));
}
