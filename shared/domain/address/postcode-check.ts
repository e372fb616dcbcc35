// docs/product/address-check.md#manual-address: a manually entered suburb, state and postcode must
// belong together in the Australian postcode list (server/api/call-back/au-postcodes.json), so a
// call-back reaches an address that exists.

/** postcode -> state -> suburbs (display spelling). */
export type PostcodeList = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

/** Reads the compact list: `{ "3056": "VIC:Brunswick,Brunswick Lower,Brunswick North" }`, states split by `;`. */
export function parsePostcodeList(postcodes: Readonly<Record<string, string>>): PostcodeList {
  const list = new Map<string, Map<string, string[]>>();
  for (const [postcode, line] of Object.entries(postcodes)) {
    const states = new Map<string, string[]>();
    for (const part of line.split(';')) {
      const colon = part.indexOf(':');
      if (colon <= 0) continue;
      states.set(part.slice(0, colon), part.slice(colon + 1).split(',').filter(Boolean));
    }
    list.set(postcode, states);
  }
  return list;
}

/** How suburbs are compared: case, spaces, dots, apostrophes and hyphens ignored; `St`/`Mt` read as Saint/Mount. */
export function suburbKey(suburb: string): string {
  return suburb
    .toLowerCase()
    .replace(/[.'’`]/g, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^st /, 'saint ')
    .replace(/^mt /, 'mount ');
}

export type SuburbCheck =
  | { ok: true; suburb: string }
  | { ok: false; field: 'postcode' | 'state' | 'suburb'; message: string };

/** Suburbs named in a refusal, so the visitor can pick the right spelling without a long list. */
const SUBURBS_NAMED = 6;

/**
 * The rule: the postcode is in the list; the state is one the postcode lies in; the suburb is one of
 * that postcode's suburbs in that state. The answer names the suburb in the list's own spelling.
 */
export function checkSuburbPostcode(list: PostcodeList, input: { suburb: string; state: string; postcode: string }): SuburbCheck {
  const postcode = input.postcode.trim();
  const states = list.get(postcode);
  if (!states) return { ok: false, field: 'postcode', message: `We can't find the postcode ${postcode}. Please check it.` };
  const suburbs = states.get(input.state);
  if (!suburbs) {
    return { ok: false, field: 'state', message: `Postcode ${postcode} is in ${[...states.keys()].join(' or ')}, not ${input.state}.` };
  }
  const wanted = suburbKey(input.suburb);
  const suburb = suburbs.find((name) => suburbKey(name) === wanted);
  if (suburb) return { ok: true, suburb };
  const named = suburbs.slice(0, SUBURBS_NAMED).join(', ');
  const more = suburbs.length > SUBURBS_NAMED ? ' and others' : '';
  return { ok: false, field: 'suburb', message: `${input.suburb.trim()} is not in postcode ${postcode}. Suburbs there: ${named}${more}.` };
}
