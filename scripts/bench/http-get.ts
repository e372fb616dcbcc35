// A raw GET (the body as sent, not decoded): for checking cache headers and copying bytes.
import http from 'node:http';

export const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** `rawHeaders`: names and values as sent, in order (name, value, name, value...). */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Headers Node writes itself on every answer (and the length, which a server sets per body). */
const NODE_WRITES = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];

/** An answer's headers as sent (case and order kept), less Node's own and `alsoLeftOut`: a bare server's copy. */
export function sameHeaders(rawHeaders: readonly string[], alsoLeftOut: readonly string[] = []): [string, string][] {
  const leftOut = new Set([...NODE_WRITES, ...alsoLeftOut]);
  const headers: [string, string][] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (!leftOut.has(rawHeaders[i]!.toLowerCase())) headers.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  }
  return headers;
}
