// Loaded with `node --import ./dist/server/instrument.js` before the app, so @sentry/node can
// instrument Express and http (issue: Errors). Error reporting starts only in production (docs/product/frame.md#error-boundary).
import * as Sentry from '@sentry/node';
import { redactAgentTokenInEvent } from './observability/redact-agent-token';

const dsn = process.env.SENTRY_DSN;
if (dsn && process.env.NODE_ENV === 'production') {
  Sentry.init({
    dsn,
    environment: process.env.SENTRY_ENVIRONMENT ?? 'production',
    release: process.env.SENTRY_RELEASE,
    tracesSampleRate: 0,
    // An agent link's first request carries the agent's token in its query.
    beforeSend: (event) => redactAgentTokenInEvent(event),
  });
}
