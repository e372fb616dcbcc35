// One place where errors are reported: the JSON log always, Sentry when it was started by
// instrument.ts (production with SENTRY_DSN). Request ids travel with every report (DESIGN §6).
import * as Sentry from '@sentry/node';
import type { Logger } from 'pino';

export type ReportError = (error: unknown, context?: Record<string, unknown>) => void;

export function createErrorReporter(logger: Logger): ReportError {
  return (error, context = {}) => {
    logger.error({ err: error, ...context }, error instanceof Error ? error.message : 'error reported');
    if (Sentry.getClient()) {
      Sentry.withScope((scope) => {
        if (typeof context.requestId === 'string') scope.setTag('request_id', context.requestId);
        scope.setExtras(context);
        Sentry.captureException(error);
      });
    }
  };
}
