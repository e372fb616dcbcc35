// The CIS version a plan page shows for a Flip to Fibre plan at an nbn location, found as the page
// finds it (shared/domain/flip/flip-plan-source.ts, offer.ts): the address's qualification and the
// configured campaign choose the catalogue and its offer, and the version is that catalogue's plan's. Tests that
// post a hand-off by hand send it, as the order summary does.
import { flipPlanSource } from '../../shared/domain/flip/flip-plan-source';
import { cisVersion } from '../../shared/domain/plans/offer';
import { mapServiceQualification } from '../../shared/domain/address/sq-result';
import { unconnectedCampaign } from '../../shared/domain/address/sq-values';
import { apiPath } from '../../shared/routes/api-paths';
import type { Plan } from '../../shared/schemas/plan';

/** Reads a site API path's JSON (a fetch against a running site, or supertest against an app). */
export type ReadSiteJson = (path: string) => Promise<unknown>;

export async function flipCisVersion(read: ReadSiteJson, nbnLocationId: string, planId: number): Promise<string> {
  const { sqResult } = mapServiceQualification(await read(apiPath('serviceQualification', undefined, { nbn: nbnLocationId })));
  const source = flipPlanSource(sqResult, unconnectedCampaign(await read(apiPath('configuration'))));
  const path =
    source.kind === 'default'
      ? apiPath('defaultFlipToFibrePlans')
      : apiPath(
          'flipToFibrePlans',
          { nbnRegion: source.nbnRegion, nbnServiceClass: source.nbnServiceClass, maxSpeed: source.maxSpeed },
          { offerType: source.offerType },
        );
  const { plans } = (await read(path)) as { plans: Plan[] };
  const plan = plans.find((candidate) => candidate.id === planId);
  if (!plan) throw new Error(`plan ${planId} is not offered at ${nbnLocationId} (${path})`);
  return cisVersion(plan, source.offerType);
}
