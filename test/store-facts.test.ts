/**
 * The facts tables through the Store interface, against both implementations (SQLite in a
 * temporary workdir, PostgreSQL in a database of its own, skipped when no server answers): facts
 * round-trip field for field, a document's facts are replaced whole, pending documents follow the
 * rules version, a deleted or re-ingested document takes its facts with it, and `store copy` moves
 * them between the stores. The SQLite replica's synchronous read (factsFor) answers as the store does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStore } from '../src/core/store/copy.js';
import { openStore } from '../src/core/store/open-store.js';
import { SqliteStore } from '../src/core/store/sqlite-store.js';
import { factsFor } from '../src/core/store/sqlite/facts.js';
import type { DocumentRecord, Store } from '../src/core/store/store.js';
import type { FactReader } from '../src/pipeline/facts/facts-stage.js';
import { runFactsWorker } from '../src/pipeline/worker/facts-worker.js';
import { tempDir } from './helpers/cli.js';
import { fact, factMix } from './helpers/facts.js';
import { pgDatabase } from './helpers/pg.js';

const tmp = tempDir('hybridrag-store-facts-');
const pgDb = await pgDatabase('facts');
const pgCopy = pgDb ? await pgDatabase('facts_copy') : null;

afterAll(async () => {
  tmp.cleanup();
  await pgDb?.drop();
  await pgCopy?.drop();
});

const BANK = 'Konkan Coastal Bank Limited';
const IT = 'Aravali Infotech Limited';

const doc = (id: string, path: string, company: string): DocumentRecord => ({
  id, path, fileName: path.split('/').pop()!, sha256: `${id}ffff`, size: 1234, format: 'txt', company, ticker: null,
  quarter: 'Q1', year: 'FY24', callDate: '2023-07-20', quarterEnd: '2023-06-30', fyEndMonth: 3, metaSource: '{}', pageCount: 2,
  chunkParams: 'speaker:2024:204', ingestKey: `key-${id}`, ingestedAt: '2024-01-01T00:00:00.000Z',
});

const BACKENDS = [
  { name: 'sqlite', location: `${tmp.dir}/a`, copyLocation: pgCopy?.url ?? '', skip: false },
  { name: 'postgres', location: pgDb?.url ?? '', copyLocation: `${tmp.dir}/b`, skip: !pgDb },
];

describe.each(BACKENDS)('facts in the store: $name', (b) => {
  let s: Store;
  beforeAll(async () => {
    if (b.skip) return;
    s = await openStore(b.location);
    await s.replaceDocument(doc('d1', '/in/bank.txt', BANK), ['page one', 'page two'], []);
    await s.replaceDocument(doc('d2', '/in/it.txt', IT), ['only page'], []);
  });
  afterAll(async () => {
    await s?.close();
  });

  it.skipIf(b.skip)('lists every document as pending until it is read at the version asked', async () => {
    expect(await s.pendingFactDocs('1')).toEqual([
      { id: 'd1', company: BANK, quarter: 'Q1', year: 'FY24', fyEndMonth: 3, pageCount: 2, ticker: null, aliases: '[]', sectors: '[]' },
      { id: 'd2', company: IT, quarter: 'Q1', year: 'FY24', fyEndMonth: 3, pageCount: 2, ticker: null, aliases: '[]', sectors: '[]' },
    ]);
    await s.saveFacts('d1', '1', factMix('d1', BANK));
    await s.saveFacts('d2', '1', []);
    expect(await s.pendingFactDocs('1')).toEqual([]);
    // A newer rules version makes every document pending again.
    expect((await s.pendingFactDocs('2')).map((d) => d.id)).toEqual(['d1', 'd2']);
  });

  it.skipIf(b.skip)('round-trips every field, and orders by company, metric, period and page', async () => {
    const got = await s.facts({});
    expect(got).toHaveLength(4);
    const byId = new Map(got.map((f) => [f.id, f]));
    for (const f of factMix('d1', BANK)) expect(byId.get(f.id)).toEqual(f);
    expect(got.map((f) => `${f.metric} ${f.period?.year ?? '-'}`)).toEqual([
      'loan_growth FY24', 'net_interest_margin -', 'net_interest_margin FY24', 'revenue FY26',
    ]);
    expect((await s.counts()).facts).toBe(4);
  });

  it.skipIf(b.skip)("stores a fact's measure basis: adjusted, or none said", async () => {
    const measure = new Map((await s.facts({ company: BANK })).map((f) => [f.id, f.measure]));
    expect(measure.get('d1:s4:0')).toBe('adjusted');
    expect(measure.get('d1:s1:0')).toBeNull();
  });

  it.skipIf(b.skip)('selects by company, companies, metric, metrics, document and kind, up to a limit', async () => {
    const ids = async (q: Parameters<Store['facts']>[0]) => (await s.facts(q)).map((f) => f.id);
    expect(await ids({ company: BANK, metric: 'net_interest_margin' })).toEqual(['d1:s3:0', 'd1:s1:0']);
    expect(await ids({ companies: [IT, BANK], kind: 'guidance' })).toEqual(['d1:s2:0']);
    expect(await ids({ companies: [] })).toEqual([]);
    expect(await ids({ company: IT })).toEqual([]);
    expect(await ids({ metrics: ['revenue', 'loan_growth'] })).toEqual(['d1:s2:0', 'd1:s4:0']);
    expect(await ids({ docId: 'd1', kind: 'target' })).toEqual(['d1:s4:0']);
    expect(await ids({ company: BANK, limit: 2 })).toHaveLength(2);
  });

  it.skipIf(b.skip)("replaces a document's facts whole, records a quarantined read with none, and skips a deleted document", async () => {
    await s.saveFacts('d1', '2', [fact('d1', 9, { company: BANK, value: 4.3, valueText: '4.3%', measure: 'reported' })]);
    expect((await s.facts({ docId: 'd1' })).map((f) => `${f.id} ${f.measure}`)).toEqual(['d1:s9:0 reported']);
    expect((await s.pendingFactDocs('2')).map((d) => d.id)).toEqual(['d2']);
    await s.saveFacts('d2', '2', null);
    expect(await s.pendingFactDocs('2')).toEqual([]);
    expect((await s.exportRows('fact_runs', null, 10)).map((r) => [r.doc_id, r.version, r.status, r.facts])).toEqual([
      ['d1', '2', 'ok', 1], ['d2', '2', 'quarantined', 0],
    ]);
    await s.saveFacts('gone', '2', [fact('gone', 1)]);
    expect(await s.facts({ docId: 'gone' })).toEqual([]);
  });

  it.skipIf(b.skip)('facts follow a rename of their company', async () => {
    await s.renameDocumentCompanies([{ id: 'd1', company: 'Konkan Bank', ticker: null, aliases: '[]', metaSource: '{}' }]);
    expect((await s.facts({ company: 'Konkan Bank' })).map((f) => f.id)).toEqual(['d1:s9:0']);
    await s.renameDocumentCompanies([{ id: 'd1', company: BANK, ticker: null, aliases: '[]', metaSource: '{}' }]);
  });

  it.skipIf(b.skip)('store copy moves facts and runs to the other kind of store', async () => {
    if (!b.copyLocation) return;
    const to = await openStore(b.copyLocation);
    try {
      await copyStore(s, to);
      expect(await to.facts({})).toEqual(await s.facts({}));
      expect(await to.pendingFactDocs('2')).toEqual([]);
      expect(await to.exportRows('fact_runs', null, 10)).toEqual(await s.exportRows('fact_runs', null, 10));
    } finally {
      await to.close();
    }
  });

  it.skipIf(b.skip)("re-ingesting a document drops its facts and its run: it is pending again", async () => {
    await s.replaceDocument(doc('d1b', '/in/bank.txt', BANK), ['page one, edited', 'page two'], []);
    expect(await s.facts({ company: BANK })).toEqual([]);
    expect((await s.pendingFactDocs('2')).map((d) => d.id)).toEqual(['d1b']);
    expect((await s.counts()).facts).toBe(0);
  });

  it.skipIf(b.skip)('two facts workers at once read each pending document once, under the store\'s lock', async () => {
    const reads: string[] = [];
    const read: FactReader = (d) => {
      reads.push(d.docId);
      return [fact(d.docId, 1, { company: d.company })];
    };
    const o = { version: '3', read, follow: false, pollMs: 10, signal: new AbortController().signal };
    const [x, y] = await Promise.all([runFactsWorker(s, o), runFactsWorker(s, o)]);
    expect(reads.sort()).toEqual(['d1b', 'd2']);
    expect(x.documents + y.documents).toBe(2);
    expect(await s.pendingFactDocs('3')).toEqual([]);
    expect((await s.facts({})).map((f) => f.id)).toEqual(['d2:s1:0', 'd1b:s1:0']);
  });
});

describe('the synchronous read of a SQLite workdir', () => {
  it('factsFor answers as the store does', async () => {
    const s = SqliteStore.open(`${tmp.dir}/sync`);
    try {
      await s.replaceDocument(doc('d1', '/in/bank.txt', BANK), ['page one', 'page two'], []);
      await s.saveFacts('d1', '1', factMix('d1', BANK));
      for (const q of [{}, { company: BANK, metrics: ['revenue'] }, { kind: 'change' as const }, { limit: 1 }]) {
        expect(factsFor(s.db, q)).toEqual(await s.facts(q));
      }
      expect(factsFor(s.db, { kind: 'change' }).map((f) => f.basis)).toEqual(['qoq']);
      expect(factsFor(s.db, { kind: 'target' }).map((f) => f.measure)).toEqual(['adjusted']);
    } finally {
      await s.close();
    }
  });
});
