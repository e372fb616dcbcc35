// Which page keys the page cache may fill: canonical ones only
// (docs/decisions/037-byte-bounded-page-cache-and-canonical-keys.md). Only /compare's key is unbounded:
// it is stored only when it names at most COMPARE_LIMIT plans the catalogues have.
import { COMPARE_LIMIT, COMPARE_PLANS_PARAM } from '../../shared/domain/plans/compare-choice';
import { COMPARE_SERVICES, pickComparedPlans, type CompareService } from '../../shared/domain/plans/plan-comparison';
import { PATHS } from '../../shared/routes/paths';
import { PRODUCT_CATALOGUES } from '../../shared/routes/pages';
import { readComparePlans } from '../../shared/schemas/compare';
import type { PlansAnswer } from '../../shared/schemas/upstream';
import type { Plan } from '../../shared/schemas/plan';
import type { ReadApi } from './page-reads';

/** How long the catalogues read for the check are reused: a flood of made-up lists reads them once a second. */
const CATALOGUES_REUSED_MS = 1000;

/** A check of page keys (pageCacheKey's form: a path, `?` and the values its page reads). */
export function createShareableCheck(readApi: ReadApi): (key: string) => Promise<boolean> {
  // The page loaders' reads: the catalogues come from the content cache.
  const catalogue = async (service: CompareService): Promise<readonly Plan[] | null> =>
    ((await readApi(PRODUCT_CATALOGUES[service], new AbortController().signal)) as PlansAnswer | null)?.plans ?? null;
  let lastRead: { at: number; catalogues: Promise<Partial<Record<CompareService, readonly Plan[] | null>>> } | undefined;
  const catalogues = () => {
    if (!lastRead || Date.now() - lastRead.at >= CATALOGUES_REUSED_MS) {
      lastRead = { at: Date.now(), catalogues: Promise.all(COMPARE_SERVICES.map(async (service) => [service, await catalogue(service)] as const)).then(Object.fromEntries) };
    }
    return lastRead.catalogues;
  };
  return async (key) => {
    const start = key.indexOf('?');
    if ((start < 0 ? key : key.slice(0, start)) !== PATHS.compare || start < 0) return true;
    const read = readComparePlans(new URLSearchParams(key.slice(start)).getAll(COMPARE_PLANS_PARAM));
    if (!read.ok || read.ids.length === 0 || read.ids.length > COMPARE_LIMIT) return false;
    const choice = pickComparedPlans(read.ids, await catalogues());
    return !choice.catalogueMissing && choice.unknownIds.length === 0 && choice.leftOut === 0;
  };
}
