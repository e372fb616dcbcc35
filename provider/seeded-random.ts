// docs/architecture.md#the-embedded-provider: generated data is deterministic; mulberry32 is small, fast and good enough for it.

/** mulberry32: a seeded source of floats in [0, 1), for knob draws (jitter, error rates) and load runs. */
export function createSeededFloats(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded pseudo-random source; never Math.random (docs/architecture.md#the-embedded-provider "fixed seed"). */
export type SeededRandom = ReturnType<typeof createSeededRandom>;

/** The same floats with integer, chance and weighted draws on top, for generating synthetic data. */
export function createSeededRandom(seed: number) {
  const next = createSeededFloats(seed);
  return {
    next,
    /** An integer in [0, n). */
    int: (n: number) => Math.floor(next() * n),
    chance: (p: number) => next() < p,
    /** Picks an index by weight (weights need not sum to 1). */
    weighted(weights: readonly number[]): number {
      let total = 0;
      for (const w of weights) total += w;
      let roll = next() * total;
      for (let i = 0; i < weights.length; i += 1) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return i;
      }
      return weights.length - 1;
    },
  };
}
