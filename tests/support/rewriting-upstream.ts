// An upstream the project did not write, in front of the embedded stand-in: every request is passed
// on, and the answers to one kind of path are rewritten, so a browser test meets a service that
// answers its own way (another spelling, fewer plans) without a second stand-in.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RewritingUpstream {
  url: string;
  close(): Promise<void>;
}

/** Passes every request on to `upstreamUrl`; a successful answer to a path starting `pathPrefix` goes through `rewrite`. */
export async function startRewritingUpstream(upstreamUrl: string, pathPrefix: string, rewrite: (body: string) => string): Promise<RewritingUpstream> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${upstreamUrl}${request.url ?? '/'}`, { headers: { accept: 'application/json' } });
      let body = await upstream.text();
      if (upstream.ok && (request.url ?? '').startsWith(pathPrefix)) body = rewrite(body);
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      response.end(body);
    })().catch(() => {
      response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
