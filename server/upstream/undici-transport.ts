// Node transport: one keep-alive undici Pool per upstream origin (docs/architecture.md#budgets).
import { Pool, type Dispatcher } from 'undici';
import type { HttpTransport, TransportInit, TransportResponse } from './http-transport';
import { MAX_UPSTREAM_BODY_BYTES, TransportError, answerTooLarge, callAborted, connectionError, deadlinePassed } from './http-transport';

export interface UndiciTransportOptions {
  /** Connections per origin; bounded so a slow upstream cannot exhaust file descriptors. */
  connections?: number;
  /** Told of each new connection (metrics): with keep-alive they grow with concurrency, not with calls. */
  onConnect?: (origin: string) => void;
}

export function createUndiciTransport(options: UndiciTransportOptions = {}): HttpTransport {
  const pools = new Map<string, Pool>();

  const poolFor = (origin: string): Pool => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: options.connections ?? 128,
        keepAliveTimeout: 10_000,
        keepAliveMaxTimeout: 60_000,
      });
      const { onConnect } = options;
      if (onConnect) pool.on('connect', () => onConnect(origin));
      pools.set(origin, pool);
    }
    return pool;
  };

  const transport: HttpTransport = (url: string, init: TransportInit): Promise<TransportResponse> => {
    const { origin, path } = splitUrl(url);
    return new Promise((resolve, reject) => {
      const call = new UpstreamCall(init, resolve, reject);
      try {
        poolFor(origin).dispatch({ path, method: init.method, headers: init.headers, body: init.body }, call);
      } catch (err) {
        call.onResponseError(null, err as Error);
      }
    });
  };

  transport.close = async () => {
    const closing = [...pools.values()].map((pool) => pool.close().catch(() => pool.destroy()));
    pools.clear();
    await Promise.all(closing);
  };
  return transport;
}

/** An absolute URL's origin and path with query, without a parse: the base was normalised once (ADR 018). */
export function splitUrl(url: string): { origin: string; path: string } {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  return slash < 0 ? { origin: url, path: '/' } : { origin: url.slice(0, slash), path: url.slice(slash) };
}

/**
 * One call as an undici dispatch handler, not `pool.request()` (ADR 018). A call aborted or past its
 * deadline while still queued for a connection is settled at once and aborted when it starts.
 */
class UpstreamCall implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  private reason: TransportError | null = null;
  private settled = false;
  private status = 0;
  private chunks: Buffer[] = [];
  private size = 0;
  private readonly onAbort = () => this.stop(callAborted());
  private readonly deadline: NodeJS.Timeout | undefined;

  constructor(
    private readonly init: TransportInit,
    private readonly resolve: (answer: TransportResponse) => void,
    private readonly reject: (err: TransportError) => void,
  ) {
    const { timeoutMs } = init;
    // A plain timer: an AbortController per call, as a timeout policy makes, costs ten times as much (ADR 040).
    if (timeoutMs !== undefined) this.deadline = setTimeout(() => this.stop(deadlinePassed(timeoutMs)), timeoutMs);
    if (init.signal?.aborted) this.onAbort();
    else init.signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.reason) controller.abort(this.reason);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number): void {
    this.status = statusCode;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.reason) return;
    this.size += chunk.length;
    if (this.size > MAX_UPSTREAM_BODY_BYTES) this.stop(answerTooLarge());
    else this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    const { chunks } = this;
    const bodyText = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
    this.settle(() => this.resolve({ status: this.status, bodyText }));
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, err: Error): void {
    // The reason this call was stopped comes back here as the error; a network failure is classified.
    this.settle(() => this.reject(err instanceof TransportError ? err : this.reason ?? connectionError(err)));
  }

  /** Ends the call with `reason` now, and aborts the request (now, or when it gets a connection). */
  private stop(reason: TransportError): void {
    if (this.reason) return;
    this.reason = reason;
    this.chunks = [];
    this.controller?.abort(reason);
    this.settle(() => this.reject(reason));
  }

  private settle(report: () => void): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.deadline);
    this.init.signal?.removeEventListener('abort', this.onAbort);
    report();
  }
}
