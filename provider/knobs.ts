// Fault and latency knobs per service group (docs/architecture.md#the-embedded-provider), from `PROVIDER_KNOBS`
// or the loopback-only `/__control/knobs`, e.g. {"sq":{"latencyMs":{"min":1000,"max":3000}}}; seeded draws.
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { API_PREFIX } from '../shared/routes/api-paths';
import { createSeededFloats } from './seeded-random';

export const SERVICE_GROUPS = ['address', 'sq', 'web', 'mobile', 'cms', 'events'] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];

/** Nothing waits longer than this: a hung request is destroyed, a latency is capped. */
export const MAX_HANG_MS = 60_000;

const probability = z.number().min(0).max(1);
const milliseconds = z.number().min(0).max(MAX_HANG_MS);

const latencySchema = z.union([
  milliseconds,
  z.strictObject({ min: milliseconds, max: milliseconds }).refine((range) => range.min <= range.max, {
    message: 'min must not be above max',
  }),
  z.strictObject({ mean: milliseconds, stddev: milliseconds }),
]);

const serviceKnobsSchema = z.strictObject({
  /** Added before the answer: fixed ms, uniform {min,max} or normal {mean,stddev}. */
  latencyMs: latencySchema.optional(),
  /** Share of requests answered 500 or 503. */
  errorRate: probability.optional(),
  /** Answer errors with this status only; by default 500 and 503 alternate at random. */
  errorStatus: z.union([z.literal(500), z.literal(503)]).optional(),
  /** Share of requests that hang without an answer until the client gives up. */
  timeoutRate: probability.optional(),
  /** How long a hung request is held before its socket is destroyed (at most 60 s). */
  hangMs: milliseconds.optional(),
  /** Share of requests answered 200 with a body that is not valid JSON. */
  malformedRate: probability.optional(),
  /** Fields added to every object of every JSON answer (what a CMS adds by mistake: the site must drop them). */
  extraFields: z.record(z.string().min(1), z.json()).optional(),
  /** A catalogue price change: the monthly `price` of every plan with these ids, e.g. {"10317":89.95}. */
  planPrices: z.record(z.string().regex(/^\d{1,9}$/), z.number().min(0).max(10_000)).optional(),
});

const knobSettingsSchema = z.partialRecord(z.enum(SERVICE_GROUPS), serviceKnobsSchema);

type LatencySetting = z.infer<typeof latencySchema>;
export type KnobSettings = z.infer<typeof knobSettingsSchema>;

export class KnobSettingsError extends Error {
  override name = 'KnobSettingsError';
}

/** Validates knob settings; the message names each bad key. */
export function parseKnobSettings(input: unknown): KnobSettings {
  const result = knobSettingsSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new KnobSettingsError(`Invalid provider knobs: ${problems.join('; ')}`);
}

/** Reads `PROVIDER_KNOBS` (JSON); absent or blank means no knobs. */
export function knobsFromEnv(env: Record<string, string | undefined>): KnobSettings {
  const raw = env.PROVIDER_KNOBS;
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new KnobSettingsError('Invalid provider knobs: PROVIDER_KNOBS is not valid JSON');
  }
  return parseKnobSettings(parsed);
}

/** Which service group a request path belongs to (docs/architecture.md#contracts upstream paths). */
export function serviceGroupOf(path: string): ServiceGroup | undefined {
  if (path === '/v2/service-qualification' || path.startsWith('/v2/service-qualification/')) return 'sq';
  if (path === '/v2/address' || path.startsWith('/v2/address/')) return 'address';
  // The web services' paths (UPSTREAM_PATHS) share the site API's prefix.
  if (path.startsWith(API_PREFIX) || path.startsWith('/v1/voip')) return 'web';
  if (path === '/v1/mobile-plans' || path.startsWith('/v1/mobile-plans/')) return 'mobile';
  if (path.startsWith('/globals/')) return 'cms';
  if (path.startsWith('/v1/event-management/')) return 'events';
  return undefined;
}

const clampMs = (ms: number): number => Math.min(MAX_HANG_MS, Math.max(0, ms));

/** Draws one latency from a setting, in ms, within 0..60 000. */
export function sampleLatency(setting: LatencySetting | undefined, random: () => number): number {
  if (setting === undefined) return 0;
  if (typeof setting === 'number') return clampMs(setting);
  if ('min' in setting) return clampMs(setting.min + random() * (setting.max - setting.min));
  // Box–Muller; 1 - random() keeps the logarithm away from zero.
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return clampMs(setting.mean + normal * setting.stddev);
}

