// Browser errors go to Sentry with a DSN's public part only (docs/product/frame.md#error-boundary).
export interface BrowserErrorReporting {
  /** The public DSN the page carries (client/lib/browser-error-reporting.ts reads it). */
  dsn: string;
  /** Where the SDK sends its reports: the CSP's connect-src must allow it. */
  ingestOrigin: string;
}

/** A DSN's public form: its key and project, without any secret key; null when it is no DSN. */
export function publicSentryDsn(dsn: string): BrowserErrorReporting | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const project = url.pathname.split('/').filter(Boolean).at(-1);
  if (!/^https?:$/.test(url.protocol) || !url.username || !project || !/^\d+$/.test(project) || url.search || url.hash) return null;
  return {
    dsn: `${url.protocol}//${url.username}@${url.host}${url.pathname.replace(/\/+$/, '')}`,
    ingestOrigin: url.origin,
  };
}

/** The settings it reads (ServerConfig's, env.ts), named here: env.ts checks a DSN with publicSentryDsn. */
export interface ErrorReportingSettings {
  SENTRY_BROWSER_DSN?: string | undefined;
  SENTRY_DSN?: string | undefined;
  isProduction: boolean;
}

export function browserErrorReporting(config: ErrorReportingSettings): BrowserErrorReporting | undefined {
  const source = config.SENTRY_BROWSER_DSN ?? (config.isProduction ? config.SENTRY_DSN : undefined);
  return (source && publicSentryDsn(source)) || undefined;
}
