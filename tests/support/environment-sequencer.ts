// Test files in vitest's usual order (failed, then longest, first), but those of one environment
// together: a worker that shares its module graph (the unit project's `isolate: false`) is kept for
// the next file only if that file asks for the same environment, and is otherwise stopped and a new
// one started, which imports the graph again. Component tests opt into happy-dom per file, so in
// vitest's own order the unit project switched between node and a DOM about 80 times, each switch a
// fresh worker; grouped, each of the two workers starts once per environment.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a file asks for, as vitest reads it (any `@vitest-environment` line, and its options). */
export function environmentOf(code: string, projectDefault: string): string {
  const name = /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(code)?.[1] ?? projectDefault;
  const options = /@(?:vitest|jest)-environment-options\s+(.+)/.exec(code)?.[1];
  return options ? `${name} ${options}` : name;
}

/** The items of one key together, keys in the order they first appear; each key's items keep their order. */
export function groupedInOrder<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()].flat();
}

export class EnvironmentGroupingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Each project's files are together already; grouping by project too keeps them so.
    return groupedInOrder(await super.sort(files), (spec) => {
      const { name, config } = spec.project;
      const environment = config.browser.enabled ? 'browser' : environmentOf(readFileSync(spec.moduleId, 'utf8'), config.environment);
      return `${name}\0${environment}`;
    });
  }
}
