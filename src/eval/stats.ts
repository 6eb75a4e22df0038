/**
 * Statistics for metric tables: means over scorable values (NaN counted apart, never folded into
 * 0), seeded bootstrap 95% intervals, paired differences between modes, Spearman correlation.
 * Pure and deterministic: the bootstrap uses a seeded generator.
 */
import { seededRandom } from '../core/util/seeded-random.js';


export interface Summary {
  /** Mean over scorable values; null when none is scorable. */
  mean: number | null;
  /** Scorable values. */
  n: number;
  /** Values that could not be scored (NaN). */
  nan: number;
  /** Seeded percentile-bootstrap 95% interval of the mean; null when n = 0. */
  ci95: [number, number] | null;
}

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Percentile bootstrap of the mean of `xs` (all finite). */
export function bootstrapCi(xs: readonly number[], seed = 42, resamples = 1000): [number, number] {
  if (xs.length === 0) throw new RangeError('bootstrapCi needs at least one value');
  const rnd = seededRandom(seed);
  const means: number[] = [];
  for (let r = 0; r < resamples; r++) {
    let s = 0;
    for (let i = 0; i < xs.length; i++) s += xs[Math.floor(rnd() * xs.length)]!;
    means.push(s / xs.length);
  }
  means.sort((a, b) => a - b);
  return [quantile(means, 0.025), quantile(means, 0.975)];
}

/** Summary of one metric over questions. */
export function summarise(values: readonly number[], seed = 42): Summary {
  const ok = values.filter((v) => Number.isFinite(v));
  const nan = values.length - ok.length;
  if (ok.length === 0) return { mean: null, n: 0, nan, ci95: null };
  const mean = ok.reduce((a, b) => a + b, 0) / ok.length;
  return { mean, n: ok.length, nan, ci95: bootstrapCi(ok, seed) };
}

export interface PairedComparison {
  /** Mean of (b − a) over questions both modes could score. */
  meanDiff: number | null;
  n: number;
  ci95: [number, number] | null;
}

/** Paired difference b − a over the questions where both are scorable (same index = same question). */
export function pairedDiff(a: readonly number[], b: readonly number[], seed = 42): PairedComparison {
  const d: number[] = [];
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (Number.isFinite(a[i]) && Number.isFinite(b[i])) d.push(b[i]! - a[i]!);
  }
  if (d.length === 0) return { meanDiff: null, n: 0, ci95: null };
  return { meanDiff: d.reduce((x, y) => x + y, 0) / d.length, n: d.length, ci95: bootstrapCi(d, seed) };
}

/** Average ranks (1-based), ties sharing their mean rank. */
export function ranks(xs: readonly number[]): number[] {
  const idx = xs.map((v, i) => [v, i] as const).sort((p, q) => p[0] - q[0]);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
    const r = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out[idx[k]![1]] = r;
    i = j + 1;
  }
  return out;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/** Spearman rank correlation over pairs where both are finite; NaN when undefined. */
export function spearman(x: readonly number[], y: readonly number[]): { rho: number; n: number } {
  const px: number[] = [], py: number[] = [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (Number.isFinite(x[i]) && Number.isFinite(y[i])) { px.push(x[i]!); py.push(y[i]!); }
  }
  if (px.length < 3) return { rho: Number.NaN, n: px.length };
  return { rho: pearson(ranks(px), ranks(py)), n: px.length };
}
