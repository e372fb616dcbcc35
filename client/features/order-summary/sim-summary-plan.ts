// The chosen SIM plan as the SIM summary and its lazily loaded details read it.
import type { SimPlanFigures } from '../../../shared/domain/mobile/sim-offer';
import type { MobilePlan } from '../../../shared/schemas/plan';

export type SimSummaryPlan = SimPlanFigures & Pick<MobilePlan, 'name'>;
