// A request to the fleet from another loopback address than the test's own (127.0.0.1). The site counts
// a client's limits by its address (Varnish passes it on), so a test whose bound assumes the limit's
// windows start with its own first call sends from an address no other test uses.
import http from 'node:http';

/** The answer's status to `method url` sent from `localAddress` (a 127.0.0.0/8 address), with `body` if given. */
export function statusFrom(localAddress: string, method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sized = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const request = http.request(url, { method, localAddress, headers: sized }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.on('error', reject);
    request.end(body);
  });
}
