// Measures the embedded address search (docs/architecture.md#budgets: in-process search p99 <= 5 ms). Not a test:
// timings belong in scripts, never in unit tests (helper rules). Run: npx tsx scripts/bench-address-search.ts [count]
import { createAddressBook } from '../provider/address/address-book';
import type { AddressBook } from '../provider/address/address-book';
import { SCENARIO_ADDRESSES } from '../provider/address/scenarios';
import { createSeededRandom } from '../provider/seeded-random';
import { percentile } from '../harness/percentiles';

const SEARCHES = Number(process.argv[2] ?? 5000);
const WARM_UP = 500;

const ABBREVIATE: Record<string, string> = {
  Street: 'St', Road: 'Rd', Avenue: 'Ave', Crescent: 'Cres', Court: 'Ct', Drive: 'Dr', Parade: 'Pde',
  Place: 'Pl', Terrace: 'Tce', Close: 'Cl', Lane: 'Ln', Circuit: 'Cct', Boulevard: 'Bvd', Highway: 'Hwy',
};

/** Queries the way visitors type them: whole, abbreviated, lower case, half typed, unit forms, noise. */
function buildQueries(book: AddressBook, count: number): string[] {
  const rng = createSeededRandom(7);
  const queries: string[] = [];
  while (queries.length < count) {
    const { formattedAddress } = book.entryAt(rng.int(book.size));
    const match = /^(?:Unit (\d+), )?(\d+) (.+?) (\w+), (.+) ([A-Z]+) (\d{4})$/.exec(formattedAddress);
    if (!match) continue;
    const [, unit, number, name = '', type = '', locality = '', state, postcode] = match;
    const street = `${number} ${name} ${type}`;
    const kind = rng.int(10);
    let query: string;
    if (kind === 0) query = formattedAddress;
    else if (kind === 1) query = `${number} ${name} ${ABBREVIATE[type] ?? type} ${locality}`.toLowerCase();
    else if (kind === 2) query = street.slice(0, 5 + rng.int(Math.max(1, street.length - 5)));
    else if (kind === 3) query = unit ? `${unit}/${number} ${name}` : `${number} ${name}`;
    else if (kind === 4) query = `${locality} ${state} ${postcode}`;
    else if (kind === 5) query = `  ${number},  ${name.toUpperCase()} ,${type}  `;
    else if (kind === 6) query = `${name} ${type.slice(0, 2)}`;
    else if (kind === 7) query = unit ? `Unit ${unit} ${number} ${name} ${type}` : `${street}, ${locality}`;
    else if (kind === 8) query = `${number} ${name.slice(0, 3)}`;
    else query = (SCENARIO_ADDRESSES[rng.int(SCENARIO_ADDRESSES.length)]?.text ?? street);
    queries.push(query);
  }
  return queries;
}

const buildStart = performance.now();
const book = createAddressBook();
const buildMs = performance.now() - buildStart;
const queries = buildQueries(book, SEARCHES + WARM_UP);
for (const fullText of queries.slice(0, WARM_UP)) book.search({ fullText });

const times: number[] = [];
let empty = 0;
for (const [i, fullText] of queries.slice(WARM_UP).entries()) {
  const source = i % 10 === 0 ? 'api' : 'footprint';
  const start = performance.now();
  const found = book.search({ fullText, source, excludeProviders: 'TelstraWholesale' });
  times.push(performance.now() - start);
  if (found.length === 0) empty += 1;
}
times.sort((a, b) => a - b);
const fmt = (ms: number) => ms.toFixed(3);
console.log(`addresses        ${book.size}`);
console.log(`build            ${buildMs.toFixed(0)} ms`);
console.log(`heap used        ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
console.log(`searches         ${times.length} (${empty} empty)`);
console.log(`p50 / p95 / p99  ${fmt(percentile(times, 50))} / ${fmt(percentile(times, 95))} / ${fmt(percentile(times, 99))} ms`);
console.log(`max              ${fmt(times[times.length - 1] ?? 0)} ms`);
