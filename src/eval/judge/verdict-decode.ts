/**
 * What a reference judge said about each context item, read back from its context-precision
 * score. Average precision over n binary verdicts takes few distinct values, and most of them
 * belong to a single verdict pattern: 0.5 over four items can only be "not useful, useful, not
 * useful, either", 1.0 only "useful first". Comparing our item verdicts with the reference's,
 * where they are determined, says more than a rank correlation over scores of which two thirds
 * tie at 1.0. Pure.
 */
import { score as averagePrecision } from '../metrics/context-precision.js';

/** Every verdict pattern over `n` items (2^n, n ≤ 12). */
function patterns(n: number): boolean[][] {
  if (n > 12) throw new RangeError(`too many items to enumerate: ${n}`);
  const out: boolean[][] = [];
  for (let m = 0; m < 1 << n; m++) out.push(Array.from({ length: n }, (_, i) => ((m >> (n - 1 - i)) & 1) === 1));
  return out;
}

/**
 * Per item: the verdict every pattern with this average precision agrees on, or null where the
 * patterns differ (or no pattern gives the score: the reference then used other items or rounding).
 */
export function decodeVerdicts(ap: number, n: number, tolerance = 2e-3): Array<boolean | null> {
  const fits = patterns(n).filter((p) => Math.abs(averagePrecision(p) - ap) <= tolerance);
  if (fits.length === 0 || !Number.isFinite(ap)) return Array.from({ length: n }, () => null);
  return Array.from({ length: n }, (_, i) => (fits.every((p) => p[i] === fits[0]![i]) ? fits[0]![i]! : null));
}

export interface VerdictAgreement {
  /** Items whose reference verdict is determined. */
  n: number;
  /** Share of those on which ours agrees. */
  agreement: number;
  /** Cohen's kappa: agreement beyond what the two judges' base rates give by chance. */
  kappa: number;
  /** Share the reference calls useful, and share we do, over the same items. */
  referenceUseful: number;
  oursUseful: number;
}

/** Agreement of our verdicts with the determined reference verdicts (null entries skipped). */
export function verdictAgreement(pairs: ReadonlyArray<{ ours: boolean; reference: boolean | null }>): VerdictAgreement {
  const known = pairs.filter((p): p is { ours: boolean; reference: boolean } => p.reference !== null);
  const n = known.length;
  if (n === 0) return { n: 0, agreement: Number.NaN, kappa: Number.NaN, referenceUseful: Number.NaN, oursUseful: Number.NaN };
  const agree = known.filter((p) => p.ours === p.reference).length / n;
  const r = known.filter((p) => p.reference).length / n;
  const o = known.filter((p) => p.ours).length / n;
  const chance = r * o + (1 - r) * (1 - o);
  return { n, agreement: agree, kappa: chance === 1 ? Number.NaN : (agree - chance) / (1 - chance), referenceUseful: r, oursUseful: o };
}
