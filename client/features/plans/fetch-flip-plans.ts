// The Flip to Fibre plans for a checked address (docs/product/pricing.md#plan-sources); loaded with the first
// address check that offers the upgrade, not with the page.
import type { ConfigurationAnswer, PlansAnswer } from '../../../shared/schemas/upstream';
import type { Plan } from '../../../shared/schemas/plan';
import { apiFetch } from '../../lib/api-fetch';
import type { OfferType } from '../../../shared/domain/plans/offer-type';
import { flipPageService, type FlipPageService } from '../../../shared/domain/address/service-status';
import { apiPath } from '../../../shared/routes/api-paths';
import type { StatusSq } from '../../../shared/domain/address/service-status';
import { CONFIGURATION_PATH, DEFAULT_FLIP_PLANS_PATH, flipPlansRequest, unconnectedCampaign } from './flip-plans-request';

export interface FlipPlansFetch {
  sq: (Parameters<typeof flipPlansRequest>[0] & StatusSq) | null | undefined;
  /** The campaign, shared by later address checks (not tied to one call's signal). */
  campaign: { current: Promise<string | undefined> | null };
  signal: AbortSignal;
  /** The default plans the page already has ([] for none). */
  defaultPlans: Plan[];
}

/** The address's plans (the page's default plans, when the address gets those and the page has them), and their offer. */
export async function fetchFlipPlans({
  sq,
  campaign,
  signal,
  defaultPlans,
}: FlipPlansFetch): Promise<{ plans: Plan[]; offerType: OfferType; service: FlipPageService }> {
  // docs/product/address-check.md#fibre-networks-on-the-flip-page
  if (flipPageService(sq) === 'fibre') {
    const answer = await apiFetch<PlansAnswer>(apiPath('plans', { serviceType: 'fibre' }), { signal, contentDelay: true });
    return { plans: answer.plans ?? [], offerType: 'standard', service: 'fibre' };
  }
  campaign.current ??= apiFetch<ConfigurationAnswer>(CONFIGURATION_PATH, { contentDelay: true }).then(unconnectedCampaign, (error: unknown) => {
    campaign.current = null;
    throw error;
  });
  const request = flipPlansRequest(sq, await campaign.current);
  if (request.path === DEFAULT_FLIP_PLANS_PATH && defaultPlans.length > 0) return { plans: defaultPlans, offerType: request.offerType, service: 'flipToFibre' };
  const answer = await apiFetch<PlansAnswer>(request.path, { signal, contentDelay: true });
  return { plans: answer.plans ?? [], offerType: request.offerType, service: 'flipToFibre' };
}
