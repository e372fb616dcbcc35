// The <meta> the server puts a public Sentry DSN in (client/app/document.tsx) and the browser reads
// when an error happens (browser-error-reporting.ts). Its own module, so the server-only document
// does not import the reporter.
export const ERROR_REPORTING_META = 'sentry-dsn';
