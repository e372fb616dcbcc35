// One place where errors are reported: the JSON log always, Sentry when instrument.ts started it, with
// request ids (docs/architecture.md#reliability-and-security). Both get the error and its context
// through the scrubber (observability/scrub-report.ts), whatever a caller put in the context.
import type * as Sentry from '@sentry/node';
import type { Logger } from 'pino';
import { routePatternOf } from './observability/route-pattern';
import { scrubFields, scrubText, scrubValue } from './observability/scrub-report';

export type ReportError = (error: unknown, context?: Record<string, unknown>) => void;

/** What reporting uses of @sentry/node: loaded only where instrument.ts may have started it. */
export type SentryReporting = Pick<typeof Sentry, 'getClient' | 'withScope' | 'captureException'>;

export function createErrorReporter(logger: Logger, sentry?: SentryReporting): ReportError {
  return (error, context = {}) => {
    // A request's path as its route's pattern: a shared quote's token or a location id never leaves.
    const safeContext = scrubFields(typeof context.path === 'string' ? { ...context, path: routePatternOf(context.path) } : context);
    logger.error({ err: errorForLog(error), ...safeContext }, error instanceof Error ? scrubText(error.message) : 'error reported');
    if (sentry?.getClient()) {
      sentry.withScope((scope) => {
        if (typeof context.requestId === 'string') scope.setTag('request_id', context.requestId);
        scope.setExtras(safeContext);
        sentry.captureException(error);
      });
    }
  };
}

/** An error as pino's err serializer writes it (type, message, stack, own fields, cause), scrubbed. */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return scrubValue(error);
  const { name: _name, message: _message, stack: _stack, cause: _cause, ...own } = error as Error & Record<string, unknown>;
  const fields = scrubFields(own);
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...fields,
    ...(error.cause !== undefined && depth < 3 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}
