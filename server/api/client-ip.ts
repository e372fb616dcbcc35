// The client's address travels beside the Web Request, not inside it: a header could be forged by
// the client, while this map is only written by the server's own adapter (from Express's req.ip,
// which honours the app's trust-proxy setting).
const clientIps = new WeakMap<Request, string>();

export function setClientIp(request: Request, ip: string | undefined): void {
  if (ip) clientIps.set(request, ip);
}

/** The address the adapter recorded; requests made in-process by page loaders share one bucket. */
export function recordedClientIp(request: Request): string {
  return clientIps.get(request) ?? 'unknown';
}
