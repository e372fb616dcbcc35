// The part of @sentry/browser the reporter uses, as its own on-demand chunk: named exports let the
// bundler leave out the rest of the SDK (session replay, feedback widget, tracing), which a
// namespace import of the whole package would keep.
export { captureException, init } from '@sentry/browser';
