// The edge entry (docs/architecture.md#request-paths): the handler is made on the first request, which brings the bindings.
import { INTERNAL_ERROR, refusalAnswer } from '../api/error-answer';
import { upstreamsConfigFromEnv, type EdgeEnv } from './edge-env';
import { createEdgeErrorReporter } from './edge-error-reporting';
import { createEdgeHandler, type EdgeHandler } from './edge-handler';

const reportError = createEdgeErrorReporter();

let handler: EdgeHandler | undefined;

function handlerFor(env: EdgeEnv): EdgeHandler | string[] {
  if (handler) return handler;
  const result = upstreamsConfigFromEnv(env);
  if (!result.ok) return result.problems;
  handler = createEdgeHandler({ config: result.config, agentLimitFactor: result.agentLimitFactor, reportError });
  return handler;
}

export default {
  async fetch(request: Request, env: EdgeEnv): Promise<Response> {
    const current = handlerFor(env);
    if (Array.isArray(current)) {
      // Not cached: a fixed binding takes effect on the next request; the client gets the one 500.
      const message = `Edge configuration is invalid: ${current.join('; ')}.`;
      reportError(new Error(message), { problems: current });
      return refusalAnswer(INTERNAL_ERROR);
    }
    return current(request);
  },
};
