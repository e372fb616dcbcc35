// Security headers (helmet) with a per-request CSP nonce and 'strict-dynamic', never 'unsafe-inline' for
// scripts; a cached page has hashes instead (docs/decisions/015-page-cache-design.md).
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

declare module 'express-serve-static-core' {
  interface Locals {
    cspNonce: string;
  }
}

export interface SecurityOptions {
  isProduction: boolean;
  /** Vite dev server: allows its HMR websocket and injected <style> tags. */
  isDev: boolean;
  /** The order site receives the hand-off form (a 303 from our own route), so form-action allows it. */
  formTargets: string[];
  /** Origins the page may send to besides its own: the browser error reporter's ingest. */
  connectTargets?: string[];
}

/** Bytes per nonce: 128 bits, as CSP3 asks for at least. */
const NONCE_BYTES = 16;
/** Nonces drawn per call to the system's random source (one call per 256 responses, not per response). */
const NONCES_PER_REFILL = 256;

export function cspNonce(): RequestHandler {
  // Random bytes in batches, each nonce a fresh unused slice: fewer CSPRNG calls (docs/architecture.md#budgets).
  const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_REFILL);
  let offset = pool.length;
  return (_req, res, next) => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    res.locals.cspNonce = pool.toString('base64', offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    next();
  };
}

/** Stands in for the nonce while helmet's headers are worked out once; never sent. */
const NONCE_STAND_IN = 'helmetNonceStandIn0000000';

/** Helmet's headers, worked out once from helmet itself, with only the nonce joined in per response. */
export function securityHeaders(options: SecurityOptions) {
  const recorded = recordHeaders(helmetFor(options));
  const fixed = recorded.set.filter(([, value]) => !value.includes(NONCE_STAND_IN));
  const withNonce = recorded.set
    .filter(([, value]) => value.includes(NONCE_STAND_IN))
    .map(([name, value]) => [name, value.split(NONCE_STAND_IN)] as const);
  const middleware: RequestHandler = (_req, res, next) => {
    for (const name of recorded.removed) res.removeHeader(name);
    for (const [name, value] of fixed) res.setHeader(name, value);
    const nonce = res.locals.cspNonce;
    for (const [name, parts] of withNonce) res.setHeader(name, parts.join(nonce));
    next();
  };
  // Every page header but the nonce's policy (name, value, name...): what a cached page sends beside its own.
  return Object.assign(middleware, { withoutNonce: fixed.flat() as readonly string[] });
}

/**
 * The API's headers (OWASP REST Security Cheat Sheet): a policy allowing nothing, no sniffing, HSTS in
 * production, CORP; none of the document-only page headers (ADR 018). Worked out once from helmet.
 */
export function apiSecurityHeaders(options: Pick<SecurityOptions, 'isProduction'>) {
  const recorded = recordHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      strictTransportSecurity: options.isProduction ? HSTS : false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xContentTypeOptions: true,
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  const apply = (res: ServerResponse) => {
    for (const name of recorded.removed) res.removeHeader(name);
    for (const [name, value] of recorded.set) res.setHeader(name, value);
  };
  // The same headers as a record, for an answer made before any middleware runs.
  return Object.assign(apply, { record: Object.fromEntries(recorded.set.map(([name, value]) => [name.toLowerCase(), value])) as Readonly<Record<string, string>> });
}

/** Runs helmet once against a recording response whose nonce is the stand-in. */
function recordHeaders(middleware: RequestHandler): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const res = {
    locals: { cspNonce: NONCE_STAND_IN },
    setHeader(name: string, value: unknown) {
      set.set(name, String(value));
      return res;
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  };
  let failure: unknown;
  middleware({} as never, res as never, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return { set: [...set], removed };
}

/** Two years, subdomains too, eligible for browsers' preload lists. */
const HSTS = { maxAge: 63_072_000, includeSubDomains: true, preload: true };

function helmetFor(options: SecurityOptions): RequestHandler {
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonce, "'strict-dynamic'"],
        styleSrc: options.isDev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.isDev ? ['ws:'] : []), ...(options.connectTargets ?? [])],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...options.formTargets],
        upgradeInsecureRequests: options.isProduction ? [] : null,
      },
    },
    // HSTS only in production: a developer's localhost must not be pinned to HTTPS.
    strictTransportSecurity: options.isProduction ? HSTS : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // As frame-ancestors 'none' says, for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
  });
}
