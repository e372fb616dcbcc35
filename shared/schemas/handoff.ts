// The order form posted to `POST /api/order/handoff` (docs/architecture.md#contracts): choices only, the server prices and
// qualifies (docs/product/ordering-and-handoff.md#agent-fields, docs/product/ordering-and-handoff.md#hand-off-fields).
import { z } from 'zod';
import { HANDOFF_SERVICE_TYPES, SIM_SERVICE_TYPE } from '../domain/ordering/handoff-service-fields';
import { OFFER_TYPES } from '../domain/plans/offer-type';
import { locationIdOf } from './location-id';

const bit = z.enum(['0', '1']);
const trackingId = z.string().trim().max(200).regex(/^[\w.:~-]*$/, 'has characters that are not allowed');

/** Field names as posted by the order summary form (form-urlencoded). */
export const handoffFormSchema = z.strictObject({
  service_type: z.enum(HANDOFF_SERVICE_TYPES),
  plan_id: z.string().regex(/^\d{1,9}$/, 'must be a plan id'),
  /** The offer the plan was shown in (Flip to Fibre: standard or boost; every other service standard). */
  offer_type: z.enum(OFFER_TYPES).default('standard'),
  /** The version of the plan's Critical Information Summary the page showed (shared/domain/plans/offer.ts). */
  cis_version: z.string().regex(/^[a-z]{1,10}-[0-9a-f]{8}$/, 'must be a CIS version'),
  modem: bit,
  extender: z.enum(['0', '1']),
  voip: z.enum(['none', 'payg', 'unlimited']),
  home_secure: bit,
  /** Flip to Fibre transfer (interim) plan, docs/product/ordering-and-handoff.md#extras-step Extras. */
  transfer_plan: z.enum(['50', '100']).optional(),
  /** The address as the page showed it: checked against the address service's own text, never sent on. */
  sq_address: z.string().trim().min(5).max(300),
  location_nbn: locationIdOf('nbn').optional(),
  location_opticomm: locationIdOf('opticomm').optional(),
  location_vision: locationIdOf('vision').optional(),
  fdclid: trackingId.optional(),
  fdclid_ts: z.string().regex(/^\d{1,15}$/).optional(),
  utm_source: trackingId.optional(),
  conversation_id: trackingId.optional(),
  /** docs/product/agents.md#agent-mode: added to order forms in agent mode; verified on the server. */
  'agent-token': z.string().max(4096).optional(),
  /** docs/product/ordering-and-handoff.md#shared-quotes: the quote the order was made from; an agent's quote credits its agent. */
  quote: z.string().max(400).optional(),
});

export type HandoffForm = z.infer<typeof handoffFormSchema>;

/** A mobile SIM order (docs/product/ordering-and-handoff.md#mobile-sim-orders, ADR 034): no address, location or extras. */
export const simHandoffFormSchema = handoffFormSchema
  .pick({ plan_id: true, cis_version: true, fdclid: true, fdclid_ts: true, utm_source: true, conversation_id: true, 'agent-token': true })
  .extend({
    service_type: z.literal(SIM_SERVICE_TYPE),
    /** SIM plans have one offer. */
    offer_type: z.literal('standard').default('standard'),
  });

export type SimHandoffForm = z.infer<typeof simHandoffFormSchema>;
