// `npm test`'s first step: the static checks and the build at once (then `vitest run`, package.json).
// Each is one process that mostly keeps one core busy, so on a 2-core machine running them side by
// side takes about half as long as one after another (docs/operations.md#how-the-suite-is-organised).
import { pathToFileURL } from 'node:url';
import { runPlan } from './run-together.mjs';

/** The run's vitest report (vitest.config.ts outputFile), which scripts/ci-summary.mjs reads. */
export const REPORT_PATH = 'tests/.artifacts/vitest.json';

/** @type {import('./run-together.mjs').Step[]} */
export const PLAN = ['lint', 'typecheck', 'build'].map((name) => ({ name, command: `npm run --silent ${name}` }));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runPlan(PLAN);
}
