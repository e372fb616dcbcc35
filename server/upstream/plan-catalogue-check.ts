// Applies the catalogue checks (shared/domain/catalogue-check.ts) to every plan catalogue
// answer the site serves: a plan that fails is left out of the answer and its reasons are logged,
// once per plan and reason, so a wrong claim never reaches a visitor and the log does not repeat
// itself on every cache refresh. Runtime-neutral (the edge uses it too); the logger is injected.
import { checkCatalogue, type PlanDefect } from '../../shared/domain/catalogue-check';
import { upstreamPath } from '../../shared/routes/api-paths';
import { planSchema, type Plan } from '../../shared/schemas/plan';
import type { CatalogueAnswer, PlansAnswer } from '../../shared/schemas/upstream';
import type { FlipPlansQuery, Upstreams } from './upstreams';

export interface DroppedPlanReport {
  /** The upstream path the catalogue came from, e.g. '/api/plans/mbb'. */
  catalogue: string;
  planId: unknown;
  defects: PlanDefect[];
}

export type ReportDroppedPlan = (report: DroppedPlanReport) => void;

/** A plan that is not a Plan (shared/schemas/plan.ts): the fields that are missing or of the wrong type. */
function shapeDefect(issues: readonly { path: readonly PropertyKey[]; message: string }[]): PlanDefect {
  const fields = issues.map((issue) => `${issue.path.map(String).join('.') || '(plan)'}: ${issue.message}`);
  return { kind: 'shape', reason: `not a plan as the site reads one (${fields.slice(0, 5).join('; ')})` };
}

/**
 * The answer without the plans that fail the checks or the Plan contract; each dropped plan is
 * reported. The plans kept are the schema's output, so the site serves only what it checked.
 */
export function withoutFaultyPlans(answer: CatalogueAnswer, catalogue: string, report: ReportDroppedPlan | undefined): PlansAnswer {
  const { plans, dropped } = checkCatalogue(answer.plans);
  const checked: Plan[] = [];
  for (const plan of plans) {
    const shaped = planSchema.safeParse(plan);
    if (shaped.success) checked.push(shaped.data);
    else dropped.push({ plan, defects: [shapeDefect(shaped.error.issues)] });
  }
  for (const { plan, defects } of dropped) report?.({ catalogue, planId: plan.id, defects });
  // Only the checked plans: nothing else of the answer as it arrived is kept.
  return { plans: checked };
}

export interface WarnLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A pino-style warning per dropped plan and reason, each said once for the life of the process. */
export function createDroppedPlanLog(logger: WarnLogger): ReportDroppedPlan {
  const said = new Set<string>();
  return ({ catalogue, planId, defects }) => {
    for (const defect of defects) {
      const key = `${String(planId)} ${defect.reason}`;
      if (said.has(key)) continue;
      said.add(key);
      logger.warn({ catalogue, planId, defect: defect.kind, reason: defect.reason }, `plan ${String(planId)} left out: ${defect.reason}`);
    }
  };
}

/**
 * The flip catalogues checked at start-up: the offers of a flip-ready FTTN (class 13) and FTTC
 * (class 34) address, standard and boost, with no speed limit (the same catalogues the CIS route
 * reads). Other addresses get subsets of these plans, and every answer is checked when served anyway.
 */
export const START_UP_FLIP_QUERIES: readonly FlipPlansQuery[] = [13, 34].flatMap((nbnServiceClass) =>
  (['standard', 'boost'] as const).map((offerType) => ({ nbnRegion: 'metro', nbnServiceClass, maxSpeed: 0, offerType })),
);

export interface CatalogueCheckLogger extends WarnLogger {
  info(details: Record<string, unknown>, message: string): void;
}

type PlanCatalogues = Pick<Upstreams, 'plans' | 'defaultPlansNbn' | 'defaultFlipToFibrePlans' | 'flipToFibrePlans'>;

/**
 * Start-up: loads every plan catalogue once, so a faulty plan is logged (by the upstreams' report)
 * before any visitor asks, and the cache is warm. Never throws and never holds start-up: a slow or
 * unavailable upstream is logged, and its plans are checked when they are first served.
 */
export async function checkCataloguesAtStartUp(upstreams: PlanCatalogues, logger: CatalogueCheckLogger): Promise<void> {
  const catalogues: { name: string; load: () => Promise<{ value: PlansAnswer }> }[] = [
    ...(['nbn', 'fibre', 'hwbb', 'mbb'] as const).map((serviceType) => ({
      name: upstreamPath('plans', { serviceType }),
      load: () => upstreams.plans(serviceType),
    })),
    { name: upstreamPath('defaultPlansNbn'), load: () => upstreams.defaultPlansNbn() },
    { name: upstreamPath('defaultFlipToFibrePlans'), load: () => upstreams.defaultFlipToFibrePlans() },
    ...START_UP_FLIP_QUERIES.map((query) => ({
      name: `${upstreamPath('flipToFibrePlans', { ...query })}?offerType=${query.offerType}`,
      load: () => upstreams.flipToFibrePlans(query),
    })),
  ];
  const counts = await Promise.all(
    catalogues.map(async ({ name, load }) => {
      try {
        return [name, (await load()).value.plans.length] as const;
      } catch (err) {
        logger.warn(
          { catalogue: name, err: err instanceof Error ? err.message : String(err) },
          'plan catalogue not checked at start-up (upstream unavailable); its plans are checked when first served',
        );
        return [name, null] as const;
      }
    }),
  );
  const checked = Object.fromEntries(counts.filter(([, plans]) => plans !== null));
  logger.info({ plansShown: checked }, 'plan catalogues checked at start-up');
}
