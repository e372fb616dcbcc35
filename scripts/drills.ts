// `npm run drills`: fault drills against the BUILT site (docs/architecture.md#budgets, docs/architecture.md#reliability-and-security). Under steady
// load the upstream goes down, fails with 5xx, answers malformed JSON and turns slow; then SIGTERM
// arrives during load. Prints a table per phase and exits 1 on any finding.
//
//   npm run drills               about 3 minutes
//   npm run drills -- --short    the same phases on short clocks, well under a minute (tests/e2e/drills.test.ts in npm test)
//   npm run drills -- --soak     10 minutes of fault cycles for memory (docs/architecture.md#budgets: live heap flat)
//   npm run drills -- --soak --minutes=30   a longer (or shorter) soak
import { spawnSync } from 'node:child_process';
import type { KnobSettings } from '../provider/knobs';
import { hasBuild, PROJECT_ROOT } from '../harness/site-under-load';
import { loadScenarioFile } from './drills/background-load';
import { DRILL_TIMINGS, startDrillSite, type DrillMode } from './drills/drill-site';
import { formatRunContext, runContext } from '../harness/run-context';
import { formatFaultDrills, formatShutdown } from './drills/drill-report';
import { runFaultDrills } from './drills/fault-drills';
import { runShutdownDrill } from './drills/shutdown-drill';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const mode: DrillMode = argv.includes('--soak') ? 'soak' : argv.includes('--short') ? 'short' : 'full';
  if (!hasBuild()) {
    console.log('No build found: building first (npm run build).');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: PROJECT_ROOT }).status !== 0) return 1;
  }
  const scenarioFile = loadScenarioFile();
  // The run's context first: the drilled site is the production build.
  console.log(formatRunContext(runContext('production')));
  const timings = DRILL_TIMINGS[mode];
  console.log(`drills (${mode}); caches of the drilled site live ${timings.cacheTtlMs / 1000} s`);

  const site = await startDrillSite(timings);
  let ok = false;
  try {
    const minutes = Number(argv.find((arg) => arg.startsWith('--minutes='))?.split('=')[1] ?? 10);
    const faults = await runFaultDrills(site, { mode, baseline: scenarioFile.upstreamLatency as KnobSettings, soakMs: minutes * 60_000, log: (line) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${line}`) });
    console.log(`\n${formatFaultDrills(faults)}`);
    const shutdown = await runShutdownDrill(site, scenarioFile.data);
    console.log(`\n${formatShutdown(shutdown)}`);
    const problems = [...faults.problems, ...shutdown.problems.map((problem) => `shutdown: ${problem}`)];
    for (const problem of problems) console.log(`FAIL ${problem}`);
    ok = problems.length === 0;
  } finally {
    await site.stop();
  }
  console.log(ok ? '\nAll drills passed.' : '\nA drill failed (see FAIL above).');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
