// The run's file order (vitest.config.ts sequence.sequencer): vitest's own, except that the fleet
// file taking parts of the shared fleet away (Redis stopped, an instance killed) comes after every
// other file of the fleet project, so it needs no fleet of its own (tests/support/fleet-run.ts).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const FLEET_TAKEN_APART_FILE = 'tests/fleet/fleet-failures.test.ts';

export class FleetTakenApartLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (spec: TestSpecification) => spec.moduleId.replaceAll('\\', '/').endsWith(`/${FLEET_TAKEN_APART_FILE}`);
    return [...sorted.filter((spec) => !last(spec)), ...sorted.filter(last)];
  }
}
