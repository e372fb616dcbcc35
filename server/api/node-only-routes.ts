// The routes only the Node server serves (docs/architecture.md#request-paths), handed to createSiteRoutes (site-api.ts) by
// server/compose.ts: the edge bundle never imports this module.
import type { ApiRoute } from './api-route';
import { createAgentSessionRoute } from './agent/agent-session-route';
import type { VerifyAgentToken } from './agent/verify-agent-token';
import type { RevocableToken } from './agent/agent-revocations';
import { createCallBackRoutes } from './call-back/call-back-route';
import { createCisRoute } from './cis/cis-route';
import { createContactRoutes } from './contact/contact-route';
import { createHandoffRoute } from './handoff/handoff-route';
import { createQuoteSigner } from './quotes/quote-signer';
import { createQuoteRoutes } from './quotes/quote-routes';
import type { NodeOnlyRoutes } from './site-api';

export interface NodeOnlyRouteDeps {
  /** The verified-agent cache's verify (server/api/agent/verified-agent-cache.ts). */
  verifyAgentToken: VerifyAgentToken;
  /** ORDER_SITE_URL and ORDER_AES_SECRET (docs/architecture.md#contracts). */
  orderSiteUrl: string;
  orderAesSecret: string;
  /** ORDER_SIGNING_SECRET: signs every hand-off (`order_sig`, server/api/handoff/order-signature.ts). */
  orderSigningSecret: string;
  /** SITE_URL: who signs the agent attribution of a hand-off, and the base of the CIS documents' links. */
  siteUrl: string;
  /** QUOTE_SECRET: signs shared quote links (server/api/quotes/quote-signer.ts). */
  quoteSecret: string;
  /** QUOTE_SECRET_PREVIOUS: links it signed still open during a rotation; it signs none. */
  previousQuoteSecret?: string | undefined;
  /** The agent revocation list: a revoked agent's quotes credit no one. */
  isAgentRevoked?: (token: RevocableToken) => boolean;
  /** POST /api/purge (server/api/purge); absent when PURGE_TOKEN is unset. */
  purgeRoute?: ApiRoute;
}

export function nodeOnlyRoutes(nodeDeps: NodeOnlyRouteDeps): NodeOnlyRoutes {
  const quoteSigner = createQuoteSigner(nodeDeps.quoteSecret, nodeDeps.previousQuoteSecret);
  return (deps) => {
    // The site's deps and these, to every route: with REDIS_URL the hand-off and contact buckets live
    // where the API's do (shared-rate-limit.ts); the API's limits off, theirs are too.
    const shared = { ...deps, ...nodeDeps, quoteSigner, rateLimit: deps.rateLimit === false ? (false as const) : undefined };
    const postEvent = deps.upstreams.postEvent;
    return [
      ...(nodeDeps.purgeRoute ? [nodeDeps.purgeRoute] : []),
      // Every plan card links its Critical Information Summary (docs/product/content.md#cis cisLink).
      createCisRoute(deps, { siteUrl: nodeDeps.siteUrl }),
      // docs/product/agents.md#agent-mode, docs/product/ordering-and-handoff.md#hand-off-fields: agent session and order hand-off.
      createAgentSessionRoute(shared),
      createHandoffRoute(shared),
      // docs/product/ordering-and-handoff.md#shared-quotes: making and opening quote links.
      ...createQuoteRoutes({ ...shared, signer: quoteSigner }),
      // docs/product/content.md#contact contact form, forwarded to the events service.
      ...createContactRoutes({ ...shared, postEvent }),
      // docs/product/address-check.md#call-back: the call-back request of the not-found and no-service screens.
      ...createCallBackRoutes({ ...shared, postEvent }),
    ];
  };
}
