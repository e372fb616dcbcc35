// Both load runners check a sample of the bodies: a 200 with a wrong body fails a run as a 500 does. No k6 or
// Node import and no zod (k6 cannot load it): the contract's top level (shared/schemas/upstream.ts) by hand.
import type { RequestKind } from './scenario-file.ts';

/** One answer in this many has its body checked (every answer's status is judged anyway). */
export const BODY_CHECK_EVERY = 10;

/** Whether iteration `n` (0-based) has its body checked. */
export const checksBody = (n: number): boolean => n % BODY_CHECK_EVERY === 0;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An address list: an array of `{ formattedAddress, providers[] }` (docs/architecture.md#contracts `/v2/address`). */
function addressListProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'not an address list (a JSON array)';
  const bad = value.findIndex((entry) => !isObject(entry) || typeof entry.formattedAddress !== 'string' || !Array.isArray(entry.providers));
  return bad === -1 ? undefined : `address ${bad} lacks formattedAddress or providers`;
}

/** What is wrong with a 2xx answer's body for its kind of request; undefined when it has the expected shape. */
export function bodyProblem(kind: RequestKind, body: string): string | undefined {
  if (kind === 'page') {
    const text = body.trimStart().slice(0, 15).toLowerCase();
    if (!text.startsWith('<!doctype html')) return 'not an HTML document';
    return /<\/html>\s*$/i.test(body) ? undefined : 'HTML document cut short (no </html>)';
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  switch (kind) {
    case 'addressSearch':
    case 'addressById':
      return addressListProblem(value);
    case 'serviceQualification':
      return isObject(value) && isObject(value.sqSummary) && Array.isArray(value.availablePlanCategories) && Array.isArray(value.priority)
        ? undefined
        : 'not a qualification (sqSummary, availablePlanCategories, priority)';
    case 'contentApi':
      // Content, plans, nav, rates: each its own document, all JSON objects or lists, never empty.
      return (isObject(value) && Object.keys(value).length > 0) || (Array.isArray(value) && value.length > 0) ? undefined : 'empty or not a JSON document';
  }
}
