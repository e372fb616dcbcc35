// docs/architecture.md#contracts `GET /v2/service-qualification`: a summary per provider asked, the categories and priority.
import type { LocationIdProvider } from '../../shared/domain/address/location-id';
import type { ProviderSqSummary, ServiceQualificationAnswer } from '../../shared/schemas/upstream';
import { TECHNOLOGIES } from './premises';
import type { Premises } from './premises';

/** nbn's view of the premises. Class 0 (not yet serviceable) carries no short code. */
export function nbnSummary(premises: Premises, locationId: string): ProviderSqSummary {
  const technology = TECHNOLOGIES.find((t) => t.code === premises.technology) ?? TECHNOLOGIES[0];
  return {
    serviceClass: premises.serviceClass,
    newDevelopmentsChargeApplies: premises.newDevelopment,
    technologyShortCode: premises.serviceClass === 0 ? null : technology.code,
    technology: technology.name,
    locationId,
    alternativeTechnologyDetails: premises.flip ? { ...premises.flip } : null,
    readyDate: premises.readyDate,
    maximumDownloadSpeed: premises.maximumDownloadSpeed,
    activeService: premises.activeService,
    campaigns: [...premises.campaigns],
  };
}

/** A fibre network operator's view: its own fibre, with the FTTP service classes (3 connected, 2 ready). */
export function fibreSummary(premises: Premises, locationId: string): ProviderSqSummary {
  return {
    serviceClass: premises.activeService ? 3 : 2,
    newDevelopmentsChargeApplies: false,
    technologyShortCode: 'FTTP',
    technology: 'Fibre to the Premises',
    locationId,
    alternativeTechnologyDetails: null,
    readyDate: premises.readyDate,
    maximumDownloadSpeed: 1000,
    activeService: premises.activeService,
    campaigns: [],
  };
}

/** 'nbn' when nbn serves it, 'fibre' for OptiComm/Vision, 'hwbb' with 5G cover, 'mbb' with mobile cover. */
export function availablePlanCategories(premises: Premises): string[] {
  const categories: string[] = [];
  if (premises.nbn && premises.serviceClass > 0) categories.push('nbn');
  if (premises.fibre) categories.push('fibre');
  if (premises.homeWireless) categories.push('hwbb');
  if (premises.mobileBroadband) categories.push('mbb');
  return categories;
}

/** The fibre operator first (OptiComm answers as its retail name 'uniti'), then nbn. */
export function providerPriority(premises: Premises): string[] {
  const priority: string[] = [];
  if (premises.fibre === 'OptiComm') priority.push('uniti');
  if (premises.fibre === 'Vision') priority.push('vision');
  if (premises.nbn) priority.push('nbn');
  return priority;
}

export function serviceQualification(
  asked: { provider: LocationIdProvider; locationId: string; premises: Premises }[],
): ServiceQualificationAnswer {
  const sqSummary: Record<string, ProviderSqSummary> = {};
  for (const { provider, locationId, premises } of asked) {
    sqSummary[provider] = provider === 'nbn' ? nbnSummary(premises, locationId) : fibreSummary(premises, locationId);
  }
  const primary = (asked.find((entry) => entry.provider === 'nbn') ?? asked[0])?.premises;
  return {
    sqSummary,
    availablePlanCategories: primary ? availablePlanCategories(primary) : [],
    priority: primary ? providerPriority(primary) : [],
  };
}
