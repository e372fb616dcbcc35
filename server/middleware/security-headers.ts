// Security headers (helmet) with a per-request CSP nonce: scripts run only with the nonce or when
// loaded by a nonce'd script ('strict-dynamic'); no 'unsafe-inline' for scripts (issue: Server).
import { randomBytes } from 'node:crypto';
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
}

export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
}

export function securityHeaders(options: SecurityOptions): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
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
        connectSrc: options.isDev ? ["'self'", 'ws:'] : ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...options.formTargets],
        upgradeInsecureRequests: options.isProduction ? [] : null,
      },
    },
    // HSTS only in production: a developer's localhost must not be pinned to HTTPS.
    strictTransportSecurity: options.isProduction ? { maxAge: 63_072_000, includeSubDomains: true, preload: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
