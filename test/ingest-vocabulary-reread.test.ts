/**
 * A vocabulary edit (a user's sectors file, config `vocabulary.sectors`) reads every document's
 * metadata and sectors again from its stored head and pages: the changed sector shows, while the
 * chunks, their embeddings and triplets stay as they were, and what the workdir then holds is what
 * a clean ingest with the edited file gives. A document stored before the head was kept is parsed
 * once more and keeps its chunks; an edit to the metric vocabulary reads only the facts again; a
 * changed file is parsed and replaced. In process, real SQLite.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './helpers/cli.js';

const ROBOTS = `Operator: Welcome to the Kumo Robotics Corporation earnings call for the first quarter of the fiscal year ending March 31, 2025.
Taro Sato: Thank you. Our robot arms shipped in record numbers, and orders for our robot arms and welding robots rose 9%.
Taro Sato: Revenue was $412 million, up 12% from a year ago, and our robot arms backlog grew.`;
const BANK = `Operator: Welcome to the Konkan Coastal Bank Limited earnings call for the first quarter of fiscal year 2024.
Meera Iyer: Thank you. Our deposits grew 14% and our loan book grew 16% this quarter.
Meera Iyer: Net interest margin was 4.1%, and net profit was Rs 412 crore, up 18% from a year ago.`;

const sectorsFile = (id: string) =>
  JSON.stringify({ sectors: [{ id, name: id, cues: ['robot arms', 'robots', 'robot'], selfDescriptions: ['our robot arms'], minDensity: 1, minDistinctCues: 1, minSelf: 1 }] });

const tmp = tempDir('hr-vocab-reread-');
afterAll(() => tmp.cleanup());

const calls = join(tmp.dir, 'calls');
mkdirSync(calls);
writeFileSync(join(calls, 'kumo-q1.txt'), ROBOTS);
writeFileSync(join(calls, 'konkan-q1.txt'), BANK);
const sectors = join(tmp.dir, 'my-sectors.json');
writeFileSync(join(tmp.dir, 'hybridrag.config.json'), JSON.stringify({ vocabulary: { sectors: [sectors] } }));

interface Summary {
  added: number;
  updated: number;
  reread: number;
  unchanged: number;
  stages: { stage: string; processed: number }[];
}

async function ingest(workdir: string): Promise<Summary> {
  const r = await runCli(['ingest', calls, '--workdir', workdir, '--json'], { cwd: tmp.dir });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Summary;
}
/** Items a stage processed (a stage with nothing pending is not reported: 0). */
const processed = (s: Summary, stage: string) => s.stages.find((x) => x.stage === stage)?.processed ?? 0;

/** The rows a test compares, read with a connection of its own. */
function rows(workdir: string, sql: string): unknown[] {
  const db = new Database(join(workdir, 'hybridrag.db'), { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}
const DOCS = 'SELECT id, company, ticker, quarter, year, call_date, quarter_end, fy_end_month, aliases, sectors, meta_source FROM documents ORDER BY id';
const VECTORS = 'SELECT chunk_id, label, hex(vec) AS vec FROM vectors ORDER BY label';
const TRIPLETS = 'SELECT * FROM triplets ORDER BY id';
const FACTS = 'SELECT * FROM facts ORDER BY id';

describe('a vocabulary edit reads metadata and sectors again, not the chunks', () => {
  const wd = join(tmp.dir, 'wd');

  it('shows the edited sector, keeps embeddings and triplets, and matches a clean ingest', async () => {
    writeFileSync(sectors, sectorsFile('robot makers'));
    expect(await ingest(wd)).toMatchObject({ added: 2, reread: 0 });
    const sectorsNow = () => (rows(wd, DOCS) as { sectors: string }[]).map((d) => d.sectors);
    expect(sectorsNow()).toContain('["robot makers"]');
    const [vectors, triplets, chunks] = [rows(wd, VECTORS), rows(wd, TRIPLETS), rows(wd, 'SELECT * FROM chunks ORDER BY seq')];
    expect(vectors.length).toBeGreaterThan(0);
    expect(triplets.length).toBeGreaterThan(0);

    writeFileSync(sectors, sectorsFile('robot builders'));
    const edited = await ingest(wd);
    expect(edited).toMatchObject({ added: 0, updated: 0, reread: 2, unchanged: 0 });
    expect(processed(edited, 'embed')).toBe(0);
    expect(processed(edited, 'extract')).toBe(0);
    // Only the document whose sectors changed has its facts read again.
    expect(processed(edited, 'facts')).toBe(1);
    expect(sectorsNow()).toContain('["robot builders"]');
    expect(sectorsNow()).not.toContain('["robot makers"]');
    expect(rows(wd, VECTORS)).toEqual(vectors);
    expect(rows(wd, TRIPLETS)).toEqual(triplets);
    expect(rows(wd, 'SELECT * FROM chunks ORDER BY seq')).toEqual(chunks);
    expect(await ingest(wd)).toMatchObject({ reread: 0, unchanged: 2 });

    const clean = join(tmp.dir, 'clean');
    await ingest(clean);
    expect(rows(wd, DOCS)).toEqual(rows(clean, DOCS));
    expect(rows(wd, FACTS)).toEqual(rows(clean, FACTS));
  });

  it('parses a document stored before its head was kept once more, keeping its chunks', async () => {
    const db = new Database(join(wd, 'hybridrag.db'));
    db.prepare(`UPDATE documents SET head = NULL, ingest_key = substr(ingest_key, 1, 24) || '.-'`).run();
    db.close();
    const vectors = rows(wd, VECTORS);
    writeFileSync(sectors, sectorsFile('robot makers'));
    const upgraded = await ingest(wd);
    expect(upgraded).toMatchObject({ added: 0, updated: 0, reread: 2 });
    expect(processed(upgraded, 'embed')).toBe(0);
    expect(rows(wd, VECTORS)).toEqual(vectors);
    expect(rows(wd, 'SELECT count(*) AS n FROM documents WHERE head IS NULL')).toEqual([{ n: 0 }]);
    expect((rows(wd, DOCS) as { sectors: string }[]).map((d) => d.sectors)).toContain('["robot makers"]');
  });

  it('reads only the facts again when the metric vocabulary is edited', async () => {
    const metrics = join(tmp.dir, 'my-metrics.json');
    writeFileSync(metrics, JSON.stringify({ metrics: [] }));
    writeFileSync(join(tmp.dir, 'hybridrag.config.json'), JSON.stringify({ vocabulary: { sectors: [sectors], metrics: [metrics] } }));
    await ingest(wd);
    const [docs, vectors] = [rows(wd, DOCS), rows(wd, VECTORS)];
    writeFileSync(metrics, `${JSON.stringify({ metrics: [] })}\n`);
    const edited = await ingest(wd);
    expect(edited).toMatchObject({ added: 0, updated: 0, reread: 0, unchanged: 2 });
    expect([processed(edited, 'facts'), processed(edited, 'embed'), processed(edited, 'extract')]).toEqual([2, 0, 0]);
    expect(rows(wd, DOCS)).toEqual(docs);
    expect(rows(wd, VECTORS)).toEqual(vectors);
  });

  it('still parses and replaces a changed file', async () => {
    writeFileSync(join(calls, 'kumo-q1.txt'), `${ROBOTS}\nTaro Sato: Robot demand stayed firm into the second quarter.`);
    const changed = await ingest(wd);
    expect(changed).toMatchObject({ updated: 1, reread: 0, unchanged: 1 });
    expect(processed(changed, 'embed')).toBeGreaterThan(0);
  });
});
