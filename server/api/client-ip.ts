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

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 allowed), or null when it is not one. */
function ipv6Hextets(address: string): number[] | null {
  if (!address.includes(':')) return null;
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  const tail: number[] = [];
  if (dotted) {
    const octets = dotted.slice(2, 6).map(Number);
    if (octets.some((o) => o > 255)) return null;
    tail.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
    text = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const groups = [parse(halves[0]!), halves.length === 2 ? parse(halves[1]!) : []];
  if ([...groups[0]!, ...groups[1]!].some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const head = groups[0]!.map((g) => parseInt(g, 16));
  const rest = [...groups[1]!.map((g) => parseInt(g, 16)), ...tail];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...rest];
}
