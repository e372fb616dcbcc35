// What every measurement report names first (the commit, NODE_ENV and the machine), and how each measuring command ends.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The line a report starts with; `nodeEnv` is the NODE_ENV the measured site runs with (the script's own may differ). */
export function runContext(nodeEnv: string): string {
  const commit = git(['rev-parse', '--short=12', 'HEAD']) || 'unknown';
  // The working tree differs from the commit: the figure is not of that commit alone.
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '' ? ' (with uncommitted changes)' : '';
  const loadAverage = os.loadavg().map((n) => Number(n.toFixed(2)));
  return (
    `commit ${commit}${dirty}, NODE_ENV=${nodeEnv}, ${os.availableParallelism()} cores, ` +
    `load average ${loadAverage.join(' ')}, Node ${process.version}, ${new Date().toISOString()}`
  );
}

/** Runs a measuring command's `main` and exits with its code; one that throws exits `errorCode`. */
export function runMain(main: () => Promise<number>, errorCode = 2): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(errorCode);
    },
  );
}
