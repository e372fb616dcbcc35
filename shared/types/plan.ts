// SPEC §3 Plan and Flip-to-Fibre plan.

/** Service types of SPEC §3. `mobile` is the SIM-plan catalogue; the others are broadband. */
export type ServiceType = 'nbn' | 'fibre' | 'hwbb' | 'mobile' | 'mbb' | 'flipToFibre';

/** Broadband catalogues served by `/api/plans/:serviceType` (DESIGN §4). */
export type BroadbandCatalogue = 'nbn' | 'fibre' | 'hwbb' | 'mbb';

export interface PlanSpecial {
  /** Monthly price (GST inclusive) during the special. */
  planPrice: number;
  /** How long the special lasts, as shown: e.g. 'for the first 6 months'. */
  duration: string;
  /** Number of months the special lasts (used by the savings rule, SPEC §9.2). */
  months: number;
}

export interface Plan {
  id: number;
  serviceType: BroadbandCatalogue | 'flipToFibre';
  planTitle: string;
  planHeading: string;
  /** Catalogue speed key, e.g. 'nbn50', 'nbn 100/40', 'Fibre12' (SPEC §3). */
  planSpeed: string;
  /** 'down/up' text, nbn plans starting 'nbn ' (SPEC §3). */
  planFullSpeed: string;
  planDownloadSpeed: number;
  planUploadSpeed: number;
  /** Typical evening (7–11 pm) download speed in Mbps. */
  typicalEveningSpeed: number;
  /** Monthly data allowance in GB; null for unlimited data (issue 11: mobile broadband has allowances). */
  dataAllowanceGb: number | null;
  /** Monthly price in AUD, GST inclusive. */
  price: number;
  priceNotes: string;
  speedboost: boolean;
  flipOnly: boolean;
  /** A free first month applies (SPEC §9.2 badge). */
  firstMonthFree: boolean;
  special: PlanSpecial | null;
  /** Critical Information Summary. */
  cisLink: string;
}

export interface FlipToFibrePlan extends Plan {
  serviceType: 'flipToFibre';
  activationFee: number;
}

export interface MobilePlan {
  id: number;
  name: string;
  /** Monthly data allowance in GB. */
  dataGb: number;
  price: number;
  inclusions: string[];
  supplier: string;
  brand: string;
  productType: 'Mobile';
  cisLink: string;
}

/** SPEC §3 Hardware. */
export interface HardwareItem {
  itemId: string;
  type: 'modem' | 'extender';
  title: string;
  features: string[];
  price: number;
  freeShipping: boolean;
}
