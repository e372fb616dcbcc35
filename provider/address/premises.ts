// The service facts of one premises (docs/architecture.md#contracts), readable; the book stores them packed (address-columns.ts).
import { LOCATION_ID_PROVIDER_NAMES } from '../../shared/domain/address/location-id';

/** nbn access technologies, with the short code the SQ answer carries (docs/product/pricing.md#service-types nbnType). */
export const TECHNOLOGIES = [
  { code: 'FTTP', name: 'Fibre to the Premises' },
  { code: 'FTTN', name: 'Fibre to the Node' },
  { code: 'FTTC', name: 'Fibre to the Curb' },
  { code: 'FTTB', name: 'Fibre to the Building' },
  { code: 'HFC', name: 'Hybrid Fibre Coaxial' },
  { code: 'FW', name: 'Fixed Wireless' },
  { code: 'SAT', name: 'Satellite' },
] as const;

export type TechnologyCode = (typeof TECHNOLOGIES)[number]['code'];
export const TECHNOLOGY_INDEX = Object.fromEntries(TECHNOLOGIES.map((t, index) => [t.code, index])) as Record<TechnologyCode, number>;

/** Provider names as the address search answers them (docs/architecture.md#contracts providers[].name). */
export const PROVIDER_NAMES = { ...LOCATION_ID_PROVIDER_NAMES, wholesale: 'TelstraWholesale' };

/** docs/product/pricing.md#plan-sources promo campaign code carried by a share of flip-eligible addresses. */
export const UNCONNECTED_CAMPAIGN = 'UNCONNECTED-H2-FY25';

/** nbn's upgrade statuses (docs/architecture.md#contracts); 'Pending Assessment' stands for one the site does not know (ADR 011). */
export const FLIP_READY_STATUSES = [
  'Ready',
  'Eligible To Order',
  'Not Ready',
  'In Design',
  'Planned',
  'Committed',
  'Pending Assessment',
] as const;
export type FlipReadyStatus = (typeof FLIP_READY_STATUSES)[number];

/** docs/product/address-check.md#flip-availability (ADR 002, 011): null, no upgrade; a ready status without a date, by request only. */
export interface FlipStatus {
  readyStatus: FlipReadyStatus;
  readyDate: string | null;
}

export interface Premises {
  /** nbn technology; meaningful only when `nbn` is true. */
  technology: TechnologyCode;
  /** nbn service class; 0 = not yet serviceable. */
  serviceClass: number;
  nbn: boolean;
  fibre: 'OptiComm' | 'Vision' | null;
  /** A wholesale carrier also lists the address (removed by `excludeProviders`). */
  wholesale: boolean;
  newDevelopment: boolean;
  activeService: boolean;
  /** Found only by `source=api`, not by the footprint search (docs/product/address-check.md#search-retry retry). */
  apiOnly: boolean;
  campaigns: string[];
  flip: FlipStatus | null;
  /** nbn ready-for-service date, YYYY-MM-DD, or null. */
  readyDate: string | null;
  maximumDownloadSpeed: number;
  /** 5G home wireless and mobile broadband coverage. */
  homeWireless: boolean;
  mobileBroadband: boolean;
}
