// docs/architecture.md#contracts: "Treat unknown statuses as not ready." Each unknown one is logged once (ADR 011).

/** Told each unknown readyStatus the site maps; logs a status the first time it is seen. */
export type NoteUnknownReadyStatus = (status: string, context?: { source: 'service-qualification' | 'handoff' | 'quote' }) => void;

/** Distinct statuses remembered; past this, one last line says logging stopped (memory stays bounded). */
export const MAX_REMEMBERED_STATUSES = 100;

/** The part of pino's logger this needs (the server passes its pino logger). */
export interface WarnLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

export function createUnknownReadyStatusLog(logger: WarnLogger): NoteUnknownReadyStatus {
  const seen = new Set<string>();
  let full = false;
  return (status, context) => {
    if (seen.has(status) || full) return;
    if (seen.size >= MAX_REMEMBERED_STATUSES) {
      full = true;
      logger.warn({ limit: MAX_REMEMBERED_STATUSES }, 'More unknown nbn readiness statuses than the log remembers: no more are logged until restart');
      return;
    }
    seen.add(status);
    logger.warn(
      { readyStatus: status, ...context },
      'Unknown nbn readiness status (alternativeTechnologyDetails.readyStatus): treated as not ready',
    );
  };
}
