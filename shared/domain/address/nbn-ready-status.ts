// docs/architecture.md#contracts: `alternativeTechnologyDetails.readyStatus` carries nbn's own upgrade statuses, from which
// docs/product/ordering-and-handoff.md#flip-to-fibre-page flipReady is read (docs/decisions/011-nbn-readiness-statuses.md).

/** Statuses at which the fibre upgrade can be ordered now. 'Ready' is the older spelling the site first agreed. */
export const NBN_READY_STATUSES = ['Eligible To Order', 'Ready'] as const;

/** nbn's statuses of upgrade work not done yet: known, and not ready. */
export const NBN_PLANNED_WORK_STATUSES = [
  'Not Ready',
  'In Design',
  'Planned',
  'Committed',
  'Under Construction',
  'Build Commenced',
  'Not Eligible',
] as const;

/** nbn's spelling varies in case and spacing between systems ('Eligible to order', 'In  Design'). */
const normalise = (status: string): string => status.trim().replace(/\s+/g, ' ').toLowerCase();
const READY = new Set<string>(NBN_READY_STATUSES.map(normalise));
const PLANNED_WORK = new Set<string>(NBN_PLANNED_WORK_STATUSES.map(normalise));

/**
 * Reads one readyStatus value: `ready`, the upgrade can be ordered now (docs/product/ordering-and-handoff.md#flip-to-fibre-page
 * flipReady); `unknown`, neither ready nor known planned work: not ready, and logged by the server so a new nbn status is noticed.
 */
export function readNbnReadyStatus(status: unknown): { ready: boolean; unknown: boolean } {
  if (typeof status !== 'string') return { ready: false, unknown: true };
  const key = normalise(status);
  if (READY.has(key)) return { ready: true, unknown: false };
  return { ready: false, unknown: !PLANNED_WORK.has(key) };
}
