import type { TestSpecification } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { FLEET_TAKEN_APART_FILE, LONGEST_BROWSER_FILES, placed } from './fleet-last';

const spec = (file: string) => ({ moduleId: `/repo/${file}` }) as TestSpecification;
const names = (specs: TestSpecification[]) => specs.map((s) => s.moduleId.replace('/repo/', ''));

describe("the run's file order", () => {
  it('starts the longest browser files first, in their order, ends with the fleet file that takes the fleet apart, and keeps the rest in order', () => {
    const files = ['tests/e2e/a.test.ts', FLEET_TAKEN_APART_FILE, LONGEST_BROWSER_FILES[1]!, 'tests/fleet/b.test.ts', LONGEST_BROWSER_FILES[0]!, 'tests/e2e/c.test.ts'];
    expect(names(placed(files.map(spec), LONGEST_BROWSER_FILES, [FLEET_TAKEN_APART_FILE]))).toEqual([
      LONGEST_BROWSER_FILES[0],
      LONGEST_BROWSER_FILES[1],
      'tests/e2e/a.test.ts',
      'tests/fleet/b.test.ts',
      'tests/e2e/c.test.ts',
      FLEET_TAKEN_APART_FILE,
    ]);
  });
});
