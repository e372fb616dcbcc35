// The routes only the Node server serves (docs/architecture.md#request-paths): the edge bundle never imports this module.
import type { SiteDeps } from './api-deps';
import type { ApiRoute } from './api-route';
import { createAgentSessionRoute } from './agent/agent-session-route';
import { createCallBackRoutes } from './call-back/call-back-route';
import { createCisRoute } from './cis/cis-route';
import { createContactRoutes } from './contact/contact-route';
import { createHandoffRoute } from './handoff/handoff-route';
import { createQuoteRoutes } from './quotes/quote-routes';

export function nodeOnlyRoutes(deps: SiteDeps): ApiRoute[] {
  // Their buckets live where the API's do; the API's limits off, theirs are too.
  const shared = { ...deps, rateLimit: deps.rateLimit === false ? (false as const) : undefined };
  const postEvent = deps.upstreams.postEvent;
  return [
    ...(deps.purgeRoute ? [deps.purgeRoute] : []),
    // Every plan card links its Critical Information Summary (docs/product/content.md#cis cisLink).
    createCisRoute(deps),
    // docs/product/agents.md#agent-mode, docs/product/ordering-and-handoff.md#hand-off-fields: agent session and order hand-off.
    createAgentSessionRoute(deps),
    createHandoffRoute(shared),
    // docs/product/ordering-and-handoff.md#shared-quotes: making and opening quote links.
    ...createQuoteRoutes(shared),
    // docs/product/content.md#contact contact form, forwarded to the events service.
    ...createContactRoutes({ ...shared, postEvent }),
    // docs/product/address-check.md#call-back: the call-back request of the not-found and no-service screens.
    ...createCallBackRoutes({ ...shared, postEvent }),
  ];
}
