// Schemas for every input of the site's own API (docs/architecture.md#contracts, docs/architecture.md#reliability-and-security): path params, query strings and
// bodies. Anything that fails them gets a 400 and never reaches an upstream; anything they do not
// name is dropped, so no unknown field is ever forwarded.
import { z } from 'zod';
import { OFFER_TYPES } from '../domain/plans/offer-type';
import { LIMITS } from '../domain/site/frame';
import { anyLocationId, locationIdOf } from './location-id';
import { BROADBAND_CATALOGUES } from './plan';
import { plainText } from './plain-text';

const MAX_ADDRESS_QUERY = 200;

/** A short identifier-like segment (content names, regions). */
const slug = z.string().min(1).max(64).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, - or _');

const digits = (max: number) =>
  z.string().regex(/^\d{1,6}$/, 'must be a whole number').transform(Number).pipe(z.number().int().min(0).max(max));

export const contentParamsSchema = z.object({ section: slug, page: slug });

/** docs/product/pricing.md#plan-sources getFlipToFibrePlans/{nbnRegion}/{nbnServiceClass}/{maxSpeed}?offerType= */
export const flipPlansParamsSchema = z.object({
  nbnRegion: z.string().regex(/^[a-z]{1,20}$/, 'must be a region name such as metro'),
  nbnServiceClass: digits(99),
  maxSpeed: digits(100_000),
});
/** docs/product/pricing.md#plan-sources names offerType both ways ('standard', 'unconnected-standard'): either, in any case, forwarded as 'standard' or 'boost'. */
export const flipPlansQuerySchema = z.object({
  offerType: z
    .string()
    .transform((text) => text.trim().toLowerCase().replace(/^unconnected-/, ''))
    .pipe(z.enum(OFFER_TYPES))
    .optional(),
});

export const plansParamsSchema = z.object({ serviceType: z.enum(BROADBAND_CATALOGUES) });

export const ADDRESS_SOURCES = ['footprint', 'api'] as const;

/** docs/product/content.md#country-search: a search needs more than 4 characters; the first attempt uses 'footprint'. */
export const addressSearchQuerySchema = z.object({
  fullText: z
    .string()
    .trim()
    .min(LIMITS.addressMinLengthExclusive + 1, 'must be longer than 4 characters')
    .max(MAX_ADDRESS_QUERY)
    // Control characters have no place in an address and could confuse upstream logs.
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters'),
  source: z.enum(ADDRESS_SOURCES).default('footprint'),
});

export const locationIdParamsSchema = z.object({ locId: anyLocationId });

/** docs/product/address-check.md#sq-call: a map of lower-cased provider name to location id; at least one. */
export const serviceQualificationQuerySchema = z
  .object({
    nbn: locationIdOf('nbn').optional(),
    opticomm: locationIdOf('opticomm').optional(),
    vision: locationIdOf('vision').optional(),
  })
  .refine((ids) => Boolean(ids.nbn ?? ids.opticomm ?? ids.vision), 'needs at least one location id');

/** A same-site path: starts with one '/', not '//' or '/\' (which browsers treat as another host). */
export const sameSitePath = z.string().max(2000).regex(/^\/(?![/\\])[^\s]*$/, 'must be a path on this site');

/** An http(s) URL, checked as the server's config checks its own (zod's URL check); the edge's upstream bindings too. */
export const absoluteUrl = z.url({ protocol: /^https?$/, message: 'must be a URL' }).max(2000);

/** docs/product/address-check.md#hard-to-find-address 'no address found' report. The handler also checks an absolute pageUrl is this site. */
export const eventBodySchema = z.strictObject({
  description: z.string().overwrite(plainText).min(1).max(200),
  eventType: z.literal('USER'),
  event: z.strictObject({
    pageUrl: z.union([sameSitePath, absoluteUrl]),
    addressQuery: z.string().overwrite(plainText).max(MAX_ADDRESS_QUERY),
  }),
});

/** Largest accepted event body, in bytes. */
export const EVENT_BODY_MAX_BYTES = 4096;

export type EventBody = z.infer<typeof eventBodySchema>;
/** What the site posts to the events service: the address-not-found report and contact messages. */
export const upstreamEventSchema = z.object({
  description: z.string().min(1),
  eventType: z.literal('USER'),
  event: z.record(z.string(), z.unknown()),
});
export type UpstreamEvent = z.infer<typeof upstreamEventSchema>;
export type AddressSource = (typeof ADDRESS_SOURCES)[number];
