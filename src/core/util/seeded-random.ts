/**
 * mulberry32: a tiny seeded PRNG, uniform in [0, 1). One generator for every place that needs
 * reproducible randomness (retry jitter, bootstrap intervals, hashed vectors, bench trials), so
 * offline results reproduce exactly.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `xs` in an order drawn from `rand` (Fisher–Yates): seeded samples reproduce exactly. */
export function shuffled<T>(xs: readonly T[], rand: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}
