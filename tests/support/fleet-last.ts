// The run's file order (vitest.config.ts sequence.sequencer): files of one environment together
// (environment-sequencer.ts); the longest browser files first; and the fleet file taking parts of
// the shared fleet away (Redis stopped, an instance killed) after every other file of the fleet
// project, so it needs no fleet of its own (tests/support/fleet-run.ts).
import type { TestSpecification } from 'vitest/node';
import { EnvironmentGroupingSequencer } from './environment-sequencer';

export const FLEET_TAKEN_APART_FILE = 'tests/fleet/fleet-failures.test.ts';

/**
 * Started before the other browser files, so that none of them is the run's tail: in a fresh clone
 * vitest has no durations to order by and orders by file size, which started the axe sweep (the
 * longest file, but a short one to read) after most of the others had run.
 */
export const LONGEST_BROWSER_FILES = ['tests/e2e/page-kinds.test.ts', 'tests/e2e/screenshots.test.ts', 'tests/e2e/address-check.test.ts'];

const isFile = (spec: TestSpecification, file: string) => spec.moduleId.replaceAll('\\', '/').endsWith(`/${file}`);

/** `sorted` with the specs of `first` at the front (in that order) and those of `last` at the back. */
export function placed(sorted: TestSpecification[], first: readonly string[], last: readonly string[]): TestSpecification[] {
  const rank = (spec: TestSpecification) => {
    const early = first.findIndex((file) => isFile(spec, file));
    if (early >= 0) return early - first.length;
    return last.some((file) => isFile(spec, file)) ? 1 : 0;
  };
  // Array.prototype.sort is stable: the rest keep vitest's order.
  return [...sorted].sort((a, b) => rank(a) - rank(b));
}

export class FleetTakenApartLast extends EnvironmentGroupingSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return placed(await super.sort(files), LONGEST_BROWSER_FILES, [FLEET_TAKEN_APART_FILE]);
  }
}
