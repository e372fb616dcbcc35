// docs/product/pricing.md#speed-descriptions "Plan speed to description": each catalogue speed maps to an 'ideal for' description.
// docs/product/pricing.md#speed-descriptions: an unknown speed is reported ('Unsupported plan speed') and the Fibre12 description is used.

/** docs/product/pricing.md#speed-descriptions unsupported plan speed (reported, not shown). */
export const UNSUPPORTED_PLAN_SPEED = 'Unsupported plan speed';

export const SPEED_DESCRIPTIONS: Readonly<Record<string, string>> = {
  nbn12: 'Ideal for 1–2 people who browse, email and stream music.',
  nbn25: 'Ideal for small households who stream in HD and browse on a few devices.',
  nbn50: 'Ideal for families who stream, game and video call at the same time.',
  nbn100: 'Ideal for busy homes streaming 4K on several screens and downloading big files.',
  'nbn 100/40': 'Ideal for creators and home offices who upload large files and video call all day.',
  nbn250: 'Ideal for large households with lots of devices, 4K streaming and fast downloads.',
  nbn500: 'Ideal for power users and gamers who want near-instant downloads.',
  nbn1000: 'Ideal for tech-packed homes that want the fastest speeds available.',
  Fibre8: 'Ideal for light users who browse, email and check social media.',
  Fibre12: 'Ideal for 1–2 people who browse, email and stream music.',
  Fibre25: 'Ideal for small households who stream in HD and browse on a few devices.',
  Fibre30: 'Ideal for couples who stream in HD and work from home.',
  Fibre50: 'Ideal for families who stream, game and video call at the same time.',
  'Fibre50-90': 'Ideal for growing families who stream on several screens at once.',
  Fibre100: 'Ideal for busy homes streaming 4K on several screens and downloading big files.',
  'Fibre 100/40': 'Ideal for creators and home offices who upload large files and video call all day.',
  Fibre250: 'Ideal for large households with lots of devices, 4K streaming and fast downloads.',
  Fibre500: 'Ideal for power users and gamers who want near-instant downloads.',
  Fibre1000: 'Ideal for tech-packed homes that want the fastest speeds available.',
  // Home wireless and mobile broadband catalogue keys (provider/catalogue/wireless-plans.ts).
  hwbb50: 'Ideal for renters and small households who want to plug in and go.',
  hwbb100: 'Ideal for families streaming and working from home without a phone line or technician.',
  hwbbMax: 'Ideal for busy homes that want the top speed the 5G network can give at their address.',
  mbb30: 'Ideal for light use on the go: email, browsing and the odd video call.',
  mbb100: 'Ideal for working from anywhere on a laptop or tablet.',
  mbb200: 'Ideal for travellers and remote workers who need plenty of data on the move.',
};

const FALLBACK_SPEED = 'Fibre12';

/** 'Ideal for' text of a plan speed; an unknown speed uses Fibre12's text and calls `report`. */
export function idealFor(speed: string, report?: (message: string) => void): string {
  if (Object.prototype.hasOwnProperty.call(SPEED_DESCRIPTIONS, speed)) return SPEED_DESCRIPTIONS[speed] as string;
  report?.(UNSUPPORTED_PLAN_SPEED);
  return SPEED_DESCRIPTIONS[FALLBACK_SPEED] as string;
}
