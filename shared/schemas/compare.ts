// The query of /compare (docs/product/pricing.md#compare-plans): plan ids comma-separated or repeated, read as
// distinct ids in increasing order, so every spelling of one choice renders one page under one cache key.
import { z } from 'zod/mini';

const MOST_IDS = 24;

/** In zod/mini: the browser's /compare reads it too (docs/architecture.md#security-headers). */
export const comparePlansQuerySchema = z.pipe(
  z.pipe(
    z.array(z.string().check(z.maxLength(400))),
    z.transform((values: string[]) => values.flatMap((value) => value.split(',')).map((id) => id.trim()).filter((id) => id !== '')),
  ),
  z.pipe(
    z.array(z.string().check(z.regex(/^\d{1,9}$/, 'must be a plan id'))).check(z.maxLength(MOST_IDS)),
    z.transform((ids: string[]) => [...new Set(ids.map(Number))].sort((a, b) => a - b)),
  ),
);

export type ComparePlansQuery = { ok: true; ids: number[] } | { ok: false };

/** The plan ids a query names, or not ok when it names something else. */
export function readComparePlans(values: readonly string[]): ComparePlansQuery {
  const parsed = comparePlansQuerySchema.safeParse([...values]);
  return parsed.success ? { ok: true, ids: parsed.data } : { ok: false };
}
