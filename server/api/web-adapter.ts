// The adapter for a Web Request (the edge's fetch, server/edge/edge-handler.ts, and the in-process
// fetchApi of page loaders, site-routes.ts): the router's match, the route's handler over the
// request as it is, and every refusal or failure through error-answer.ts.
import type { ReportError } from '../error-reporting';
import type { ApiRequest } from './api-route';
import { responseOf } from './api-responses';
import { errorRefusal, refusalAnswer, routingRefusal } from './error-answer';
import type { Router } from './router';

/** A Web Request as an ApiRequest: what it offers already, plus the address the caller found. */
export function webApiRequest(request: Request, clientIp: string, requestId?: string): ApiRequest {
  return {
    requestId,
    method: request.method,
    url: request.url,
    headers: request.headers,
    signal: request.signal,
    get body() {
      return request.body;
    },
    clientIp,
  };
}

export interface WebServeOptions {
  /** The client's address as this runtime knows it ('unknown' in process). */
  clientIp: string;
  /** The id of the request this one serves (a page's, for its loaders' calls), for its log lines and reports. */
  requestId?: string | undefined;
  reportError: ReportError;
}

/** The answer to a Web Request: its route's, or the refusal the router's match calls for. */
export async function serveWeb(router: Router, request: Request, options: WebServeOptions): Promise<Response> {
  const { pathname } = new URL(request.url);
  const found = router.match(request.method, pathname);
  if (found.kind !== 'route') return refusalAnswer(routingRefusal(found));
  const apiRequest = webApiRequest(request, options.clientIp, options.requestId);
  let response: Response;
  try {
    response = responseOf(await found.route.handler(apiRequest, found.params));
  } catch (err) {
    response = refusalAnswer(errorRefusal(err, { route: found.route.pattern, request: apiRequest, reportError: options.reportError }));
  }
  if (request.method !== 'HEAD') return response;
  await response.body?.cancel();
  return new Response(null, { status: response.status, headers: response.headers });
}
