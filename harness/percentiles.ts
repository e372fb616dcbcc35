// The one percentile every report of the harness uses (load, bench, drills): nearest rank over
// every kept sample, so a p99 is a time some request took, never an interpolation.

/** The nearest-rank percentile of sorted values (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}
