// Error reports at the edge: one scrubbed JSON line in the Node logger's shape (docs/architecture.md#reliability-and-security).
import type { ReportError } from '../error-reporting';
import { scrubFields, scrubText } from '../observability/scrub-report';

function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return { type: error.name, message: scrubText(error.message), ...(error.stack ? { stack: scrubText(error.stack) } : {}) };
  }
  return { type: typeof error, message: scrubText(String(error)) };
}

/** A JSON line for one report; values that cannot be serialised are dropped, never thrown. */
export function errorReportLine(error: unknown, context: Record<string, unknown> = {}, now: () => number = Date.now): string {
  const entry = {
    level: 'error',
    time: now(),
    msg: error instanceof Error ? scrubText(error.message) : 'error reported',
    err: describeError(error),
    ...scrubFields(context),
  };
  return JSON.stringify(entry, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : typeof value === 'function' ? undefined : value,
  );
}

export function createEdgeErrorReporter(log: (line: string) => void = (line) => console.error(line)): ReportError {
  return (error, context) => {
    try {
      log(errorReportLine(error, context));
    } catch {
      log(JSON.stringify({ level: 'error', msg: 'error report could not be serialised' }));
    }
  };
}
