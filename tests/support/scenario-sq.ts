// The sqResult each named scenario address (docs/product/address-check.md#scenario-addresses) gets, as
// the embedded address service answers it and the site maps it: for unit tests that walk every
// scenario without starting the service.
import { SCENARIO_PLACEMENTS, type ScenarioKey } from '../../provider/address/scenarios';

export type { ScenarioKey };
import type { LocationIdProvider } from '../../shared/domain/address/location-id';
import { serviceQualification } from '../../provider/address/service-qualification';
import { toSqResult } from '../../shared/domain/address/sq-result';
import type { SqResult } from '../../shared/types/address';

/** Every scenario that has an address (all but not-found), with its sqResult. */
export const SCENARIO_SQ: readonly { key: ScenarioKey; sq: SqResult }[] = SCENARIO_PLACEMENTS.map((placement) => {
  const asked = Object.entries(placement.locationIds).map(([provider, locationId]) => ({
    provider: provider as LocationIdProvider,
    locationId: locationId as string,
    premises: placement.premises,
  }));
  return { key: placement.key, sq: toSqResult(serviceQualification(asked)) };
});

export function scenarioSq(key: ScenarioKey): SqResult {
  const found = SCENARIO_SQ.find((entry) => entry.key === key);
  if (!found) throw new Error(`no sqResult for scenario ${key}`);
  return found.sq;
}
