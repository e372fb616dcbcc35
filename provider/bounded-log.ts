// What the provider received, kept for tests: the newest `limit` records only, so a long load run keeps
// memory flat (docs/architecture.md#budgets).

export type Received<Fields> = { id: number; receivedAt: string } & Fields;

export interface BoundedLog<Fields> {
  add(fields: Fields): Received<Fields>;
  list(): Received<Fields>[];
  clear(): void;
}

export function createBoundedLog<Fields extends object>(limit = 1000, now: () => Date = () => new Date()): BoundedLog<Fields> {
  let records: Received<Fields>[] = [];
  let nextId = 1;
  return {
    add(fields) {
      const entry = { id: nextId, receivedAt: now().toISOString(), ...fields };
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
