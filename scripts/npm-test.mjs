// `npm test`: the whole suite, planned for a 2-core machine (docs/operations.md#how-the-suite-is-organised).
// The browser tests (e2e) are the long pole and spend much of their time waiting on pages, so the
// build starts them at once and the CPU-bound work runs beside them, one step at a time: lint, the
// type check, the unit tests, then the fleet. The drills (solo) judge answers against a clock, so
// they run last with the machine to themselves. Each vitest project writes its own report
// (tests/.artifacts/vitest-<project>.json), which scripts/ci-summary.mjs reads.
import { pathToFileURL } from 'node:url';
import { runPlan } from './run-together.mjs';

export const PROJECTS = ['unit', 'e2e', 'fleet', 'solo'];
export const reportPath = (project) => `tests/.artifacts/vitest-${project}.json`;
const vitest = (project) => `npx vitest run --project ${project} --outputFile.json=${reportPath(project)}`;

/** @type {import('./run-together.mjs').Step[]} */
export const PLAN = [
  { name: 'build', command: 'npm run --silent build' },
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'e2e', command: vitest('e2e'), needs: ['build'] },
  { name: 'typecheck', command: 'npm run --silent typecheck', after: ['lint'] },
  { name: 'unit', command: vitest('unit'), after: ['typecheck'] },
  { name: 'fleet', command: vitest('fleet'), needs: ['build'], after: ['unit'] },
  { name: 'solo', command: vitest('solo'), needs: ['build'], after: ['e2e', 'fleet'] },
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runPlan(PLAN);
}
