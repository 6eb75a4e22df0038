import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/config.js';
import { silentReporter } from '../reporter.js';
import type { Provider } from '../providers/types.js';
import { openDb, type Db } from '../store/db.js';
import { embedStage } from '../../pipeline/embed/embed-stage.js';
import { exactSearch } from '../../query/retrieve/exact-search.js';
import { encodeVector } from './vector-codec.js';
import { VectorIndex } from './vector-index.js';
import { bagOfWordsEmbedder } from '../../../test/helpers/bow-embedder.js';

const DIM = 16;

const embedder = bagOfWordsEmbedder(DIM, 7);

const provider: Provider = { name: 'test', model: () => null, embedder: () => embedder, close: async () => {} };

let dir: string;
let db: Db;

function addDoc(id: string, texts: string[]): void {
  db.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, status, ingested_at)
    VALUES (?, ?, ?, ?, 0, 'txt', 'ok', '')`).run(id, `/x/${id}.txt`, `${id}.txt`, id);
  const ins = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end)
    VALUES (?, ?, ?, ?, 0, 0, 1, 1)`);
  texts.forEach((t, i) => ins.run(`${id}-${i}`, id, i, t));
}

async function runEmbed(): Promise<void> {
  const config = { ...defaultConfig(), workdir: dir };
  await embedStage().run({ db, config, out: silentReporter, provider, signal: new AbortController().signal, progress: () => {} });
}

const open = () => VectorIndex.open({ workdir: dir, db, embedderId: embedder.id, dimensions: DIM });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hr-vec-'));
  db = openDb(dir);
  addDoc('a', Array.from({ length: 30 }, (_, i) => `alpha report number ${i} revenue growth margin word${i}`));
  addDoc('b', Array.from({ length: 30 }, (_, i) => `beta filing item ${i} debt capex outlook token${i}`));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('vector index', () => {
  it('embeds every pending chunk once and finds the nearest', async () => {
    expect(embedStage().pending(db)).toBe(60);
    await runEmbed();
    expect(embedStage().pending(db)).toBe(0);
    // Another provider's embedder has embedded nothing yet: all of it is pending for that one.
    expect(embedStage({ ...defaultConfig(), provider: 'local' }).pending(db)).toBe(60);
    const idx = open();
    expect(idx.size).toBe(60);
    expect(idx.report).toEqual({ added: 0, deleted: 0, rebuilt: false });
    const [q] = await embedder.embed(['beta filing item 7 debt capex outlook token7']);
    const hits = idx.search(q!, 3);
    const label = db.prepare(`SELECT label FROM vectors WHERE chunk_id = 'b-7'`).pluck().get();
    expect(hits[0]!.label).toBe(label);
    expect(hits[0]!.score).toBeCloseTo(1, 5);
  });

  it('filters inside the search: k results whenever k allowed vectors exist', async () => {
    await runEmbed();
    const idx = open();
    const aLabels = new Set(db.prepare(`SELECT label FROM vectors WHERE chunk_id LIKE 'a-%'`).pluck().all() as number[]);
    const [q] = await embedder.embed(['beta filing debt capex outlook']);
    const hits = idx.search(q!, 10, (l) => aLabels.has(l));
    expect(hits).toHaveLength(10);
    expect(hits.every((h) => aLabels.has(h.label))).toBe(true);
    // Same order as exact search over the same set.
    const exact = exactSearch(db, embedder.id, q!, ['a']).slice(0, 10);
    expect(hits.map((h) => h.score)).toEqual(exact.map((e) => expect.closeTo(e.score, 5)));
  });

  it('reconciles after a crash: rows committed but not saved are added from SQLite', async () => {
    await runEmbed();
    // A crash after the SQLite commit and before the index save: rows exist, the file lacks them.
    addDoc('c', ['gamma new chunk about dividends']);
    const [v] = await embedder.embed(['gamma new chunk about dividends']);
    db.prepare('INSERT INTO vectors (chunk_id, embedder, vec) VALUES (?, ?, ?)').run('c-0', embedder.id, encodeVector(v!));
    const idx = open();
    expect(idx.report.added).toBe(1);
    expect(idx.size).toBe(61);
    expect(idx.search(v!, 1)[0]!.score).toBeCloseTo(1, 5);
    expect(open().report).toEqual({ added: 0, deleted: 0, rebuilt: false }); // saved the repair
  });

  it('marks deleted the labels of chunks removed by re-ingest', async () => {
    await runEmbed();
    const gone = new Set(db.prepare(`SELECT label FROM vectors WHERE chunk_id LIKE 'b-%'`).pluck().all() as number[]);
    db.prepare(`DELETE FROM documents WHERE id = 'b'`).run(); // cascades to chunks and vectors
    const idx = open();
    expect(idx.report.deleted).toBe(30);
    expect(idx.size).toBe(30);
    const [q] = await embedder.embed(['beta filing debt capex outlook']);
    const hits = idx.search(q!, 30);
    expect(hits).toHaveLength(30);
    expect(hits.some((h) => gone.has(h.label))).toBe(false);
  });

  it('rebuilds an unreadable index file from SQLite', async () => {
    await runEmbed();
    writeFileSync(open().path, 'torn bytes');
    const idx = open();
    expect(idx.report.rebuilt).toBe(true);
    expect(idx.size).toBe(60);
  });
});
