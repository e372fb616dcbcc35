// docs/product/address-check.md#sq-result "Service qualification result (sqResult)" and docs/product/frame.md#upstream-services service-qualification answer.
// The upstream answer is outside our control, so this mapping reads it defensively: any field that is
// missing, null or of the wrong type falls back to an empty value, and the function never throws.
import type { ServiceQualificationAnswer } from '../../schemas/upstream';
import type { FibreType, QualifiedService, SqResult } from '../../types/address';
import { readNbnReadyStatus } from './nbn-ready-status';
import { normaliseCampaigns, normaliseCategories, normaliseSpeed } from './sq-values';

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Numbers may arrive as numeric strings ("13"); anything else is 0. */
const numberOrZero = (value: unknown): number => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
};

const flag = (value: unknown): boolean => value === true || value === 'true';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Safe own-property read: never touches getters on prototypes or throws on odd objects. */
const field = (record: UnknownRecord | undefined, key: string): unknown =>
  record !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/** docs/product/address-check.md#sq-call: "with more than one provider, the 'nbn' summary is used" (else the only one). */
function chooseSummary(summaries: [string, UnknownRecord][]): UnknownRecord | undefined {
  if (summaries.length === 0) return undefined;
  if (summaries.length > 1) {
    const nbn = summaries.find(([name]) => name === 'nbn');
    if (nbn) return nbn[1];
  }
  return summaries[0]?.[1];
}

/** docs/product/address-check.md#sq-result: 'OptiComm' if the provider list has the first fibre operator, 'Vision' if the second. */
function fibreTypeOf(providers: string[]): FibreType {
  if (providers.includes('opticomm')) return 'OptiComm';
  if (providers.includes('vision')) return 'Vision';
  return '';
}

/** docs/product/ordering-and-handoff.md#flip-to-fibre-page services: 'nbn' for an nbn provider, 'fibre' for a fibre network operator. */
function servicesOf(providers: string[]): QualifiedService[] {
  const services: QualifiedService[] = [];
  if (providers.includes('nbn')) services.push('nbn');
  if (providers.includes('opticomm') || providers.includes('vision')) services.push('fibre');
  return services;
}

/** The summary the site reads (chooseSummary), its providers, and the upgrade's details when nbn sent any. */
function summaryOf(root: UnknownRecord) {
  const sqSummary = field(root, 'sqSummary');
  const summaries: [string, UnknownRecord][] = isRecord(sqSummary)
    ? Object.keys(sqSummary)
        .map((name): [string, unknown] => [name.toLowerCase(), sqSummary[name]])
        .filter((entry): entry is [string, UnknownRecord] => isRecord(entry[1]))
    : [];
  const summary = chooseSummary(summaries);
  const altDetails = field(summary, 'alternativeTechnologyDetails');
  return { providers: summaries.map(([name]) => name), summary, alternative: isRecord(altDetails) ? altDetails : undefined };
}

/** The upgrade's readyStatus read (docs/architecture.md#contracts: nbn's own statuses); null details mean no upgrade at all (nothing to read). */
function upgradeReadiness(alternative: UnknownRecord | undefined) {
  const readyStatus = alternative ? field(alternative, 'readyStatus') : undefined;
  const readiness = alternative ? readNbnReadyStatus(readyStatus) : { ready: false, unknown: false };
  return {
    ready: readiness.ready,
    /** The readyStatus when it is none nbn is known to send (read as not ready), else null. */
    unknownReadyStatus: readiness.unknown
      ? typeof readyStatus === 'string'
        ? readyStatus
        : `(${readyStatus === undefined ? 'missing' : typeof readyStatus})`
      : null,
  };
}

/** What mapServiceQualification says of the upgrade's readyStatus, without the rest of the mapping: the SQ proxy logs it and passes the answer on. */
export function unknownReadyStatusOf(response: ServiceQualificationAnswer | unknown): string | null {
  return upgradeReadiness(summaryOf(isRecord(response) ? response : {}).alternative).unknownReadyStatus;
}

/**
 * Maps whatever the upstream sent to the sqResult the site stores (docs/product/address-check.md#sq-result), and says whether
 * the upgrade's readiness status was one we do not know (the server logs it; shared/ cannot).
 */
export function mapServiceQualification(response: ServiceQualificationAnswer | unknown) {
  const root = isRecord(response) ? response : {};
  const { providers, summary, alternative } = summaryOf(root);
  const readiness = upgradeReadiness(alternative);
  const fibreType = fibreTypeOf(providers);
  const priority = strings(field(root, 'priority'))[0] ?? '';

  const sqResult: SqResult = {
    nbnServiceClass: numberOrZero(field(summary, 'serviceClass')),
    nbnNewDev: flag(field(summary, 'newDevelopmentsChargeApplies')),
    // docs/product/address-check.md#sq-result: "short technology code, else technology".
    nbnType: nonEmptyText(field(summary, 'technologyShortCode')) ?? text(field(summary, 'technology')),
    fibreType,
    hasFibre: fibreType !== '',
    nbnRegion: 'metro',
    locId: text(field(summary, 'locationId')),
    // ADR 011: every ready status is stored as 'Ready'; planned work and unknown statuses are false.
    flipReady: readiness.ready ? 'Ready' : false,
    flipDate: text(field(alternative, 'readyDate')),
    nbnReadyDate: text(field(summary, 'readyDate')),
    // Normalised once here (sq-values.ts): whole Mbps, lower-case trimmed campaign codes.
    maxSpeed: normaliseSpeed(field(summary, 'maximumDownloadSpeed')),
    earliestChangeoverDate: null,
    completedDate: null,
    services: servicesOf(providers),
    additionalServices: [],
    categories: normaliseCategories(strings(field(root, 'availablePlanCategories'))),
    // docs/product/address-check.md#sq-result: "first priority; 'uniti' becomes 'fibre'".
    priority: priority.toLowerCase() === 'uniti' ? 'fibre' : priority,
    activeService: flag(field(summary, 'activeService')),
    campaigns: normaliseCampaigns(strings(field(summary, 'campaigns'))),
  };
  return { sqResult, unknownReadyStatus: readiness.unknownReadyStatus };
}

/** The sqResult alone (docs/product/address-check.md#sq-result), for callers that do not log. */
export function toSqResult(response: ServiceQualificationAnswer | unknown): SqResult {
  return mapServiceQualification(response).sqResult;
}
