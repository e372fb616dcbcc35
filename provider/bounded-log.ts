// What the provider received, kept for tests: the newest `limit` records only, so a long load run
// keeps memory flat (docs/architecture.md#budgets). The event store and the order stand-in both keep one.

export interface BoundedLog<In, Out> {
  add(input: In): Out;
  list(): Out[];
  clear(): void;
}

export function createBoundedLog<In, Out>(
  limit: number,
  now: () => Date,
  record: (id: number, receivedAt: string, input: In) => Out,
): BoundedLog<In, Out> {
  let records: Out[] = [];
  let nextId = 1;
  return {
    add(input) {
      const entry = record(nextId, now().toISOString(), input);
      nextId += 1;
      records.push(entry);
      if (records.length > limit) records = records.slice(records.length - limit);
      return entry;
    },
    list: () => [...records],
    clear() {
      records = [];
    },
  };
}
