/**
 * Weighted score fusion of dense and lexical scores: each list is min-max normalised to [0, 1]
 * over the candidates, then fused = w·dense + (1 − w)·bm25. A candidate missing from a list
 * gets that list's normalised 0 (it ranked at or below the worst candidate there).
 */

export interface Scored {
  id: string;
  score: number;
}

export interface Fused {
  id: string;
  score: number;
  dense: number;
  lexical: number;
}

/** Min-max normalise scores to [0, 1]; a list of equal scores maps to 1 (all equally good) unless empty. */
export function minMax(list: readonly Scored[]): Map<string, number> {
  const out = new Map<string, number>();
  if (list.length === 0) return out;
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of list) {
    lo = Math.min(lo, s.score);
    hi = Math.max(hi, s.score);
  }
  const span = hi - lo;
  for (const s of list) out.set(s.id, span > 0 ? (s.score - lo) / span : 1);
  return out;
}

/** Fuse two ranked lists; ties break by id so the order is deterministic. */
export function weightedFusion(dense: readonly Scored[], lexical: readonly Scored[], denseWeight: number): Fused[] {
  const w = Math.min(1, Math.max(0, denseWeight));
  const d = minMax(dense);
  const l = minMax(lexical);
  const ids = new Set([...d.keys(), ...l.keys()]);
  const out: Fused[] = [];
  for (const id of ids) {
    const dn = d.get(id) ?? 0;
    const ln = l.get(id) ?? 0;
    out.push({ id, score: w * dn + (1 - w) * ln, dense: dn, lexical: ln });
  }
  return out.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
