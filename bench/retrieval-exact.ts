/**
 * Where exact search beats HNSW: a synthetic workdir (N random unit vectors of the local
 * embedder's dimension in SQLite + the HNSW index over them), then filtered queries whose allowed
 * set has n vectors, timed both ways — exact from SQLite (what the retriever does for small sets)
 * and HNSW with the filter callback (for large sets). Chooses EXACT_SEARCH_MAX.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exactSearch } from '../src/query/retrieve/exact-search.js';
import { encodeVector, normalize } from '../src/core/vectors/vector-codec.js';
import { VectorIndex } from '../src/core/vectors/vector-index.js';
import { openDb } from '../src/core/store/db.js';
import { seededRandom } from '../src/core/util/seeded-random.js';
import { quantile } from './lib/stats.js';

export interface CrossoverRow {
  n: number;
  exactMs: number;
  hnswMs: number;
}

export function measureExactVsHnsw(total = 20_000, dim = 100, sizes = [100, 500, 1000, 2000, 5000, 10_000], queries = 30): CrossoverRow[] {
  const dir = mkdtempSync(join(tmpdir(), 'hr-bench-exact-'));
  const db = openDb(dir);
  const rnd = seededRandom(11);
  const vec = () => normalize(Float32Array.from({ length: dim }, () => rnd() * 2 - 1));
  try {
    // One document per 100 chunks, so a filter is a set of whole documents as in real use.
    const docs = Math.ceil(total / 100);
    const insDoc = db.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, status, ingested_at) VALUES (?, ?, ?, ?, 0, 'txt', 'ok', '')`);
    const insChunk = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end) VALUES (?, ?, ?, '', 0, 0, 1, 1)`);
    const insVec = db.prepare(`INSERT INTO vectors (chunk_id, embedder, vec) VALUES (?, 'bench', ?)`);
    db.transaction(() => {
      for (let d = 0; d < docs; d++) insDoc.run(`d${d}`, `/b/${d}`, `${d}.txt`, `d${d}`);
      for (let i = 0; i < total; i++) {
        insChunk.run(`c${i}`, `d${Math.floor(i / 100)}`, i % 100);
        insVec.run(`c${i}`, encodeVector(vec()));
      }
    })();
    const index = VectorIndex.open({ workdir: dir, db, embedderId: 'bench', dimensions: dim });
    const rows: CrossoverRow[] = [];
    for (const n of sizes.filter((s) => s <= total)) {
      const docIds = Array.from({ length: Math.ceil(n / 100) }, (_, i) => `d${i * Math.floor(docs / Math.ceil(n / 100))}`);
      const labels = new Set(
        db.prepare(`SELECT v.label FROM vectors v JOIN chunks c ON c.id = v.chunk_id WHERE c.doc_id IN (SELECT value FROM json_each(?))`).pluck().all(JSON.stringify(docIds)) as number[],
      );
      const ex: number[] = [];
      const hn: number[] = [];
      for (let q = 0; q < queries; q++) {
        const v = vec();
        let t = performance.now();
        exactSearch(db, 'bench', v, docIds);
        ex.push(performance.now() - t);
        t = performance.now();
        index.search(v, 50, (l) => labels.has(l));
        hn.push(performance.now() - t);
      }
      rows.push({ n: labels.size, exactMs: quantile(ex, 0.5), hnswMs: quantile(hn, 0.5) });
    }
    return rows;
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('retrieval-exact.ts')) {
  for (const r of measureExactVsHnsw()) console.log(`n=${r.n}\texact ${r.exactMs.toFixed(2)} ms\thnsw ${r.hnswMs.toFixed(2)} ms`);
}
