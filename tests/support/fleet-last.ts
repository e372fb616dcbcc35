// The run's file order (vitest.config.ts sequence.sequencer): files of one environment together
// (environment-sequencer.ts), and the fleet file taking parts of the shared fleet away (Redis
// stopped, an instance killed) after every other file of the fleet project, so it needs no fleet
// of its own (tests/support/fleet-run.ts).
import type { TestSpecification } from 'vitest/node';
import { EnvironmentGroupingSequencer } from './environment-sequencer';

export const FLEET_TAKEN_APART_FILE = 'tests/fleet/fleet-failures.test.ts';

export class FleetTakenApartLast extends EnvironmentGroupingSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (spec: TestSpecification) => spec.moduleId.replaceAll('\\', '/').endsWith(`/${FLEET_TAKEN_APART_FILE}`);
    return [...sorted.filter((spec) => !last(spec)), ...sorted.filter(last)];
  }
}
