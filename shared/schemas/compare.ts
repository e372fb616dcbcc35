// The query of /compare (docs/product/pricing.md#compare-plans): plan ids comma-separated or repeated, read as
// distinct ids in increasing order, so every spelling of one choice renders one page under one cache key.
import { z } from 'zod';

const MOST_IDS = 24;

export const comparePlansQuerySchema = z
  .array(z.string().max(400))
  .transform((values) =>
    values
      .flatMap((value) => value.split(','))
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, 'must be a plan id')).max(MOST_IDS))
  .transform((ids) => [...new Set(ids.map(Number))].sort((a, b) => a - b));

export type ComparePlansQuery = { ok: true; ids: number[] } | { ok: false };

/** The plan ids a query names, or not ok when it names something else. */
export function readComparePlans(values: readonly string[]): ComparePlansQuery {
  const parsed = comparePlansQuerySchema.safeParse([...values]);
  return parsed.success ? { ok: true, ids: parsed.data } : { ok: false };
}
