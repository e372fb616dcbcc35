// What instrument.ts needs to start Sentry before the app loads, read here so only server/config/ reads the environment.

/** Reporting starts only in production with SENTRY_DSN (docs/product/frame.md#error-boundary). */
export function nodeErrorReporting(source: Record<string, string | undefined> = process.env) {
  const dsn = source.SENTRY_DSN;
  if (!dsn || source.NODE_ENV !== 'production') return undefined;
  return { dsn, environment: source.SENTRY_ENVIRONMENT || 'production', release: source.SENTRY_RELEASE || undefined };
}
