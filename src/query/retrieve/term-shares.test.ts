import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../core/store/db.js';
import { seededRandom } from '../../core/util/seeded-random.js';
import { indexVersion, termStats } from './fts-terms.js';
import { termShares, topByShares, type TermShares } from './term-shares.js';

const shares = (pairs: [number, number][]): TermShares => ({
  rows: Int32Array.from(pairs.map(([r]) => r)),
  shares: Float64Array.from(pairs.map(([, s]) => s)),
});

/** The reference: every row's shares summed in term order, all rows sorted by score, then rowid. */
function reference(terms: readonly TermShares[], limit: number): { seq: number; score: number }[] {
  const score = new Map<number, number>();
  for (const t of terms) t.rows.forEach((r, i) => score.set(r, (score.get(r) ?? 0) + t.shares[i]!));
  return [...score]
    .map(([seq, s]) => ({ seq, score: s }))
    .sort((a, b) => b.score - a.score || a.seq - b.seq)
    .slice(0, Math.max(0, limit));
}

describe('topByShares', () => {
  it('sums each row’s shares and ranks by score, then rowid', () => {
    const a = shares([[1, 0.5], [3, 2], [7, 1]]);
    const b = shares([[3, 0.25], [7, 1.5], [9, 2.5]]);
    expect(topByShares([a, b], 10)).toEqual([
      { seq: 7, score: 2.5 },
      { seq: 9, score: 2.5 },
      { seq: 3, score: 2.25 },
      { seq: 1, score: 0.5 },
    ]);
    expect(topByShares([a, b], 2)).toEqual([{ seq: 7, score: 2.5 }, { seq: 9, score: 2.5 }]);
  });

  it('adds the shares in the terms’ order, as bm25() sums its phrases (floating point is not associative)', () => {
    const terms = [shares([[4, 0.1]]), shares([[4, 0.2]]), shares([[4, 0.3]])];
    expect(topByShares(terms, 1)[0]!.score).toBe(0.1 + 0.2 + 0.3);
    expect(topByShares([...terms].reverse(), 1)[0]!.score).toBe(0.3 + 0.2 + 0.1);
  });

  it('returns nothing for no terms, no rows or no room', () => {
    expect(topByShares([], 5)).toEqual([]);
    expect(topByShares([shares([])], 5)).toEqual([]);
    expect(topByShares([shares([[2, 1]])], 0)).toEqual([]);
  });

  it('agrees with sorting every row, ties included, on random shares', () => {
    const rnd = seededRandom(3);
    for (let n = 0; n < 200; n++) {
      const terms = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => {
        const rows = [...new Set(Array.from({ length: Math.floor(rnd() * 40) }, () => Math.floor(rnd() * 60)))].sort((x, y) => x - y);
        // Few distinct values, so many rows tie.
        return shares(rows.map((r) => [r, Math.floor(rnd() * 4) / 2]));
      });
      const limit = Math.floor(rnd() * 30);
      expect(topByShares(terms, limit)).toEqual(reference(terms, limit));
    }
  });
});

describe('termShares', () => {
  it('reads a term’s shares, summing to the OR query’s scores; past the budget, null, the rarest missing terms read meanwhile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hr-shares-'));
    const db = openDb(dir);
    try {
      db.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, status, ingested_at) VALUES ('d', '/d', 'd.txt', 'd', 0, 'txt', 'ok', '')`).run();
      const ins = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end) VALUES (?, 'd', ?, ?, 0, 0, 1, 1)`);
      // alpha in 10 chunks, beta in 4, gamma in 1, among 40.
      for (let i = 0; i < 40; i++) ins.run(`c${i}`, i, [i < 10 ? 'alpha alpha' : 'filler', i % 10 === 3 ? 'beta' : 'more', i === 3 ? 'gamma' : 'text', 'words'].join(' '));
      const stats = termStats(db);
      const df = (t: string) => stats.df(t);
      const version = indexVersion(db);
      // alpha, beta and gamma hold 15 rows: over a budget of 5, the two rarer ones (5 rows) are read.
      expect(termShares(db, ['alpha', 'beta', 'gamma'], version, { rows: 5, df })).toBeNull();
      // Only alpha is missing now: its 10 rows fit a budget of 10.
      const shares = termShares(db, ['alpha', 'beta', 'gamma'], version, { rows: 10, df })!;
      expect(shares.map((s) => s.rows.length)).toEqual([10, 4, 1]);
      const or = db.prepare(`SELECT rowid AS seq, -bm25(chunks_fts) AS score FROM chunks_fts WHERE chunks_fts MATCH '"alpha" OR "beta" OR "gamma"' ORDER BY score DESC, rowid`).all();
      expect(topByShares(shares, 100)).toEqual(or);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
