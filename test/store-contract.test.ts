/**
 * The Store contract: one suite, run against both implementations (SQLite in a temporary workdir,
 * PostgreSQL in a database of its own). Every method of the interface is exercised; the two
 * backends must answer alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStore } from '../src/core/store/copy.js';
import { openStore } from '../src/core/store/open-store.js';
import type { ChunkRecord, DocumentRecord, PendingChunk, Store, TierVersions } from '../src/core/store/store.js';
import { TABLES } from '../src/core/store/tables.js';
import { MIGRATIONS } from '../src/core/store/migrations/index.js';
import { PG_MIGRATIONS } from '../src/core/store/pg/migrations.js';
import { pgDatabase } from './helpers/pg.js';
import { tempDir } from './helpers/cli.js';

const tmp = tempDir('hybridrag-store-');
const pgDb = await pgDatabase('contract');
const pgCopy = pgDb ? await pgDatabase('contract_copy') : null;

afterAll(async () => {
  tmp.cleanup();
  await pgDb?.drop();
  await pgCopy?.drop();
});

interface Backend {
  name: string;
  location: string;
  copyLocation: string;
  skip: boolean;
}
const BACKENDS: Backend[] = [
  { name: 'sqlite', location: `${tmp.dir}/a`, copyLocation: `${tmp.dir}/b`, skip: false },
  { name: 'postgres', location: pgDb?.url ?? '', copyLocation: pgCopy?.url ?? '', skip: !pgDb },
];

const doc = (id: string, path: string, company = 'Aravali Infotech Limited'): DocumentRecord => ({
  id, path, fileName: path.split('/').pop()!, sha256: `${id}ffff`, size: 1234, format: 'txt', company, ticker: 'ARAVALI',
  quarter: 'Q1', year: 'FY24', callDate: '2023-07-20', metaSource: '{"company":"flag"}', pageCount: 2, chunkParams: 'speaker:2024:204',
  ingestKey: `key-${id}`, ingestedAt: '2024-01-01T00:00:00.000Z',
});
const chunk = (id: string, ord: number, text: string, pageStart = 1, pageEnd = 1): ChunkRecord => ({
  id, ord, text, start: ord * 100, end: ord * 100 + text.length, pageStart, pageEnd, speaker: ord % 2 ? 'Meera' : null,
});
const V: TierVersions = { refine: 'r1', refineModel: 'local:refiner', extract: 'x1', extractModel: 'local:rules' };
const vec = (...xs: number[]) => Float32Array.from(xs);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(BACKENDS)('Store contract: $name', (b) => {
  let s: Store;
  beforeAll(async () => {
    if (!b.skip) s = await openStore(b.location);
  });
  afterAll(async () => {
    await s?.close();
  });

  it.skipIf(b.skip)('migrates to the current schema version and reopens without migrating again', async () => {
    expect(s.kind).toBe(b.name);
    expect(PG_MIGRATIONS.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await s.schemaVersion()).toBe(MIGRATIONS.length);
    const again = await openStore(b.location);
    expect(await again.schemaVersion()).toBe(MIGRATIONS.length);
    await again.close();
  });

  it.skipIf(b.skip)('stores documents with their pages and chunks, and replaces them whole', async () => {
    await s.replaceDocument(doc('d1', '/in/a.txt'), ['page one text', 'page two text'], [
      chunk('c1', 0, 'Revenue grew 12% in the quarter.'),
      chunk('c2', 1, 'Deal wins were $1.14 billion, a record.', 1, 2),
      chunk('c3', 2, 'Margins held at 21%.', 2, 2),
    ]);
    await s.replaceDocument(doc('d2', '/in/b.txt', 'Konkan Coastal Bank Limited'), ['bank page'], [chunk('c4', 0, 'Net interest margin was 4.1%.')]);
    expect(await s.docByPath('/in/a.txt')).toEqual({ id: 'd1', path: '/in/a.txt', sha256: 'd1ffff', ingestKey: 'key-d1', status: 'ok', hasHead: false });
    expect(await s.docById('d2')).toMatchObject({ path: '/in/b.txt' });
    expect(await s.docById('nope')).toBeUndefined();
    expect(await s.pages('d1', 1, 2)).toEqual([{ pageNo: 1, text: 'page one text' }, { pageNo: 2, text: 'page two text' }]);
    expect(await s.counts()).toMatchObject({ documents: 2, pages: 3, chunks: 4 });
    // A new version of b.txt replaces the old one's rows.
    await s.replaceDocument(doc('d3', '/in/b.txt', 'Konkan Coastal Bank Limited'), ['bank page v2'], [chunk('c5', 0, 'Net interest margin was 4.2%.')]);
    expect(await s.docById('d2')).toBeUndefined();
    expect(await s.counts()).toMatchObject({ documents: 2, pages: 3, chunks: 4 });
  });

  it.skipIf(b.skip)('marks a document stale when its file fails, and clears the mark when it ingests unchanged', async () => {
    await s.recordFailure('/in/b.txt', 'damaged');
    expect((await s.docByPath('/in/b.txt'))?.status).toBe('stale');
    await s.recordFailure('/in/gone.txt', 'unreadable');
    await s.markUnchanged('/in/b.txt');
    expect((await s.docByPath('/in/b.txt'))?.status).toBe('ok');
    await s.recordFailure('/in/broken.txt', 'not a PDF');
    // Failures of files that no longer exist are forgotten; others stay.
    expect(await s.pruneFailures((p) => p !== '/in/gone.txt')).toBe(1);
    expect((await s.exportRows('failures', null, 10)).map((r) => r.path)).toEqual(['/in/broken.txt']);
  });

  it.skipIf(b.skip)('hands out pending embed work with leases that expire, and stores vectors idempotently', async () => {
    expect(await s.countPendingEmbeds('e1')).toBe(4);
    expect((await s.pendingEmbeds('e1', 0, 2)).map((r) => r.id)).toEqual(['c1', 'c2']);
    const after = (await s.pendingEmbeds('e1', 0, 2))[1]!.seq;
    expect((await s.pendingEmbeds('e1', after, 10)).map((r) => r.id)).toEqual(['c3', 'c5']);

    const a = await s.claimEmbeds('e1', 'worker-a', 2, 60_000);
    const w = await s.claimEmbeds('e1', 'worker-b', 10, 60_000);
    expect(a.map((r) => r.id)).toEqual(['c1', 'c2']);
    expect(w.map((r) => r.id)).toEqual(['c3', 'c5']);
    expect(await s.claimEmbeds('e1', 'worker-c', 10, 60_000)).toEqual([]);
    expect(await s.liveLeases()).toBe(4);
    expect(await s.releaseClaims('worker-b')).toBe(2);
    // A lease that expired (its worker died) is claimed again.
    expect((await s.claimEmbeds('e1', 'worker-d', 1, 1)).map((r) => r.id)).toEqual(['c3']);
    await sleep(20);
    expect((await s.claimEmbeds('e1', 'worker-e', 10, 60_000)).map((r) => r.id)).toEqual(['c3', 'c5']);

    const saved = await s.saveVectors('e1', [{ chunkId: 'c1', vec: vec(1, 0) }, { chunkId: 'c2', vec: vec(0, 1) }]);
    expect(saved.map((v) => v.chunkId)).toEqual(['c1', 'c2']);
    expect(saved[1]!.label).toBeGreaterThan(saved[0]!.label);
    // Writing the same result again (an expired claim finished twice) changes nothing; a deleted chunk is skipped.
    expect(await s.saveVectors('e1', [{ chunkId: 'c1', vec: vec(1, 0) }, { chunkId: 'gone', vec: vec(1, 1) }])).toEqual([]);
    expect(await s.countPendingEmbeds('e1')).toBe(2);
    expect(await s.liveLeases()).toBe(2);
    await s.saveVectors('e1', [{ chunkId: 'c3', vec: vec(0.6, 0.8) }, { chunkId: 'c5', vec: vec(0.8, 0.6) }]);
    expect(await s.liveLeases()).toBe(0);
    const all = await s.vectors('e1', 0, 10);
    expect(all.map((v) => v.chunkId)).toEqual(['c1', 'c2', 'c3', 'c5']);
    expect(Array.from(all[2]!.vec)).toEqual(Array.from(vec(0.6, 0.8)));
    expect((await s.vectors('e1', all[1]!.label, 1)).map((v) => v.chunkId)).toEqual(['c3']);
    // Another embedder's vector is replaced, under a new label.
    const [replaced] = await s.saveVectors('e2', [{ chunkId: 'c1', vec: vec(0, 1) }]);
    expect(replaced!.label).toBeGreaterThan(all[3]!.label);
    expect(await s.countPendingEmbeds('e1')).toBe(1);
    expect((await s.vectors('e2', 0, 10)).map((v) => v.chunkId)).toEqual(['c1']);
  });

  it.skipIf(b.skip)('pages pending extract work and writes a chunk\'s refinement, triplets and extraction at once', async () => {
    expect(await s.countPendingExtractions(V)).toBe(4);
    const first = await s.pendingExtractions(V, 0, 2);
    expect(first.map((c) => c.chunkId)).toEqual(['c1', 'c2']);
    expect(first[1]).toMatchObject({ docId: 'd1', pageStart: 1, pageEnd: 2, speaker: 'Meera', refined: null, meta: { company: 'Aravali Infotech Limited', quarter: 'Q1', year: 'FY24', ticker: 'ARAVALI', callDate: '2023-07-20' } });
    const c1 = first[0]!;
    const t = (id: string, head: string, object: string) => ({ id, head, headType: 'organization', relation: 'reported', object, objectType: 'metric', pageStart: 1, pageEnd: 1, evidence: null });
    await s.saveExtraction(V, { chunk: c1, refined: 'Revenue +12%.', triplets: [t('t1', 'Aravali', 'revenue growth'), t('t2', 'Aravali Infotech', 'revenue')] });
    await s.saveExtraction(V, { chunk: first[1]!, refined: 'Deal wins $1.14bn.', triplets: [t('t3', 'Aravali', 'deal wins')] });
    // Rewriting a chunk replaces its triplets.
    await s.saveExtraction(V, { chunk: first[1]!, refined: 'Deal wins $1.14bn.', triplets: [t('t4', 'Aravali', 'total contract value')] });
    const rest = await s.pendingExtractions(V, 0, 10);
    expect(rest.map((c) => c.chunkId)).toEqual(['c3', 'c5']);
    await s.saveExtraction(V, { chunk: rest[0]!, refined: 'nothing', triplets: null });
    expect(await s.countPendingExtractions(V)).toBe(1);
    expect(await s.countPendingExtractions(V, true)).toBe(2);
    const again: PendingChunk = (await s.pendingExtractions(V, 0, 10, true))[0]!;
    expect(again).toMatchObject({ chunkId: 'c3', refined: 'nothing' });
    expect(await s.counts()).toMatchObject({ refinements: 3, extractions: 3, triplets: 3 });
  });

  it.skipIf(b.skip)('claims pending extract work with leases, keeps quarantine rows, and lets one holder of a lock at a time', async () => {
    // c3 is quarantined (not pending), c5 pending.
    expect((await s.claimExtractions(V, 'x-a', 5, 60_000)).map((c) => c.chunkId)).toEqual(['c5']);
    expect(await s.claimExtractions(V, 'x-b', 5, 60_000)).toEqual([]);
    expect(await s.releaseClaims('x-a')).toBe(1);
    expect((await s.claimExtractions(V, 'x-c', 1, 1)).map((c) => c.chunkId)).toEqual(['c5']);
    await sleep(20);
    const [c5] = await s.claimExtractions(V, 'x-d', 1, 60_000);
    expect(c5).toMatchObject({ chunkId: 'c5', docId: 'd3', refined: null });
    expect(await s.liveLeases()).toBe(1);
    expect(await s.releaseClaims('x-d')).toBe(1);
    // A worker's cursor: a claim starts after the seq given.
    expect(await s.claimExtractions(V, 'x-e', 5, 60_000, c5!.seq)).toEqual([]);
    expect((await s.claimExtractions(V, 'x-e', 5, 60_000, c5!.seq - 1)).map((c) => c.chunkId)).toEqual(['c5']);
    expect(await s.releaseClaims('x-e')).toBe(1);

    await s.recordQuarantine({ stage: 'extract', itemId: 'c3', promptId: 'triplets', raw: '{}', error: 'bad' });
    await s.recordQuarantine({ stage: 'extract', itemId: 'c3', promptId: 'triplets', raw: '{"x":1}', error: 'worse' });
    expect((await s.exportRows('quarantine', null, 10)).map((r) => [r.item_id, r.raw, r.error])).toEqual([['c3', '{"x":1}', 'worse']]);
    await s.clearQuarantine('extract', 'c3');
    expect(await s.exportRows('quarantine', null, 10)).toEqual([]);

    // While one holds the lock, another asking for it is refused at once; released after.
    const outer = await s.withExclusiveLock('resolve', () => s.withExclusiveLock('resolve', async () => 'inner'));
    expect(outer).toEqual({ ran: true, value: { ran: false } });
    expect(await s.withExclusiveLock('resolve', async () => 1)).toEqual({ ran: true, value: 1 });
    expect(await s.liveLeases()).toBe(0);
  });

  it.skipIf(b.skip)('resolves: mentions in insertion order, one write of entities, aliases, merges and triplet ids', async () => {
    expect(await s.countUnresolved()).toBe(3);
    expect(await s.companies()).toEqual([{ name: 'Aravali Infotech Limited', ticker: 'ARAVALI' }, { name: 'Konkan Coastal Bank Limited', ticker: 'ARAVALI' }]);
    const m = await s.tripletMentions(0, 2);
    expect(m.map((x) => x.id)).toEqual(['t1', 't2']);
    expect(m[0]).toMatchObject({ head: 'Aravali', headType: 'organization', object: 'revenue growth', objectType: 'metric', company: 'Aravali Infotech Limited' });
    expect((await s.tripletMentions(m[1]!.key, 10)).map((x) => x.id)).toEqual(['t4']);
    await s.importRows('merges', [{ id: 100, from_id: 'e-x', into_id: 'e-y', method: 'string', score: 0.95, reverted: 1, at: 'then' }]);
    expect(await s.revertedMerges()).toEqual([{ fromId: 'e-x', intoId: 'e-y' }]);
    await s.writeResolution({
      entities: [
        { id: 'e-ar', name: 'Aravali Infotech Limited', canonical: 'aravali infotech', type: 'organization', scope: '', mentions: 3, aliases: [['aravali', 'name'], ['aravali infotech', 'name']] },
        { id: 'e-m', name: 'revenue', canonical: 'revenue', type: 'metric', scope: 'aravali', mentions: 2, aliases: [['revenue', 'mention']] },
        { id: 'e-g', name: 'revenue growth', canonical: 'revenue growth', type: 'metric', scope: 'aravali', mentions: 1, aliases: [] },
      ],
      idsOf: (t) => [t.head.startsWith('Aravali') ? 'e-ar' : 'e-m', t.object === 'revenue growth' ? 'e-g' : 'e-m'],
      merges: [{ fromId: 'e-g', intoId: 'e-m', method: 'string', score: 0.93, fromCanonical: 'revenue growth' }],
      at: '2024-01-02T00:00:00.000Z',
    });
    expect(await s.countUnresolved()).toBe(0);
    expect(await s.counts()).toMatchObject({ entities: 3, aliases: 4, merges: 2 });
    expect(await s.revertedMerges()).toEqual([{ fromId: 'e-x', intoId: 'e-y' }]);
  });

  it.skipIf(b.skip)('exports every table and imports it into an empty store, copying nothing twice', async () => {
    const to = await openStore(b.copyLocation);
    try {
      const report = await copyStore(s, to, { pageSize: 2 });
      expect(report.map((r) => r.table)).toEqual(TABLES.map((t) => t.name));
      expect(report.every((r) => r.copied === r.read)).toBe(true);
      expect(report.reduce((n, r) => n + r.copied, 0)).toBeGreaterThan(20);
      expect(await to.counts()).toEqual({ ...(await s.counts()), leases: 0 });
      for (const t of TABLES) expect(await to.exportRows(t.name, null, 1000), t.name).toEqual(await s.exportRows(t.name, null, 1000));
      expect((await copyStore(s, to, { pageSize: 3 })).reduce((n, r) => n + r.copied, 0)).toBe(0);
      // Serial columns continue past the copied values.
      const [v] = await to.saveVectors('e3', [{ chunkId: 'c5', vec: vec(1, 1) }]);
      expect(v!.label).toBeGreaterThan(Math.max(...(await s.vectors('e1', 0, 10)).map((x) => x.label)));
    } finally {
      await to.close();
    }
  });
});