/** A copy of the answer with `change` applied to each of its objects, however deep (arrays are walked too). */
function changeObjects(answer: unknown, change: (copy: Record<string, unknown>) => void): unknown {
  if (Array.isArray(answer)) return answer.map((item) => changeObjects(item, change));
  if (typeof answer !== 'object' || answer === null) return answer;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) copy[key] = changeObjects(value, change);
  change(copy);
  return copy;
}

/** `fields` added to every object of the answer; a field an object already has keeps its value. */
export const withExtraFields = (answer: unknown, fields: Readonly<Record<string, unknown>>): unknown =>
  changeObjects(answer, (copy) => {
    for (const [key, value] of Object.entries(fields)) if (!Object.hasOwn(copy, key)) copy[key] = value;
  });

/** Every object with a plan id named in `prices` (and a price) gets that price. */
export const withPlanPrices = (answer: unknown, prices: Readonly<Record<string, number>>): unknown =>
  changeObjects(answer, (copy) => {
    const price = typeof copy.id === 'number' ? prices[String(copy.id)] : undefined;
    if (price !== undefined && typeof copy.price === 'number') copy.price = price;
  });

type KnobOutcome =
  | { kind: 'pass'; delayMs: number; extraFields?: Record<string, unknown>; planPrices?: Record<string, number> }
  | { kind: 'hang'; delayMs: number; hangMs: number }
  | { kind: 'error'; delayMs: number; status: 500 | 503 }
  | { kind: 'malformed'; delayMs: number };

export type KnobController = ReturnType<typeof createKnobController>;

export function createKnobController(options: { knobs?: KnobSettings | undefined; seed?: number | undefined } = {}) {
  let settings: KnobSettings = parseKnobSettings(options.knobs ?? {});
  const random = createSeededFloats(options.seed ?? Date.now());
  const pending = new Set<{ timer: NodeJS.Timeout; release: () => void }>();
  // Once the server is closing, nothing may wait: a late request would hold the close for a minute.
  let disposed = false;

  const decide = (group: ServiceGroup): KnobOutcome => {
    const knobs = settings[group];
    if (!knobs) return { kind: 'pass', delayMs: 0 };
    const delayMs = sampleLatency(knobs.latencyMs, random);
    if (knobs.timeoutRate && random() < knobs.timeoutRate) {
      return { kind: 'hang', delayMs, hangMs: knobs.hangMs ?? MAX_HANG_MS };
    }
    if (knobs.errorRate && random() < knobs.errorRate) {
      const status = knobs.errorStatus ?? (random() < 0.5 ? 500 : 503);
      return { kind: 'error', delayMs, status };
    }
    if (knobs.malformedRate && random() < knobs.malformedRate) return { kind: 'malformed', delayMs };
    return { kind: 'pass', delayMs, extraFields: knobs.extraFields, planPrices: knobs.planPrices };
  };

  /** Runs `then` after `ms`, unless the client leaves first; every wait can be released at close. */
  const wait = (res: Response, ms: number, then: () => void, onRelease: () => void): void => {
    if (disposed) return onRelease();
    const entry = {
      timer: setTimeout(() => {
        pending.delete(entry);
        res.off('close', abandon);
        then();
      }, ms),
      release: onRelease,
    };
    const abandon = (): void => {
      clearTimeout(entry.timer);
      pending.delete(entry);
    };
    pending.add(entry);
    res.once('close', abandon);
  };

  const apply = (outcome: KnobOutcome, req: Request, res: Response, next: NextFunction): void => {
    switch (outcome.kind) {
      case 'pass': {
        const { extraFields, planPrices } = outcome;
        if (extraFields || planPrices) {
          const json = res.json.bind(res);
          res.json = (body: unknown) => {
            const priced = planPrices ? withPlanPrices(body, planPrices) : body;
            return json(extraFields ? withExtraFields(priced, extraFields) : priced);
          };
        }
        return next();
      }
      case 'error':
        return sendError(res, outcome.status, 'UPSTREAM_FAILURE', 'Injected failure (provider knob)');
      case 'malformed':
        // A truncated JSON document, labelled as JSON: parsers must fail on it.
        res.status(200).type('application/json').send('{"plans":[{"id":10317,"planTitle":"Fam');
        return;
      case 'hang': {
        const destroy = () => void req.socket.destroy();
        wait(res, outcome.hangMs, destroy, destroy);
        return;
      }
    }
  };

  const middleware = (): RequestHandler => (req, res, next) => {
    const group = serviceGroupOf(req.path);
    if (!group) return next();
    const outcome = decide(group);
    if (outcome.delayMs <= 0) return apply(outcome, req, res, next);
    wait(res, outcome.delayMs, () => apply(outcome, req, res, next), () => req.socket.destroy());
  };

  return {
    get: (): KnobSettings => settings,
    /** Replaces all settings (validated; throws KnobSettingsError). */
    set: (next: unknown): KnobSettings => {
      settings = parseKnobSettings(next);
      return settings;
    },
    reset: () => {
      settings = {};
    },
    decide,
    /** Express middleware applying the knobs to every request whose path has a group. */
    middleware,
    /** Releases hung requests and pending delays, and lets none start again (the server is closing). */
    dispose: () => {
      disposed = true;
      for (const entry of pending) {
        clearTimeout(entry.timer);
        entry.release();
      }
      pending.clear();
    },
  };
}

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK_ADDRESS.test(address.trim());
}

