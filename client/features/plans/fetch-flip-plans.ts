// The Flip to Fibre plans for a checked address (docs/product/pricing.md#plan-sources): the campaign
// from the configuration, then the plans of the path it gives. Loaded by use-flip-plans.ts on the first
// address check that offers the upgrade, so the page's first load does not carry it.
import type { ConfigurationAnswer, PlansAnswer } from '../../../shared/schemas/upstream';
import type { Plan } from '../../../shared/schemas/plan';
import { apiFetch } from '../../lib/api-fetch';
import {
  CONFIGURATION_PATH,
  DEFAULT_FLIP_PLANS_PATH,
  flipPlansPath,
  unconnectedCampaign,
} from './flip-plans-request';
import type { UnconnectedServiceType } from './flip-plans-key';

export interface FlipPlansFetch {
  sq: Parameters<typeof flipPlansPath>[0];
  offerType: UnconnectedServiceType;
  /** The campaign, shared by later address checks (not tied to one call's signal). */
  campaign: { current: Promise<string | undefined> | null };
  signal: AbortSignal;
  /** The default plans the page already has ([] for none). */
  defaultPlans: Plan[];
}

/** The address's plans (the page's default plans, when the address gets those and the page has them). */
export async function fetchFlipPlans({ sq, offerType, campaign, signal, defaultPlans }: FlipPlansFetch): Promise<Plan[]> {
  campaign.current ??= apiFetch<ConfigurationAnswer>(CONFIGURATION_PATH, { contentDelay: true }).then(unconnectedCampaign, (error: unknown) => {
    campaign.current = null;
    throw error;
  });
  const path = flipPlansPath(sq, await campaign.current, offerType);
  if (path === DEFAULT_FLIP_PLANS_PATH && defaultPlans.length > 0) return defaultPlans;
  const answer = await apiFetch<PlansAnswer>(path, { signal, contentDelay: true });
  return answer.plans ?? [];
}
