// A shared quote's text (docs/product/ordering-and-handoff.md#shared-quotes): the location id, the
// choices, the plan's figures when quoted and an agent's code, never anything personal. The server
// signs it (server/api/quotes/quote-signer.ts); the field layout is in docs/decisions/033-quotes-that-travel.md#decision.
import { base64url } from 'jose';
import { HANDOFF_SERVICE_TYPES, type HandoffServiceType } from './handoff-service-fields';
import { ANY_LOCATION_ID_PATTERN } from '../address/location-id';
import { MAX_AGENT_CODE_LENGTH } from '../agent/agent-claims';
import type { OfferType } from '../plans/offer-type';
import type { QuoteExtras } from '../../schemas/quote';

/** A quote link works for 14 days from when it was made. */
export const QUOTE_LIFETIME_S = 14 * 24 * 60 * 60;
/** A quote "made" in the future beyond this is not ours (clock skew between instances aside). */
export const QUOTE_CLOCK_SKEW_S = 60;

/** docs/product/ordering-and-handoff.md#shared-quotes: the terms the quote showed besides the price steps. */
export interface QuotedTerms {
  /** The CIS version's name (`standard-1a2b3c4d`): its offer is the quote's, so the digest is kept. */
  cisVersion: string;
  typicalEveningSpeed: number;
  uploadSpeed: number;
  /** GB a month; null for unlimited data. */
  allowanceGb: number | null;
  speedBoostDays: number;
  upfrontCost: number;
  monthlyCost: number;
}

/** The plan's own figures when quoted: what its price steps and fees were computed from. */
export interface QuotedPlanFigures {
  price: number;
  special: { planPrice: number; months: number } | null;
  freeFirstMonth: boolean;
  activationFee: number;
  /** Every other term shown; null for a v1 link, which kept the price figures only. */
  terms: QuotedTerms | null;
}

export interface Quote {
  /** Seconds since the epoch. */
  issuedAt: number;
  locationId: string;
  service: HandoffServiceType;
  planId: number;
  offerType: OfferType;
  extras: QuoteExtras;
  /** The nbn new development fee applied when quoted (an upfront figure of the quote). */
  newDev: boolean;
  quoted: QuotedPlanFigures;
  /** The agent who made the quote (docs/product/agents.md#quotes), or null for a visitor's. */
  agentCode: string | null;
}

const SERVICE_CODES: Record<HandoffServiceType, string> = { nbn: 'n', fibre: 'f', hwbb: 'h', mbb: 'm', flipToFibre: 'x' };
const OFFER_CODES: Record<OfferType, string> = { standard: 's', boost: 'b' };
const VOICE_CODES: Record<QuoteExtras['voice'], string> = { none: 'n', payg: 'p', unlimited: 'u' };
const TRANSFER_CODES = { none: '0', 50: '5', 100: '1' } as const;

const keyOf = <K extends string>(table: Record<K, string>, code: string): K | undefined =>
  (Object.keys(table) as K[]).find((key) => table[key] === code);

/** A whole payload is short: anything longer is not one of ours. */
export const MAX_QUOTE_PAYLOAD_LENGTH = 200;

const cents = (dollars: number): string => Math.round(dollars * 100).toString(36);
const fromCents = (text: string): number | null => (/^[0-9a-z]{1,7}$/.test(text) ? parseInt(text, 36) / 100 : null);
const bit = (value: boolean) => (value ? '1' : '0');

/** The UTF-8 text base64url holds, or null when it holds none. */
function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(base64url.decode(text));
  } catch {
    return null;
  }
}

/** The quote as the text the server signs. */
export function encodeQuotePayload(quote: Quote): string {
  const { extras, quoted } = quote;
  const choice = [
    SERVICE_CODES[quote.service],
    OFFER_CODES[quote.offerType],
    bit(extras.modem),
    bit(extras.modem && extras.extender),
    VOICE_CODES[extras.voice],
    bit(extras.homeSecure),
    TRANSFER_CODES[extras.transferPlan ?? 'none'],
    bit(quote.newDev),
  ].join('');
  const figures = [
    cents(quoted.price),
    quoted.special ? cents(quoted.special.planPrice) : '',
    quoted.special ? Math.floor(quoted.special.months).toString(36) : '',
    bit(quoted.freeFirstMonth),
    cents(quoted.activationFee),
  ].join('-');
  const fields = [quoted.terms ? '3' : '1', Math.floor(quote.issuedAt).toString(36), quote.locationId, choice, quote.planId.toString(36), figures];
  if (quoted.terms) fields.push(encodeTerms(quoted.terms));
  if (quote.agentCode !== null) fields.push(base64url.encode(quote.agentCode));
  return fields.join('.');
}

const whole36 = (value: number) => Math.max(0, Math.round(value)).toString(36);

function encodeTerms(terms: QuotedTerms): string {
  const digest = /-([0-9a-f]{8})$/.exec(terms.cisVersion)?.[1] ?? '00000000';
  return [
    digest,
    whole36(terms.typicalEveningSpeed),
    whole36(terms.uploadSpeed),
    terms.allowanceGb === null ? '' : whole36(terms.allowanceGb),
    whole36(terms.speedBoostDays),
    cents(terms.upfrontCost),
    cents(terms.monthlyCost),
  ].join('-');
}

