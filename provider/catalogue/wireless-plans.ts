// Home wireless and mobile broadband catalogues (docs/product/pricing.md#service-types); pages disabled: docs/product/frame.md#body-classes.
import type { Plan } from '../../shared/schemas/plan';
import { broadbandPlan } from './plan-defaults';

/** A 5G home wireless plan: `tier` names it ('Fast': '5G Home Wireless Fast', key 'hwbb100'). */
const homeWireless = (id: number, tier: 'Standard' | 'Fast' | 'Max', key: string, speed: [number, number], typicalEveningSpeed: number, price: number): Plan =>
  broadbandPlan({
    id,
    serviceType: 'hwbb',
    planTitle: `5G Home Wireless ${tier}`,
    planHeading: tier === 'Standard' ? 'Unlimited 5G Home Wireless' : `Unlimited 5G Home Wireless ${tier}`,
    planSpeed: `hwbb${key}`,
    planFullSpeed: speed.join('/'),
    planDownloadSpeed: speed[0],
    planUploadSpeed: speed[1],
    typicalEveningSpeed,
    price,
    // The first month free is the entry plan's offer only.
    firstMonthFree: tier === 'Standard',
    cisLink: `/cis/home-wireless-${key.toLowerCase()}.pdf`,
  });

export const HOME_WIRELESS_PLANS: readonly Plan[] = [
  homeWireless(10801, 'Standard', '50', [50, 10], 50, 64.95),
  homeWireless(10802, 'Fast', '100', [100, 20], 100, 74.95),
  homeWireless(10803, 'Max', 'Max', [250, 35], 180, 89.95),
];

/** A mobile broadband plan: named by its monthly data allowance, on the same 100/20 network speeds. */
const mobileBroadband = (id: number, dataAllowanceGb: number, price: number): Plan =>
  broadbandPlan({
    id,
    serviceType: 'mbb',
    planTitle: `Mobile Broadband ${dataAllowanceGb}GB`,
    planHeading: `${dataAllowanceGb}GB mobile broadband data`,
    planSpeed: `mbb${dataAllowanceGb}`,
    planFullSpeed: '100/20',
    planDownloadSpeed: 100,
    planUploadSpeed: 20,
    typicalEveningSpeed: 40,
    price,
    dataAllowanceGb,
    cisLink: `/cis/mobile-broadband-${dataAllowanceGb}gb.pdf`,
  });

export const MOBILE_BROADBAND_PLANS: readonly Plan[] = [mobileBroadband(10901, 30, 25), mobileBroadband(10902, 100, 39), mobileBroadband(10903, 200, 55)];
