// A Node request's body as a Web ReadableStream, and what happens to the part nobody read
// (docs/operations.md#request-bodies-and-deadlines). Not Readable.toWeb: a chunk arriving after a
// cancel (a 413) throws ERR_INVALID_STATE where nothing can catch it. A refused body left on the wire
// stalls a kept-alive connection, so the rest is drained, up to a cap, before the answer goes out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** At most this much of an unread body is drained after the answer before the socket is dropped. */
export const DRAIN_MAX_BYTES = 4 * 1024 * 1024;
/** A sender slower than this to finish a refused body loses its connection. */
export const DRAIN_MAX_MS = 10_000;

/** The chunk size the stream buffers ahead of its reader before it pauses the request. */
const HIGH_WATER_BYTES = 64 * 1024;

/** Each request's stream, to be told when its unread rest is drained instead of buffered. */
const abandonStream = new WeakMap<IncomingMessage, () => void>();

export function requestBodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  const settle = (): boolean => {
    if (settled) return false;
    settled = true;
    return true;
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // Answered before the body was read to its end: the rest is drained, never buffered here.
        abandonStream.set(req, () => {
          if (settle()) controller.error(new Error('The request was answered before its body was read.'));
        });
        req.pause();
        req.on('data', (chunk: Buffer) => {
          if (settled) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => {
          if (settle()) controller.close();
        });
        req.once('error', (err) => {
          if (settle()) controller.error(err);
        });
        // The client went away before the body ended ('close' after 'end' finds it settled).
        req.once('close', () => {
          if (settle()) controller.error(new Error('The client closed the request before its body ended.'));
        });
      },
      pull() {
        if (!settled) req.resume();
      },
      cancel() {
        settle();
      },
    },
    { highWaterMark: HIGH_WATER_BYTES, size: (chunk) => chunk.byteLength },
  );
}

/** Before an answer: drains a body not read to its end; past DRAIN_MAX_BYTES or DRAIN_MAX_MS the socket goes (`Connection: close`). */
export function drainUnreadBody(req: IncomingMessage, res: ServerResponse): Promise<void> | undefined {
  if (req.complete || req.readableEnded || !hasBody(req) || draining.has(req)) return undefined;
  draining.add(req);
  abandonStream.get(req)?.();
  return new Promise<void>((resolve) => {
    let drained = 0;
    const done = (): void => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', done);
      req.off('close', done);
      req.off('error', done);
      resolve();
    };
    const giveUp = (): void => {
      req.pause();
      if (!res.headersSent) res.setHeader('connection', 'close');
      if (res.writableFinished) req.socket?.destroy();
      else res.once('finish', () => req.socket?.destroy());
      done();
    };
    const onData = (chunk: Buffer): void => {
      drained += chunk.byteLength;
      if (drained > DRAIN_MAX_BYTES) giveUp();
    };
    const timer = setTimeout(giveUp, DRAIN_MAX_MS);
    req.on('data', onData);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    req.resume();
  });
}

const draining = new WeakSet<IncomingMessage>();

/** A request carries a body when it declares a length over zero or is chunked. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/** A page render's signal: aborted when the client goes away before its answer is complete. */
export function clientGoneSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  // 'close' after the answer is complete is normal; before that it means the client left.
  if (res.closed) {
    if (!res.writableFinished) controller.abort();
  } else res.once('close', () => res.writableFinished || controller.abort());
  return controller.signal;
}

/** The Web Request of a page render (react-router's handler takes one): pages answer GET and HEAD only (server/app.ts), so it has no body. */
export function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!name.startsWith(':')) headers.append(name, req.rawHeaders[i + 1]!);
  }

  let url: URL;
  try {
    url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  } catch {
    url = new URL(req.originalUrl, 'http://localhost');
  }
  return new Request(url, { method: req.method, headers, signal: clientGoneSignal(res) });
}
