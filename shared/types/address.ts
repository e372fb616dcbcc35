// SPEC §3 Address suggestion and service qualification; DESIGN §4 upstream shapes.

export interface AddressProvider {
  locationId: string;
  name: string;
}

/** One answer row of `GET /v2/address` (DESIGN §4). */
export interface AddressSuggestion {
  formattedAddress: string;
  providers: AddressProvider[];
}

/** SPEC §3: the list entry holds address, locationId[] and name[]. */
export interface AddressListEntry {
  address: string;
  locationId: string[];
  name: string[];
}

export interface AlternativeTechnologyDetails {
  readyStatus: string;
  readyDate: string | null;
}

/** One provider's summary inside `sqSummary` (DESIGN §4). */
export interface ProviderSqSummary {
  serviceClass: number;
  newDevelopmentsChargeApplies: boolean;
  technologyShortCode: string | null;
  technology: string;
  locationId: string;
  alternativeTechnologyDetails: AlternativeTechnologyDetails | null;
  readyDate: string | null;
  maximumDownloadSpeed: number;
  activeService: boolean;
  campaigns: string[];
}

/** `GET /v2/service-qualification` answer (DESIGN §4). */
export interface ServiceQualificationResponse {
  sqSummary: Record<string, ProviderSqSummary>;
  availablePlanCategories: string[];
  priority: string[];
}

export type FibreType = 'OptiComm' | 'Vision' | '';
export type QualifiedService = 'nbn' | 'fibre';

/** SPEC §3 sqResult. */
export interface SqResult {
  nbnServiceClass: number;
  nbnNewDev: boolean;
  nbnType: string;
  fibreType: FibreType;
  hasFibre: boolean;
  nbnRegion: 'metro';
  locId: string;
  flipReady: string | false;
  flipDate: string;
  nbnReadyDate: string;
  maxSpeed: number;
  earliestChangeoverDate: null;
  completedDate: null;
  services: QualifiedService[];
  additionalServices: string[];
  categories: string[];
  priority: string;
  activeService: boolean;
  campaigns: string[];
}