/** Local only when the socket is loopback and no proxy says otherwise: a loopback proxy must not open the control routes. */
export function isLoopbackRequest(req: Pick<Request, 'headers'> & { socket: { remoteAddress?: string | undefined } }): boolean {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return false;
  // Every X-Forwarded-For hop (a repeated header's lists joined with commas) must be loopback too.
  const hops = String(req.headers['x-forwarded-for'] ?? '').split(',');
  if (hops.some((hop) => hop.trim() !== '' && !isLoopbackAddress(hop))) return false;
  // RFC 7239 `Forwarded: for=...`: any hop at all that is not loopback closes the door too.
  const forwarded = req.headers.forwarded;
  if (forwarded) {
    const forHops = [...forwarded.matchAll(/for="?\[?([^\]";,]+)/gi)].map((match) => match[1] ?? '');
    if (forHops.length === 0 || forHops.some((hop) => !isLoopbackAddress(hop))) return false;
  }
  return true;
}

/** The provider's one error shape: `{ error: { code, message } }`. */
export function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } });
}

/** Guards the `/__control/*` routes: 403 for anyone not on this machine. */
export const requireLoopback: RequestHandler = (req, res, next) =>
  isLoopbackRequest(req) ? next() : sendError(res, 403, 'FORBIDDEN', 'Control routes answer loopback callers only');

// What the provider received, kept for tests: the newest `limit` records only, so memory stays flat under load.
export type Received<Fields> = { id: number; receivedAt: string } & Fields;

export type BoundedLog<Fields extends object> = ReturnType<typeof createBoundedLog<Fields>>;

export function createBoundedLog<Fields extends object>(limit = 1000, now: () => Date = () => new Date()) {
  let records: Received<Fields>[] = [];
  let nextId = 1;
  return {
    add(fields: Fields): Received<Fields> {
      const entry = { id: nextId, receivedAt: now().toISOString(), ...fields };
      nextId += 1;
      records.push(entry);
      if (records.length > limit) records = records.slice(records.length - limit);
      return entry;
    },
    list: () => [...records],
    clear() {
      records = [];
    },
  };
}

/** `GET|DELETE /__control/<name>`, loopback only: what the provider received, as `{ <field>: [...] }`, and forgetting it. */
export function receivedControlRoutes(router: Router, name: string, field: string, log: BoundedLog<object>): void {
  router.get(`/__control/${name}`, requireLoopback, (_req, res) => void res.json({ [field]: log.list() }));
  router.delete(`/__control/${name}`, requireLoopback, (_req, res) => {
    log.clear();
    res.status(204).end();
  });
}

export function createKnobsControlRouter(knobs: KnobController): Router {
  const router = express.Router();
  router.use('/__control/knobs', requireLoopback, express.json({ limit: '64kb' }));
  router.get('/__control/knobs', (_req, res) => void res.json({ knobs: knobs.get() }));
  router.put('/__control/knobs', (req, res) => {
    try {
      res.json({ knobs: knobs.set(req.body ?? {}) });
    } catch (error) {
      if (!(error instanceof KnobSettingsError)) throw error;
      sendError(res, 400, 'INVALID_KNOBS', error.message);
    }
  });
  router.delete('/__control/knobs', (_req, res) => {
    knobs.reset();
    res.json({ knobs: knobs.get() });
  });
  return router;
}
