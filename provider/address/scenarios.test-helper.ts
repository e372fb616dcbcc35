// A scenario address by its key, for the tests that type one into the address check.
import { SCENARIO_ADDRESSES, type ScenarioAddress, type ScenarioKey } from './scenarios';

export function scenarioAddress(key: ScenarioKey): ScenarioAddress {
  const scenario = SCENARIO_ADDRESSES.find((candidate) => candidate.key === key);
  if (!scenario) throw new Error(`unknown scenario ${key}`);
  return scenario;
}
