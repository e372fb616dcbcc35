// What every measurement report names first: the commit measured, NODE_ENV of the
// measured site, and the machine, so a figure can be traced and compared with its conditions; and
// how each measuring command ends.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** `nodeEnv` is the NODE_ENV the measured site runs with (the script's own may differ). */
export function runContext(nodeEnv: string) {
  return {
    commit: git(['rev-parse', '--short=12', 'HEAD']) || 'unknown',
    // The working tree differs from the commit: the figure is not of that commit alone.
    dirty: git(['status', '--porcelain', '--untracked-files=no']) !== '',
    nodeEnv,
    cores: os.availableParallelism(),
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    node: process.version,
    startedAt: new Date().toISOString(),
  };
}

export function formatRunContext(context: ReturnType<typeof runContext>): string {
  return (
    `commit ${context.commit}${context.dirty ? ' (with uncommitted changes)' : ''}, NODE_ENV=${context.nodeEnv}, ` +
    `${context.cores} cores, load average ${context.loadAverage.join(' ')}, Node ${context.node}, ${context.startedAt}`
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
