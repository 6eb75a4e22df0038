/**
 * A document's metadata read again (Store.refreshDocument) on both stores: its row is rewritten,
 * its pages, chunks, vectors and triplets kept; what a later stage read with a field that changed is
 * pending again (facts for the sectors, facts and triplets for the period); a document's stored
 * head and pages come back for the next reading (documentSource). Then the same through an ingest
 * into PostgreSQL: a vocabulary edit reads every document again without replacing its chunks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/core/store/open-store.js';
import type { ChunkRecord, DocumentRecord, Store, TierVersions } from '../src/core/store/store.js';
import { runIngest, type IngestOptions } from '../src/pipeline/ingest/pipeline.js';
import { tempDir } from './helpers/cli.js';
import { pgDatabase } from './helpers/pg.js';

const tmp = tempDir('hybridrag-refresh-');
const pgDb = await pgDatabase('refresh');
const pgIngest = pgDb ? await pgDatabase('refresh_ingest') : null;

afterAll(async () => {
  tmp.cleanup();
  await pgDb?.drop();
  await pgIngest?.drop();
});

const BACKENDS = [
  { name: 'sqlite', location: () => join(tmp.dir, 'wd'), skip: false },
  { name: 'postgres', location: () => pgDb?.url ?? '', skip: !pgDb },
];

const doc = (o: Partial<DocumentRecord> = {}): DocumentRecord => ({
  id: 'd1', path: '/in/a.txt', fileName: 'a.txt', sha256: 'd1ffff', size: 1234, format: 'txt', company: 'Aravali Infotech Limited', ticker: 'ARAVALI',
  quarter: 'Q1', year: 'FY24', callDate: '2023-07-20', metaSource: '{}', pageCount: 2, chunkParams: 'speaker:2024:204',
  ingestKey: 'k1', ingestedAt: '2024-01-01T00:00:00.000Z', sectorsJson: '["it services"]', headJson: '["Aravali Infotech Limited","Q1 FY24 call"]', ...o,
});
const chunk = (id: string, ord: number, text: string): ChunkRecord => ({ id, ord, text, start: ord * 100, end: ord * 100 + text.length, pageStart: 1, pageEnd: 1, speaker: null });
const V: TierVersions = { refine: 'r1', refineModel: 'local:refiner', extract: 'x1', extractModel: 'local:rules' };

describe.each(BACKENDS)('refreshDocument: $name', (b) => {
  let s: Store;
  beforeAll(async () => {
    if (!b.skip) s = await openStore(b.location());
  });
  afterAll(async () => {
    await s?.close();
  });
  const triplets = async () => (await s.exportRows('triplets', null, 100)).map((r) => r.id);
  const factRuns = async () => (await s.exportRows('fact_runs', null, 100)).map((r) => r.doc_id);

  it.skipIf(b.skip)('keeps pages, chunks, vectors and triplets; makes facts pending when the sectors change', async () => {
    await s.replaceDocument(doc(), ['page one', 'page two'], [chunk('c1', 0, 'Revenue grew 12%.'), chunk('c2', 1, 'Margins held.')]);
    expect(await s.docByPath('/in/a.txt')).toMatchObject({ id: 'd1', hasHead: true });
    expect(await s.documentSource('d1')).toEqual({ head: ['Aravali Infotech Limited', 'Q1 FY24 call'], pages: ['page one', 'page two'], size: 1234, format: 'txt' });
    await s.saveVectors('e1', [{ chunkId: 'c1', vec: Float32Array.from([1, 0]) }, { chunkId: 'c2', vec: Float32Array.from([0, 1]) }]);
    const [c1] = await s.pendingExtractions(V, 0, 1);
    await s.saveExtraction(V, { chunk: c1!, refined: 'Revenue +12%.', triplets: [{ id: 't1', head: 'Aravali', headType: 'COMPANY', relation: 'REPORTED', object: 'revenue growth', objectType: 'METRIC', pageStart: 1, pageEnd: 1, evidence: null }] });
    await s.saveFacts('d1', 'v1', []);
    const vectors = await s.vectors('e1', 0, 10);

    // The same fields: nothing derived moves.
    await s.refreshDocument(doc({ ingestKey: 'k2', callDate: '2023-07-21' }));
    expect(await factRuns()).toEqual(['d1']);
    // Another sector: the facts are read again, the rest kept.
    await s.refreshDocument(doc({ ingestKey: 'k3', sectorsJson: '["banks"]' }));
    expect(await s.docById('d1')).toMatchObject({ ingestKey: 'k3', status: 'ok' });
    expect((await s.exportRows('documents', null, 10))[0]).toMatchObject({ sectors: '["banks"]', call_date: '2023-07-20' });
    expect(await factRuns()).toEqual([]);
    expect(await s.counts()).toMatchObject({ documents: 1, pages: 2, chunks: 2, vectors: 2, triplets: 1, extractions: 1 });
    expect(await s.vectors('e1', 0, 10)).toEqual(vectors);
    expect(await triplets()).toEqual(['t1']);
  });

  it.skipIf(b.skip)('makes the chunks\' triplets pending when the period changes; resetDerived does so on demand', async () => {
    await s.saveFacts('d1', 'v1', []);
    await s.refreshDocument(doc({ ingestKey: 'k4', sectorsJson: '["banks"]', quarter: 'Q2' }));
    expect(await factRuns()).toEqual([]);
    expect(await triplets()).toEqual([]);
    expect(await s.countPendingExtractions(V)).toBe(2);
    expect(await s.counts()).toMatchObject({ chunks: 2, vectors: 2 });
    await s.saveFacts('d1', 'v1', []);
    await s.resetDerived(['d1'], { extract: false });
    expect(await factRuns()).toEqual([]);
    // A document without a stored head (stored before the column) has no source to read again.
    await s.replaceDocument(doc({ id: 'd2', path: '/in/b.txt', sha256: 'd2ffff', headJson: null }), ['p'], [chunk('c3', 0, 'x')]);
    expect(await s.docById('d2')).toMatchObject({ hasHead: false });
    expect(await s.documentSource('d2')).toBeNull();
  });
});

const CALL = (quarter: string) => `Operator: Welcome to the Kumo Robotics Corporation earnings call for the ${quarter} quarter of the fiscal year ending March 31, 2025.
Taro Sato: Thank you. Our robot arms shipped in record numbers, and orders for our robot arms and welding robots rose 9%.
Taro Sato: Robot orders from automotive customers recovered, and our robot arms backlog grew.`;
const sectorsFile = (id: string) =>
  JSON.stringify({ sectors: [{ id, name: id, cues: ['robot arms', 'robots', 'robot'], selfDescriptions: ['our robot arms'], minDensity: 1, minDistinctCues: 1, minSelf: 1 }] });

describe.skipIf(!pgIngest)('ingest into PostgreSQL after a vocabulary edit', () => {
  it('reads the metadata again from the stored pages, keeping the chunks; a changed file is parsed', async () => {
    const dir = join(tmp.dir, 'pg-in');
    mkdirSync(join(dir, 'calls'), { recursive: true });
    writeFileSync(join(dir, 'calls', 'kumo-q1.txt'), CALL('first'));
    writeFileSync(join(dir, 'calls', 'kumo-q2.txt'), CALL('second'));
    const sectors = join(dir, 'sectors.json');
    writeFileSync(sectors, sectorsFile('robot makers'));
    const opts: IngestOptions = {
      paths: [join(dir, 'calls')], cwd: dir, chunk: { strategy: 'speaker', size: 2024, overlap: 204 }, fiscalYearStartMonth: null,
      workers: 0, force: false, flags: {}, vocabulary: { markets: [], sectors: [sectors] },
    };
    const store = await openStore(pgIngest!.url);
    try {
      expect(await runIngest(opts, { store })).toMatchObject({ added: 2, reread: 0 });
      const chunks = await store.exportRows('chunks', null, 100);
      writeFileSync(sectors, sectorsFile('robot builders'));
      expect(await runIngest(opts, { store })).toMatchObject({ added: 0, updated: 0, reread: 2, unchanged: 0, chunks: 0 });
      expect((await store.exportRows('documents', null, 10)).map((r) => r.sectors)).toEqual(['["robot builders"]', '["robot builders"]']);
      expect(await store.exportRows('chunks', null, 100)).toEqual(chunks);
      writeFileSync(join(dir, 'calls', 'kumo-q2.txt'), `${CALL('second')}\nTaro Sato: Robot demand stayed firm.`);
      expect(await runIngest(opts, { store })).toMatchObject({ updated: 1, reread: 0, unchanged: 1 });
    } finally {
      await store.close();
    }
  });
});
