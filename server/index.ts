// Starts the site: validated env, listen, graceful close; `--dev` serves sources through Vite.
// First: V8's heap options, before any request's code runs.
import './v8-heap-flags';
import { existsSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { RequestHandler } from 'express';
import pino from 'pino';
import { ConfigError, loadConfig } from './config/env';
import { createRuntime, type Runtime } from './compose';
import { createSiteServer } from './http-server';
import { errorForLog } from './error-reporting';
import { createLogDestination } from './observability/log-destination';
import { createMetricsServer, METRICS_PATH } from './observability/metrics-listener';
import type { PageRenderer } from './render/page-handler';

const isDev = process.argv.includes('--dev');

async function main() {
  let config;
  try {
    // The process's environment (NODE_ENV defaults to development, as `--dev` runs).
    config = loadConfig();
  } catch (error) {
    // A clear message naming each bad variable, and a non-zero exit (docs/architecture.md#contracts).
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  // Log lines written in batches (observability/log-destination.ts), flushed on every exit.
  const { destination: logDestination, stream: logStream } = createLogDestination();
  process.once('exit', () => logDestination.flushSync());
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'web' } }, logStream);
  const root = findProjectRoot();

  let getRenderer: () => Promise<PageRenderer>;
  let dev: { middleware: RequestHandler } | undefined;
  let clientDir: string | undefined;
  if (isDev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
    dev = { middleware: vite.middlewares };
    getRenderer = () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<PageRenderer>;
  } else {
    clientDir = path.join(root, 'dist', 'client');
    if (!existsSync(path.join(clientDir, '.vite', 'manifest.json'))) {
      console.error('No client build found: run `npm run build` first (npm start does this for you).');
      process.exit(1);
    }
    const renderer: Promise<PageRenderer> = import('../client/entry-server');
    getRenderer = () => renderer;
  }

  const runtime = await createRuntime({ config, logger, clientDir, publicDir: path.join(root, 'public'), getRenderer, dev });
  const listen = (server: Server, name: string, port: number, fields: Record<string, unknown> = {}, path = ''): Server => {
    server.listen(port, config.HOST);
    server.on('listening', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      logger.info({ port: bound, ...fields }, `${name} listening on http://localhost:${bound}${path}`);
      logDestination.flush();
    });
    server.on('error', (error) => {
      logger.fatal({ err: error }, `${name === 'site' ? 'server' : `${name} server`} failed to listen`);
      logDestination.flushSync();
      process.exit(1);
    });
    return server;
  };
  const server = listen(createSiteServer(runtime.app, { requestDeadlineMs: config.REQUEST_DEADLINE_MS }), 'site', config.PORT, { mode: isDev ? 'development (vite)' : config.NODE_ENV });
  // Prometheus scrapes its own port, on the same interface (docs/operations.md#metrics).
  const metricsServer = listen(createMetricsServer(runtime.metrics.registry), 'metrics', config.METRICS_PORT, {}, METRICS_PATH);

  installGracefulShutdown(server, metricsServer, runtime, logger, config.SHUTDOWN_DRAIN_MS, config.SHUTDOWN_TIMEOUT_MS, () => logDestination.flushSync());
}

/** On SIGTERM: readiness 503, a short drain, then in-flight requests finish and it exits 0 (docs/operations.md#probes-and-shutdown). */
function installGracefulShutdown(server: Server, metricsServer: Server, runtime: Runtime, logger: pino.Logger, drainMs: number, timeoutMs: number, flushLogs: () => void) {
  // Open connections, so the shutdown can ask answers already under way to close theirs too.
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    runtime.readiness.ready = false;
    logger.info({ signal }, 'shutting down: readiness is now 503, finishing in-flight requests');
    const force = setTimeout(() => {
      // Named, so an operator (and the SIGTERM drill) can tell which answers outlived the budget.
      const open = [...sockets].flatMap((socket) => {
        const answer = answerOn(socket);
        return answer?.req ? [`${answer.req.method} ${answer.req.url} (headers ${answer.headersSent ? 'sent' : 'not sent'})`] : [];
      });
      logger.error({ open }, 'in-flight requests did not finish in time; exiting');
      flushLogs();
      process.exit(1);
    }, drainMs + timeoutMs);
    force.unref();
    // Keep-alive clients go elsewhere next: every answer whose headers are still to go says `Connection: close`.
    // An idle connection is closed after the drain (a client writing on it then meets a reset: HTTP/1.1 has no other way).
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    for (const socket of sockets) {
      const answer = answerOn(socket);
      if (answer && !answer.headersSent) answer.setHeader('Connection', 'close');
    }
    setTimeout(() => {
      server.close(async () => {
        // Scraped until the last request is answered; then its kept-alive scrapers are let go.
        metricsServer.close();
        metricsServer.closeAllConnections();
        await runtime.close().catch((error) => logger.error({ err: error }, 'error while closing upstreams'));
        logger.info('shut down cleanly');
        flushLogs();
        process.exit(0);
      });
      // Connections become idle as their last response ends: close them as they do.
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
    }, drainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Scrubbed like every error report: a rejection's reason can hold whatever its promise carried.
  process.on('unhandledRejection', (reason) => logger.error({ err: errorForLog(reason) }, 'unhandled rejection'));
}

/** The response being written on a connection: Node keeps it as `_httpMessage` (as http-terminator reads it). */
function answerOn(socket: Socket): ServerResponse | undefined {
  return (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
}

/** The project root: the folder with package.json, from source (server/) or build (dist/server/). */
function findProjectRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

void main();