// v2 wrote unlimited data as `u`, which is also 30 in base 36: a v2 `u` still reads as unlimited; v3 writes it empty.
function decodeTerms(text: string, offerType: OfferType, unlimited: string): QuotedTerms | null {
  const parts = text.split('-');
  if (parts.length !== 7) return null;
  const [digest = '', evening = '', upload = '', allowance = '', boost = '', upfrontText = '', monthlyText = ''] = parts;
  const small = (value: string) => (/^[0-9a-z]{1,4}$/.test(value) ? parseInt(value, 36) : null);
  const typicalEveningSpeed = small(evening);
  const uploadSpeed = small(upload);
  const speedBoostDays = small(boost);
  const allowanceGb = allowance === unlimited ? null : small(allowance);
  const upfrontCost = fromCents(upfrontText);
  const monthlyCost = fromCents(monthlyText);
  if (!/^[0-9a-f]{8}$/.test(digest) || typicalEveningSpeed === null || uploadSpeed === null || speedBoostDays === null) return null;
  if ((allowance !== unlimited && allowanceGb === null) || upfrontCost === null || monthlyCost === null) return null;
  return { cisVersion: `${offerType}-${digest}`, typicalEveningSpeed, uploadSpeed, allowanceGb, speedBoostDays, upfrontCost, monthlyCost };
}

const CHOICE_PATTERN = /^([nfhmx])([sb])([01])([01])([npu])([01])([051])([01])$/;

/** The quote a payload text describes, or null for any text this module did not write. */
export function decodeQuotePayload(text: string): Quote | null {
  if (text.length > MAX_QUOTE_PAYLOAD_LENGTH) return null;
  const fields = text.split('.');
  const version = fields[0];
  // v1 links, sent before the terms were kept, have none.
  const termsText = version !== '1' ? fields.splice(6, 1)[0] : undefined;
  if (fields.length !== 6 && fields.length !== 7) return null;
  const [, issued = '', locationId = '', choice = '', plan = '', figures = '', agent] = fields;
  if ((version !== '1' && version !== '2' && version !== '3') || !/^[0-9a-z]{1,8}$/.test(issued) || !/^[0-9a-z]{1,7}$/.test(plan)) return null;
  if (!ANY_LOCATION_ID_PATTERN.test(locationId)) return null;
  const match = CHOICE_PATTERN.exec(choice);
  if (!match) return null;
  const [, serviceCode = '', offerCode = '', modem, extender, voiceCode = '', homeSecure, transferCode, newDev] = match;
  const service = keyOf(SERVICE_CODES, serviceCode);
  const offerType = keyOf(OFFER_CODES, offerCode);
  const voice = keyOf(VOICE_CODES, voiceCode);
  if (!service || !HANDOFF_SERVICE_TYPES.includes(service) || !offerType || !voice) return null;
  const parts = figures.split('-');
  if (parts.length !== 5) return null;
  const [priceText = '', specialText = '', monthsText = '', freeText = '', activationText = ''] = parts;
  const price = fromCents(priceText);
  const activationFee = fromCents(activationText);
  if (price === null || activationFee === null || (freeText !== '0' && freeText !== '1')) return null;
  let special: QuotedPlanFigures['special'] = null;
  if (specialText !== '' || monthsText !== '') {
    const planPrice = fromCents(specialText);
    if (planPrice === null || !/^[0-9a-z]{1,2}$/.test(monthsText)) return null;
    special = { planPrice, months: parseInt(monthsText, 36) };
  }
  let agentCode: string | null = null;
  if (agent !== undefined) {
    agentCode = fromBase64Url(agent);
    if (agentCode === null || agentCode.trim() === '' || agentCode.length > MAX_AGENT_CODE_LENGTH) return null;
  }
  let terms: QuotedTerms | null = null;
  if (version !== '1') {
    terms = termsText === undefined ? null : decodeTerms(termsText, offerType, version === '2' ? 'u' : '');
    if (terms === null) return null;
  }
  const transferPlan = transferCode === '5' ? 50 : transferCode === '1' ? 100 : null;
  return {
    issuedAt: parseInt(issued, 36),
    locationId,
    service,
    planId: parseInt(plan, 36),
    offerType,
    extras: { modem: modem === '1', extender: extender === '1', voice, homeSecure: homeSecure === '1', transferPlan },
    newDev: newDev === '1',
    quoted: { price, special, freeFirstMonth: freeText === '1', activationFee, terms },
    agentCode,
  };
}

/** A quote is current for QUOTE_LIFETIME_S from when it was made; one "made" later than now is not ours. */
export function quoteAge(issuedAt: number, nowSeconds: number): 'current' | 'expired' | 'from_the_future' {
  if (issuedAt > nowSeconds + QUOTE_CLOCK_SKEW_S) return 'from_the_future';
  return nowSeconds - issuedAt > QUOTE_LIFETIME_S ? 'expired' : 'current';
}

/** When a quote made at `issuedAt` stops working, seconds since the epoch. */
export const quoteExpiresAt = (issuedAt: number): number => issuedAt + QUOTE_LIFETIME_S;
