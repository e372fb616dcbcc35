// The address search (docs/architecture.md#the-embedded-provider): each typed word a range of a sorted vocabulary's token
// ids, the rarest word picking the candidate streets, numbers and units scored on the few streets left.
import type { AddressColumns } from './address-columns';
import { FLAG } from './address-columns';
import type { StreetTable } from './generate-address-book';
import type { Locality } from './localities';
import { STREET_TYPES } from './street-names';

export const MAX_SEARCH_RESULTS = 20;

/** Words people add that are not part of the address's own words. */
const STOP_WORDS = new Set(['unit', 'u', 'apt', 'apartment', 'flat']);

/** Typed abbreviation -> the street type word it stands for (`st` -> `street`). */
const ABBREVIATIONS = new Map<string, string>(
  STREET_TYPES.flatMap((type) => type.abbreviations.map((short): [string, string] => [short, type.name.toLowerCase()])),
);

/** Lower-case words and numbers of an address or a query: commas, slashes and spaces all split. */
export function addressTokens(text: string): string[] {
  return text.toLowerCase().replace(/[’'`]/g, '').match(/[a-z]+|[0-9]+/g) ?? [];
}

type WordQuery = ReturnType<AddressSearchIndex['wordQuery']>;

export class AddressSearchIndex {
  private readonly vocabulary: string[];
  /** Streets carrying token t: postings[offsets[t] .. offsets[t + 1]). */
  private readonly postingOffsets: Uint32Array;
  private readonly postings: Uint32Array;
  /** Tokens of street s: streetTokens[streetTokenOffsets[s] .. streetTokenOffsets[s + 1]). */
  private readonly streetTokenOffsets: Uint32Array;
  private readonly streetTokens: Uint32Array;
  /** How many of a street's tokens (the first ones) are its name's words. */
  private readonly streetNameTokens: Uint8Array;
  private readonly seen: Uint32Array;
  private visit = 0;

  constructor(
    private readonly streets: StreetTable,
    private readonly localities: Locality[],
    streetNames: string[],
    private readonly addresses: AddressColumns,
  ) {
    const localityWords = localities.map((l) => [...addressTokens(l.name), l.state.toLowerCase(), l.postcode]);
    const nameWords = streetNames.map(addressTokens);
    const typeWords = STREET_TYPES.map((t) => addressTokens(t.name));
    const wordsOf = (s: number): string[] => [
      ...(nameWords[streets.name[s] ?? 0] ?? []),
      ...(typeWords[streets.type[s] ?? 0] ?? []),
      ...(localityWords[streets.locality[s] ?? 0] ?? []),
    ];

    const streetsByWord = new Map<string, number[]>();
    for (let s = 0; s < streets.count; s += 1) {
      for (const word of wordsOf(s)) {
        const list = streetsByWord.get(word);
        if (!list) streetsByWord.set(word, [s]);
        else if (list[list.length - 1] !== s) list.push(s);
      }
    }
    this.vocabulary = [...streetsByWord.keys()].sort();
    const tokenId = new Map(this.vocabulary.map((word, id): [string, number] => [word, id]));

    this.postingOffsets = new Uint32Array(this.vocabulary.length + 1);
    let total = 0;
    this.vocabulary.forEach((word, id) => {
      this.postingOffsets[id] = total;
      total += streetsByWord.get(word)?.length ?? 0;
    });
    this.postingOffsets[this.vocabulary.length] = total;
    this.postings = new Uint32Array(total);
    this.vocabulary.forEach((word, id) => this.postings.set(streetsByWord.get(word) ?? [], this.postingOffsets[id]));

    this.streetTokenOffsets = new Uint32Array(streets.count + 1);
    this.streetNameTokens = new Uint8Array(streets.count);
    const flat: number[] = [];
    for (let s = 0; s < streets.count; s += 1) {
      this.streetTokenOffsets[s] = flat.length;
      // Name words come first in wordsOf, so a Set keeps them first.
      this.streetNameTokens[s] = new Set(nameWords[streets.name[s] ?? 0]).size;
      for (const word of new Set(wordsOf(s))) flat.push(tokenId.get(word) ?? 0);
    }
    this.streetTokenOffsets[streets.count] = flat.length;
    this.streetTokens = Uint32Array.from(flat);
    this.seen = new Uint32Array(streets.count);
  }

  /** Positions of the best matches, best first (at most MAX_SEARCH_RESULTS). */
  search(text: string, includeApiOnly: boolean): number[] {
    const tokens = addressTokens(text).filter((token) => !STOP_WORDS.has(token));
    const numbers = tokens.filter((token) => /^\d/.test(token)).slice(0, 4);
    const words: WordQuery[] = [];
    for (const token of tokens) {
      if (/^\d/.test(token)) continue;
      const word = this.wordQuery(token);
      if (word.postings === 0) return [];
      words.push(word);
    }
    if (words.length === 0) {
      // Only numbers typed: a postcode can still pick the streets (e.g. "3053").
      for (const token of numbers) {
        const id = this.exactId(token);
        if (token.length === 4 && id >= 0) words.push({ ranges: [[id, id + 1]], exact: [id], postings: this.count(id, id + 1) });
      }
      if (words.length === 0) return [];
    }

    let driver = words[0] as WordQuery;
    for (const word of words) if (word.postings < driver.postings) driver = word;

    this.visit += 1;
    if (this.visit === 0xffffffff) {
      this.seen.fill(0);
      this.visit = 1;
    }
    const candidates: number[] = [];
    const wordScores: number[] = [];
    for (const [low, high] of driver.ranges) {
      for (let p = this.postingOffsets[low] ?? 0, end = this.postingOffsets[high] ?? 0; p < end; p += 1) {
        const street = this.postings[p] ?? 0;
        if (this.seen[street] === this.visit) continue;
        this.seen[street] = this.visit;
        const wordScore = this.scoreWords(street, words);
        if (wordScore < 0) continue;
        candidates.push(street);
        wordScores.push(wordScore);
      }
    }

    const typedNumbers = numbers.map((text) => ({ text, value: Number(text) }));
    const ranked = new RankedAddresses();
    const apiOnlyMask = includeApiOnly ? 0 : FLAG.apiOnly;
    const consider = (position: number, street: number, wordScore: number): void => {
      if (((this.addresses.flags[position] ?? 0) & apiOnlyMask) !== 0) return;
      const score = this.scoreAddress(position, this.postcodeOf(street), wordScore, typedNumbers);
      if (score !== NO_MATCH) ranked.offer(score, position);
    };

    // Pass 1: addresses whose street number was typed exactly; they usually fill the list, and nothing else outranks them.
    const values = [...new Set(typedNumbers.map((n) => n.value))];
    const exactBound = 1000 + NUMBER_POINTS.slice(1, typedNumbers.length).reduce((a, b) => a + b, 0);
    let bestWordScore = 0;
    for (let c = 0; c < candidates.length; c += 1) {
      const street = candidates[c] ?? 0;
      const wordScore = wordScores[c] ?? 0;
      bestWordScore = Math.max(bestWordScore, wordScore);
      const first = this.streets.first[street] ?? 0;
      if (ranked.cannotTake(wordScore + exactBound, first)) continue;
      const end = this.streets.first[street + 1] ?? 0;
      for (const value of values) {
        for (let position = this.firstWithNumber(first, end, value); position < end; position += 1) {
          if (this.addresses.number[position] !== value) break;
          consider(position, street, wordScore);
        }
      }
    }
    // Pass 2, only when something without an exact street number could still make the list.
    const looseBound = NUMBER_POINTS.slice(0, typedNumbers.length).reduce((a, b) => a + b, 0);
    if (ranked.cannotTake(bestWordScore + looseBound, Number.MAX_SAFE_INTEGER)) return ranked.positions();
    for (let c = 0; c < candidates.length; c += 1) {
      const street = candidates[c] ?? 0;
      const wordScore = wordScores[c] ?? 0;
      const first = this.streets.first[street] ?? 0;
      if (ranked.cannotTake(wordScore + looseBound, first)) continue;
      for (let position = first, end = this.streets.first[street + 1] ?? 0; position < end; position += 1) {
        if (!values.includes(this.addresses.number[position] ?? 0)) consider(position, street, wordScore);
      }
    }
    return ranked.positions();
  }

  private postcodeOf(street: number): string {
    return this.localities[this.streets.locality[street] ?? 0]?.postcode ?? '';
  }

  /** First position in [from, to) whose street number is >= value (a street's numbers ascend). */
  private firstWithNumber(from: number, to: number, value: number): number {
    return firstNotBelow(from, to, (mid) => (this.addresses.number[mid] ?? 0) < value);
  }

  private exactId(word: string): number {
    const at = this.lowerBound(word);
    return this.vocabulary[at] === word ? at : -1;
  }

  private count(low: number, high: number): number {
    return (this.postingOffsets[high] ?? 0) - (this.postingOffsets[low] ?? 0);
  }

  private lowerBound(word: string): number {
    return firstNotBelow(0, this.vocabulary.length, (mid) => (this.vocabulary[mid] ?? '') < word);
  }

  /** Token id ranges [low, high) a typed word matches, the ids that count as a whole-word match, and how many streets they reach. */
  private wordQuery(token: string) {
    const ranges: [number, number][] = [];
    const exact: number[] = [];
    const low = this.lowerBound(token);
    const high = this.lowerBound(`${token}\uffff`);
    if (high > low) ranges.push([low, high]);
    if (this.vocabulary[low] === token) exact.push(low);
    const expansion = ABBREVIATIONS.get(token);
    const expanded = expansion === undefined ? -1 : this.exactId(expansion);
    if (expanded >= 0 && !(expanded >= low && expanded < high)) ranges.push([expanded, expanded + 1]);
    if (expanded >= 0) exact.push(expanded);
    const postings = ranges.reduce((sum, [from, to]) => sum + this.count(from, to), 0);
    return { ranges, exact, postings };
  }

  /** Every typed word must match one of the street's words, whole words scoring more than prefixes; -1 when none does. */
  private scoreWords(street: number, words: WordQuery[]): number {
    const from = this.streetTokenOffsets[street] ?? 0;
    const to = this.streetTokenOffsets[street + 1] ?? 0;
    // Starts above zero so that small penalties never look like "no match" (-1).
    let score = 100;
    for (const word of words) {
      let best = 0;
      for (let t = from; t < to && best < WHOLE_WORD; t += 1) {
        const token = this.streetTokens[t] ?? 0;
        if (word.exact.includes(token)) best = WHOLE_WORD;
        else if (best === 0 && inRanges(token, word.ranges)) best = WORD_PREFIX;
      }
      if (best === 0) return -1;
      score += best;
    }
    // "4 Gum Drive" is Gum Drive before Red Gum Drive: name words nobody typed cost a little.
    for (let t = from, end = from + (this.streetNameTokens[street] ?? 0); t < end; t += 1) {
      const token = this.streetTokens[t] ?? 0;
      if (!words.some((word) => word.exact.includes(token) || inRanges(token, word.ranges))) score -= UNTYPED_NAME_WORD;
    }
    return score;
  }

  /** Each typed number must be the street number, the unit or the postcode; the ranking: see the weights below. */
  private scoreAddress(position: number, postcode: string, wordScore: number, numbers: { text: string; value: number }[]): number {
    const number = this.addresses.number[position] ?? 0;
    const unit = this.addresses.unit[position] ?? 0;
    let score = wordScore;
    let usedNumber = false;
    let usedUnit = false;
    let usedPostcode = false;
    for (const { text, value } of numbers) {
      if (!usedNumber && value === number) {
        usedNumber = true;
        score += 1000;
      } else if (!usedUnit && unit !== 0 && value === unit) {
        usedUnit = true;
        // "3/12" and "Unit 3, 12": the unit is typed before the street number.
        score += usedNumber ? 300 : 350;
      } else if (!usedPostcode && text === postcode) {
        usedPostcode = true;
        score += 150;
      } else if (!usedNumber && startsWithDigits(number, value, text)) {
        usedNumber = true;
        score += 400;
      } else if (!usedPostcode && text.length >= 2 && postcode.startsWith(text)) {
        usedPostcode = true;
        score += 50;
      } else {
        return NO_MATCH;
      }
    }
    return unit !== 0 && !usedUnit ? score - UNIT_NOT_TYPED : score;
  }
}

const NO_MATCH = -1;

// Ranking weights: a typed street number dominates (1000 exact, 400 prefix); then a whole typed street beats a
// partial one, and a unit nobody asked for ranks just below its building.
const WHOLE_WORD = 30;
const WORD_PREFIX = 10;
const UNTYPED_NAME_WORD = 20;
const UNIT_NOT_TYPED = 30;

/** The most each further typed number can add (unit, postcode, postcode prefix), after the first. */
const NUMBER_POINTS = [400, 350, 150, 50];

/** Binary search: the first index in [low, high) that is not `below` (every index below comes first). */
function firstNotBelow(low: number, high: number, below: (index: number) => boolean): number {
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (below(mid)) low = mid + 1;
    else high = mid;
  }
  return low;
}

function inRanges(token: number, ranges: [number, number][]): boolean {
  for (const [low, high] of ranges) if (token >= low && token < high) return true;
  return false;
}

/** Whether `number` starts with the typed digits (no string building in the hot loop). */
function startsWithDigits(number: number, value: number, text: string): boolean {
  if (text.startsWith('0')) return false;
  let rest = number;
  while (rest > value) rest = Math.floor(rest / 10);
  return rest === value;
}

/** The best MAX_SEARCH_RESULTS addresses so far: score desc, then position asc (stable order). */
class RankedAddresses {
  private readonly entries: { score: number; position: number }[] = [];

  /** True when an address scoring at most `score`, at `position` or later, cannot enter. */
  cannotTake(score: number, position: number): boolean {
    if (this.entries.length < MAX_SEARCH_RESULTS) return false;
    const last = this.entries[this.entries.length - 1]!;
    return score < last.score || (score === last.score && position > last.position);
  }

  offer(score: number, position: number): void {
    if (this.cannotTake(score, position)) return;
    const { entries } = this;
    let at = entries.length;
    while (at > 0) {
      const before = entries[at - 1]!;
      if (before.score > score || (before.score === score && before.position < position)) break;
      at -= 1;
    }
    entries.splice(at, 0, { score, position });
    if (entries.length > MAX_SEARCH_RESULTS) entries.pop();
  }

  positions(): number[] {
    return this.entries.map((entry) => entry.position);
  }
}
