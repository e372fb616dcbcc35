// The catalogue checks on every plans answer served: a failing plan left out, logged once per plan and reason.
import { checkCatalogue, type PlanDefect } from '../../shared/domain/plans/catalogue-check';
import { planSchema, type Plan } from '../../shared/schemas/plan';
import type { CatalogueAnswer, PlansAnswer } from '../../shared/schemas/upstream';
import type { WarnLogger } from '../observability/unknown-ready-status';

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

/** The answer without the plans that fail the checks or the Plan contract (each reported): only what was checked is served. */
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
