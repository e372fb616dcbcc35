// TRUST_PROXY: which proxies may tell the site the client's address in X-Forwarded-For
// (docs/operations.md#client-addresses-and-rate-limits): a hop count 0-10, or the proxies' own IPs, CIDRs
// and Express's names, as Express's 'trust proxy' takes them. Trusting too many lets a client pick its bucket.
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A list entry Express accepts that trusts everyone (/0, netmask 0.0.0.0): as good as trusting any X-Forwarded-For. */
const trustsEveryone = (entry: string) => /\/(0+|0\.0\.0\.0)$/.test(entry) || /^::\/?$/.test(entry);

function parseTrustProxy(value: string): number | string[] | undefined {
  if (/^\d{1,2}$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : undefined;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '' || trustsEveryone(entry))) return undefined;
  for (const entry of entries) {
    if (NAMES.has(entry)) continue;
    // Addresses written plainly: proxy-addr would also read '1' or '0x1' as IPv4 addresses.
    const [address, range, ...rest] = entry.split('/');
    if (rest.length > 0 || isIP(address!) === 0 || (range !== undefined && !/^\d{1,3}$/.test(range) && isIP(range) !== 4)) return undefined;
    // proxy-addr's parser, as Express will use it: an entry it refuses would stop the start later.
    try {
      proxyaddr.compile(entry);
    } catch {
      return undefined;
    }
  }
  return entries;
}

export const trustProxySchema = z
  .string()
  .refine(
    (value) => parseTrustProxy(value) !== undefined,
    "must be the number of trusted proxy hops in front of the site (a whole number from 0, direct, to 10) or the proxies' addresses: comma-separated IPs or CIDRs, or loopback, linklocal, uniquelocal",
  )
  .transform((value) => parseTrustProxy(value)!);
