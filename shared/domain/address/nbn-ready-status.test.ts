import { describe, expect, it } from 'vitest';
import { NBN_PLANNED_WORK_STATUSES, NBN_READY_STATUSES, readNbnReadyStatus } from './nbn-ready-status';

describe("docs/architecture.md#contracts: readyStatus carries nbn's own statuses: 'Eligible To Order' (the upgrade can be ordered now), and statuses of planned work ('In Design', 'Planned', 'Committed', 'Not Ready' and others). Treat unknown statuses as not ready.", () => {
  it.each(['Eligible To Order', 'Ready'])("'%s' is ready", (status) => {
    expect(readNbnReadyStatus(status)).toEqual({ ready: true, unknown: false });
  });

  it.each(['In Design', 'Planned', 'Committed', 'Not Ready', 'Under Construction', 'Build Commenced', 'Not Eligible'])(
    "'%s' is planned work: not ready, and known",
    (status) => {
      expect(readNbnReadyStatus(status)).toEqual({ ready: false, unknown: false });
    },
  );

  it('reads the status whatever its case and spacing', () => {
    expect(readNbnReadyStatus('  eligible to  order ').ready).toBe(true);
    expect(readNbnReadyStatus('IN DESIGN')).toEqual({ ready: false, unknown: false });
  });

  it('an unknown status is not ready, and flagged so the server can log it', () => {
    for (const status of ['Awaiting Assessment', 'Eligible', 'Ready To Connect', '', 'Readyy']) {
      expect(readNbnReadyStatus(status)).toEqual({ ready: false, unknown: true });
    }
  });

  it('a missing or non-text status is not ready and flagged', () => {
    for (const status of [undefined, null, 1, true, {}]) expect(readNbnReadyStatus(status)).toEqual({ ready: false, unknown: true });
  });

  it('no status is both ready and planned work', () => {
    const ready = new Set<string>(NBN_READY_STATUSES);
    expect(NBN_PLANNED_WORK_STATUSES.filter((status) => ready.has(status))).toEqual([]);
  });
});
