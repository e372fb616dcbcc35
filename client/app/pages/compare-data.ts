// What /compare's loader keeps of the catalogues (client/app/routes.tsx): the plans its query names,
// so the page's HTML carries three plans, not every catalogue (docs/product/pricing.md#compare-plans).
import { COMPARE_PLANS_PARAM } from '../../../shared/domain/compare-choice';
import { COMPARE_SERVICES, pickComparedPlans, type ComparedChoice, type CompareService } from '../../../shared/domain/plan-comparison';
import { readComparePlans } from '../../../shared/schemas/compare';
import type { Plan } from '../../../shared/schemas/plan';
import type { PlansAnswer } from '../../../shared/schemas/upstream';

export interface CompareData extends Record<string, unknown> {
  comparison: ComparedChoice & {
    /** The query named something other than plan ids. */
    invalid: boolean;
    /** How many plans the query named (0: nothing chosen yet). */
    asked: number;
  };
}

export function compareData(catalogues: Record<string, unknown>, query: URLSearchParams): CompareData {
  const read = readComparePlans(query.getAll(COMPARE_PLANS_PARAM));
  const ids = read.ok ? read.ids : [];
  const plans = Object.fromEntries(
    COMPARE_SERVICES.map((service) => [service, (catalogues[service] as PlansAnswer | null)?.plans ?? null]),
  ) as Record<CompareService, Plan[] | null>;
  return { comparison: { ...pickComparedPlans(ids, plans), invalid: !read.ok, asked: ids.length } };
}
