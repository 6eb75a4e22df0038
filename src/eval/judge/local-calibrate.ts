/**
 * Honest calibration of a local-judge threshold against reference scores: the rows are split into
 * two seeded random halves; the threshold is chosen on one half (the tuning half) and the
 * agreement is reported on the other (held out), so a figure is never only the fit of the rows it
 * was tuned on. Pure and deterministic (mulberry32 shuffle).
 */
import { seededRandom } from '../../core/util/seeded-random.js';

/** Indices 0..n-1 shuffled with `seed` and cut in two: `tune` gets ⌈n/2⌉ of them. Both sorted. */
export function seededHalves(n: number, seed: number): { tune: number[]; heldOut: number[] } {
  const idx = Array.from({ length: n }, (_, i) => i);
  const rnd = seededRandom(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  const cut = Math.ceil(n / 2);
  return { tune: idx.slice(0, cut).sort((a, b) => a - b), heldOut: idx.slice(cut).sort((a, b) => a - b) };
}

/**
 * The candidate with the highest score (NaN counts as worst); ties go to the earliest candidate,
 * so list candidates from the most to the least conservative.
 */
export function pickBest<T>(candidates: readonly T[], score: (c: T) => number): { best: T; score: number } {
  if (candidates.length === 0) throw new RangeError('no candidates to pick from');
  let best: T = candidates[0] as T;
  let bestScore = -Infinity;
  for (const c of candidates) {
    const s = score(c);
    const v = Number.isNaN(s) ? -Infinity : s;
    if (v > bestScore) {
      bestScore = v;
      best = c;
    }
  }
  return { best, score: bestScore === -Infinity ? Number.NaN : bestScore };
}
