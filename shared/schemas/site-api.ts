// The site API's own answer shapes (docs/architecture.md#contracts; the rest are upstream.ts's), in zod/mini for the browser.
import { z } from 'zod/mini';
import { CONTACT_REFERENCE_PATTERN } from '../domain/contact/references';

const nonEmpty = z.string().check(z.minLength(1));

/** `POST /api/agent/session`: what the browser keeps (docs/product/agents.md#agent-session), for a verified token only (docs/architecture.md#reliability-and-security). */
export const agentSessionSchema = z.object({
  agentUsername: nonEmpty,
  /** The agent's whole name, for the agent bar (docs/product/agents.md#agent-bar). */
  agentName: nonEmpty,
  agentCode: nonEmpty,
  /** Seconds since the epoch. */
  expiry: z.number(),
  orderFormToken: nonEmpty,
});
export type AgentSession = z.infer<typeof agentSessionSchema>;

/** Every failed answer: `{ error: { code, message } }`; the contact form adds its field messages. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The field messages as one list, in form order. */
    messages: z.optional(z.array(z.string())),
    /** The field messages by field name. */
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** `POST /api/events`: the report was taken (202). */
export const eventAcceptedSchema = z.object({ accepted: z.literal(true) });
export type EventAccepted = z.infer<typeof eventAcceptedSchema>;

/** `POST /api/contact` (JSON): the message went (202), or a bot was politely ignored (200), with the message's reference. */
export const contactSentSchema = z.object({ sent: z.literal(true), reference: z.string().check(z.regex(CONTACT_REFERENCE_PATTERN)) });
export type ContactSent = z.infer<typeof contactSentSchema>;

/** `POST /api/quotes` (docs/product/ordering-and-handoff.md#shared-quotes): the quote's link (a path of the site, and the whole URL to send) and when it stops working. */
export const madeQuoteSchema = z.object({
  path: z.string().check(z.startsWith('/quote/')),
  url: z.string(),
  /** Seconds since the epoch. */
  expiresAt: z.number(),
  planName: z.string(),
  address: z.string(),
  monthlyStepsText: z.string(),
});
export type MadeQuote = z.infer<typeof madeQuoteSchema>;
