import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../core/config/config.js';
import { silentReporter } from '../../core/reporter.js';
import { openDb, type Db } from '../../core/store/db.js';
import { createRetrievalDeps, type RetrievalDeps } from './deps.js';
import { embedStage } from '../../pipeline/embed/embed-stage.js';
import { bm25Search } from './bm25.js';
import { denseLexicalSearch, EXACT_SEARCH_MAX, vectorRetriever } from './vector-retriever.js';
import { bagOfWordsEmbedder } from '../../../test/helpers/bow-embedder.js';

const DIM = 32;
const embedder = bagOfWordsEmbedder(DIM);

const TOPICS = ['revenue growth', 'margin pressure', 'deal wins', 'attrition rate', 'capex plans', 'dividend payout'];
let dir: string;
let db: Db;
let deps: RetrievalDeps;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hr-vret-'));
  db = openDb(dir);
  const insDoc = db.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, company, status, ingested_at) VALUES (?, ?, ?, ?, 0, 'txt', ?, 'ok', '')`);
  const insChunk = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end) VALUES (?, ?, ?, ?, 0, 0, ?, ?)`);
  // 12 documents × 100 chunks: the big company's 1,100 chunks exceed the exact-search threshold.
  for (let d = 0; d < 12; d++) {
    const company = d < 11 ? 'Big Co' : 'Small Co';
    insDoc.run(`d${d}`, `/x/${d}.txt`, `doc${d}.txt`, `d${d}`, company);
    for (let i = 0; i < 100; i++) insChunk.run(`d${d}-${i}`, `d${d}`, i, `${company} call ${d} part ${i} about ${TOPICS[(d + i) % TOPICS.length]} item${i}`, 1 + (i >> 3), 1 + (i >> 3));
  }
  const config = { ...defaultConfig(), workdir: dir };
  const provider = { name: 'test', model: () => null, embedder: () => embedder, close: async () => {} };
  await embedStage().run({ db, config, out: silentReporter, provider, signal: new AbortController().signal, progress: () => {} });
  deps = createRetrievalDeps({ db, config, embedder: () => embedder });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('vector retrieval', () => {
  it('returns k results inside a large filtered set (HNSW with the filter callback)', async () => {
    const big = Array.from({ length: 11 }, (_, d) => `d${d}`);
    expect(big.length * 100).toBeGreaterThan(EXACT_SEARCH_MAX);
    const hits = await denseLexicalSearch(deps, 'deal wins', big, 25, { denseWeight: 1 });
    expect(hits).toHaveLength(25);
    expect(hits.every((h) => !h.id.startsWith('d11-'))).toBe(true);
  });

  it('returns k results inside a small filtered set (exact), every one of them when k exceeds it', async () => {
    const hits = await denseLexicalSearch(deps, 'deal wins', ['d11'], 10, { denseWeight: 0.5 });
    expect(hits).toHaveLength(10);
    expect(hits.every((h) => h.id.startsWith('d11-'))).toBe(true);
    expect(await denseLexicalSearch(deps, 'deal wins', ['d11'], 500, { denseWeight: 0.5 })).toHaveLength(100);
  });

  it('fuses BM25 and dense scores: the exact-term chunk ranks first', async () => {
    const [top] = await denseLexicalSearch(deps, 'item42 dividend payout', ['d11'], 1, { denseWeight: 0.2 });
    expect(top!.id).toBe('d11-42');
  });

  it('applies company filters and returns contexts with provenance', async () => {
    const ctx = await vectorRetriever(deps).retrieve({ question: 'attrition rate', filters: { company: 'small co' }, topK: 4, depth: 1 });
    expect(ctx).toHaveLength(4);
    for (const c of ctx) expect(c).toMatchObject({ channel: 'vector', document: 'doc11.txt', company: 'Small Co' });
    expect(ctx[0]!.pages.length).toBeGreaterThan(0);
  });
});

describe('BM25 inside a document filter', () => {
  it('per-document rowid ranges give the same hits as scanning every match', () => {
    const docs = ['d3', 'd7', 'd11'];
    const ranged = bm25Search(db, 'deal wins item7', docs, 30);
    // Above the per-document query limit the same filter is applied as one scan.
    const many = [...docs, ...Array.from({ length: 20 }, (_, i) => `missing-${i}`)];
    const scanned = bm25Search(db, 'deal wins item7', many, 30);
    expect(ranged.length).toBe(30);
    expect(ranged.every((h) => docs.some((d) => h.chunkId.startsWith(`${d}-`)))).toBe(true);
    expect(ranged.map((h) => h.score)).toEqual(scanned.map((h) => h.score));
    expect(ranged.map((h) => h.chunkId)).toEqual(scanned.map((h) => h.chunkId));
  });
});
