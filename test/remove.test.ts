/**
 * `hybridrag remove` and `ingest --prune` end to end on the demo corpus: the removed document and
 * everything derived from it are gone from SQLite, the FTS index and the HNSW index file; other
 * documents answer as before; ingesting the file again brings it back.
 */
import Database from 'better-sqlite3';
import hnswlib from 'hnswlib-node';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runBinary, runCli, tempDir } from './helpers/cli.js';

const DEMO = join(ROOT, 'data', 'demo');
const DEMO_DOCUMENTS = readdirSync(DEMO).filter((f) => f.endsWith('.pdf')).length;
const GONE = 'sahyadri-cement-q1-fy24.pdf';
const COMPANY = 'Sahyadri Cement Limited';
const OTHER_Q = 'What drove revenue growth at Nilgiri?';

let tmp: { dir: string; cleanup: () => void };
let input: string;
let wd: string;

const cli = (args: string[]) => runCli(['-w', wd, ...args], { cwd: tmp.dir });

async function answers(): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const mode of ['vector', 'hybrid']) {
    const r = await cli(['-q', 'ask', OTHER_Q, '--company', 'Nilgiri', '--mode', mode, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { answer: string; citations: unknown; contexts: { text: string }[] };
    out.push({ answer: j.answer, citations: j.citations, contexts: j.contexts.map((c) => c.text) });
  }
  return out;
}

/** Everything the store and the index file say about the removed company. */
function leftovers(): Record<string, number | boolean> {
  const db = new Database(join(wd, 'hybridrag.db'));
  try {
    const n = (sql: string, ...p: unknown[]): number => db.prepare(sql).pluck().get(...p) as number;
    // The FTS index agrees with its content table, and no indexed row mentions the company's kiln.
    db.prepare("INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('integrity-check', 1)").run();
    const labels = (db.prepare('SELECT label FROM vectors').pluck().all() as number[]).sort((a, b) => a - b);
    const file = readdirSync(wd).find((f) => /^vectors-.*\.hnsw$/.test(f))!;
    const idx = new hnswlib.HierarchicalNSW('ip', 100);
    idx.readIndexSync(join(wd, file));
    const live = idx.getIdsList().filter((l) => {
      try {
        idx.getPoint(l);
        return true;
      } catch {
        return false; // marked deleted
      }
    }).sort((a, b) => a - b);
    return {
      documents: n('SELECT count(*) FROM documents WHERE company = ?', COMPANY),
      pages: n('SELECT count(*) FROM pages WHERE doc_id NOT IN (SELECT id FROM documents)'),
      chunks: n('SELECT count(*) FROM chunks WHERE doc_id NOT IN (SELECT id FROM documents)'),
      ftsRows: n("SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH 'clinker OR kiln'"),
      vectors: n('SELECT count(*) FROM vectors WHERE chunk_id NOT IN (SELECT id FROM chunks)'),
      refinements: n('SELECT count(*) FROM refinements WHERE chunk_id NOT IN (SELECT id FROM chunks)'),
      triplets: n('SELECT count(*) FROM triplets WHERE company = ?', COMPANY),
      entities: n("SELECT count(*) FROM entities WHERE name LIKE '%Sahyadri%' OR scope = ?", COMPANY),
      danglingTriplets: n('SELECT count(*) FROM triplets WHERE head_id NOT IN (SELECT id FROM entities) OR object_id NOT IN (SELECT id FROM entities)'),
      unsupportedEntities: n(
        'SELECT count(*) FROM entities e WHERE NOT EXISTS (SELECT 1 FROM triplets t WHERE t.head_id = e.id OR t.object_id = e.id) AND NOT EXISTS (SELECT 1 FROM entities m WHERE m.merged_into = e.id)',
      ),
      indexMatchesSqlite: JSON.stringify(live) === JSON.stringify(labels),
    };
  } finally {
    db.close();
  }
}

const CLEAN = { documents: 0, pages: 0, chunks: 0, ftsRows: 0, vectors: 0, refinements: 0, triplets: 0, entities: 0, danglingTriplets: 0, indexMatchesSqlite: true };

beforeAll(async () => {
  tmp = tempDir('hybridrag-remove-');
  input = join(tmp.dir, 'in');
  mkdirSync(input);
  for (const f of readdirSync(DEMO)) if (f.endsWith('.pdf')) copyFileSync(join(DEMO, f), join(input, f));
  wd = join(tmp.dir, 'work');
  const r = await cli(['-q', 'ingest', input]);
  expect(r.code, r.stderr).toBe(0);
}, 180_000);
afterAll(() => tmp.cleanup());

describe('hybridrag remove', () => {
  let before: unknown[];

  it('the company is there before, with FTS rows and vectors', async () => {
    const l = leftovers();
    expect(l.documents).toBe(1);
    expect(l.ftsRows).toBeGreaterThan(0);
    expect(l.triplets).toBeGreaterThan(0);
    expect(l.entities).toBeGreaterThan(0);
    expect(l.indexMatchesSqlite).toBe(true);
    before = await answers();
  });

  it('removes one document and everything derived from it; other answers are unchanged', async () => {
    const r = await runBinary(['-w', wd, 'remove', join('in', GONE), '--json'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { documents: { path: string; chunks: number }[]; chunks: number; vectors: number; triplets: number; indexLabelsDeleted: number; resolved: { entities: number } | null };
    expect(j.documents.map((d) => d.path)).toEqual([join(input, GONE)]);
    expect(j.chunks).toBeGreaterThan(0);
    expect(j.vectors).toBe(j.chunks);
    expect(j.indexLabelsDeleted).toBe(j.vectors);
    expect(j.triplets).toBeGreaterThan(0);
    expect(j.resolved?.entities).toBeGreaterThan(0);
    expect(leftovers()).toMatchObject({ ...CLEAN, unsupportedEntities: 0 });
    expect(await answers()).toEqual(before);
    const status = JSON.parse((await cli(['status', '--json'])).stdout) as { documents: number };
    expect(status.documents).toBe(DEMO_DOCUMENTS - 1);
  });

  it('an unknown path or id is an error naming it (exit 5), and nothing is removed', async () => {
    const r = await cli(['remove', 'in/nope.pdf', join('in', 'aravali-infotech-q1-fy24.pdf')]);
    expect(r.code).toBe(5);
    expect(r.stderr).toContain('no ingested document at "in/nope.pdf"');
    const status = JSON.parse((await cli(['status', '--json'])).stdout) as { documents: number };
    expect(status.documents).toBe(DEMO_DOCUMENTS - 1);
  });

  it('ingesting the folder again re-adds the removed file', async () => {
    const r = await cli(['ingest', input, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { added: number; unchanged: number }).added).toBe(1);
    const l = leftovers();
    expect(l.documents).toBe(1);
    expect(l.triplets).toBeGreaterThan(0);
    expect(l.indexMatchesSqlite).toBe(true);
  });

  it('ingest --prune drops documents whose files are gone, the same way', async () => {
    rmSync(join(input, GONE));
    const r = await cli(['ingest', input, '--prune', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { pruned: { documents: { path: string }[] } };
    expect(j.pruned.documents.map((d) => d.path)).toEqual([join(input, GONE)]);
    expect(leftovers()).toMatchObject({ ...CLEAN, unsupportedEntities: 0 });
    expect(await answers()).toEqual(before);
    const again = await cli(['ingest', input, '--prune']);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("every ingested document's file still exists");
  });
});
