/**
 * Whom the per-client limits count an address as (docs/operations.md#client-addresses-and-rate-limits):
 * IPv4 as it is, IPv6 as its /64 (one home gets a whole /64), an IPv4-mapped address as its IPv4
 * address, anything else as it is.
 */
export function clientAddressKey(address: string): string {
  const hextets = ipv6Hextets(address);
  if (!hextets) return address;
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    return `${hextets[6]! >> 8}.${hextets[6]! & 0xff}.${hextets[7]! >> 8}.${hextets[7]! & 0xff}`;
  }
  return `${hextets.slice(0, 4).map((h) => h.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 allowed), as the URL parser reads it; null when it is not one. */
function ipv6Hextets(address: string): number[] | null {
  if (!address.includes(':')) return null;
  let host: string;
  try {
    host = new URL(`http://[${address.split('%')[0]}]`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  // The parser writes the canonical form: lower case, at most one `::`, no dotted tail.
  const [head = [], tail = []] = host.split('::').map((part) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16))));
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}
