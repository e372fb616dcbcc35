// Express request -> Web Request whose signal aborts when the client goes away
// (react-router's Express adapter does the same).
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

export function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  return new Request(url, { method: req.method, headers, signal: controller.signal });
}
