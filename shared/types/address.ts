// docs/product/address-check.md#sq-result: what the site makes of the upstream answers (their schemas: shared/schemas/upstream.ts).

/** docs/product/address-check.md#suggestions: the list entry holds address, locationId[] and name[]. */
export interface AddressListEntry {
  address: string;
  locationId: string[];
  name: string[];
}

export type FibreType = 'OptiComm' | 'Vision' | '';
export type QualifiedService = 'nbn' | 'fibre';

/** docs/product/address-check.md#sq-result sqResult. */
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
