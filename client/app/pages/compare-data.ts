// What /compare's loader keeps: the plans its query names (docs/product/pricing.md#compare-plans).
import { COMPARE_LIMIT, COMPARE_PLANS_PARAM } from '../../../shared/domain/plans/compare-choice';
import { COMPARE_SERVICES, pickComparedPlans, type ComparedChoice, type CompareService } from '../../../shared/domain/plans/plan-comparison';
import { readComparePlans } from '../../../shared/schemas/compare';
import type { Plan } from '../../../shared/schemas/plan';
import type { PlansAnswer } from '../../../shared/schemas/upstream';

export interface CompareData extends Record<string, unknown> {
  comparison: ComparedChoice & {
    /** What the page says about the query before the table: ids not found, not ids, too many. */
    messages: string[];
    limit: number;
  };
}

const idList = (ids: readonly number[]) => ids.join(', ');

function choiceMessages(choice: ComparedChoice, invalid: boolean): string[] {
  if (invalid) return ['The plans to compare must be named by their plan numbers. Choose plans to compare on a plans page.'];
  const messages: string[] = [];
  if (choice.unknownIds.length > 0)
    messages.push(
      choice.catalogueMissing
        ? 'Some plans could not be loaded just now. Please try again in a moment.'
        : choice.unknownIds.length === 1
          ? `We could not find plan ${idList(choice.unknownIds)}: it may no longer be offered.`
          : `We could not find plans ${idList(choice.unknownIds)}: they may no longer be offered.`,
    );
  if (choice.leftOut > 0) messages.push(`You can compare up to ${COMPARE_LIMIT} plans at a time: the first ${COMPARE_LIMIT} are shown.`);
  return messages;
}

export function compareData(catalogues: Record<string, unknown>, query: URLSearchParams): CompareData {
  const read = readComparePlans(query.getAll(COMPARE_PLANS_PARAM));
  const ids = read.ok ? read.ids : [];
  const plans = Object.fromEntries(
    COMPARE_SERVICES.map((service) => [service, (catalogues[service] as PlansAnswer | null)?.plans ?? null]),
  ) as Record<CompareService, Plan[] | null>;
  const choice = pickComparedPlans(ids, plans);
  return { comparison: { ...choice, messages: choiceMessages(choice, !read.ok), limit: COMPARE_LIMIT } };
}
