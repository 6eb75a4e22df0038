/**
 * The entity–passage layer through the Store interface, against both implementations (SQLite in a
 * temporary workdir, PostgreSQL in a database of its own, skipped when no server answers): the
 * entities pass reads every pending document's chunks into passage entities and records its run,
 * a re-ingested document takes its rows with it and is pending again, `store copy` moves them, and
 * a worker on the shared store reads what is pending. On the SQLite store, the graph loaded from
 * those rows walks from a question's named entity to its passage and across to the bridge's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStore } from '../src/core/store/copy.js';
import { openStore } from '../src/core/store/open-store.js';
import { SqliteStore } from '../src/core/store/sqlite-store.js';
import type { ChunkRecord, DocumentRecord, Store } from '../src/core/store/store.js';
import { ENTITY_READER_VERSION, readEntitiesInStore } from '../src/pipeline/entities/entities-stage.js';
import { runEntitiesWorker } from '../src/pipeline/worker/entities-worker.js';
import { bridgesOf, namedEntities, PassageGraph, rankPassages } from '../src/query/graph/passage-graph.js';
import { tempDir } from './helpers/cli.js';
import { pgDatabase } from './helpers/pg.js';

const tmp = tempDir('hybridrag-passage-entities-');
const pgDb = await pgDatabase('passage_entities');
const pgCopy = pgDb ? await pgDatabase('passage_entities_copy') : null;

afterAll(async () => {
  tmp.cleanup();
  await pgDb?.drop();
  await pgCopy?.drop();
});

const doc = (id: string, path: string): DocumentRecord => ({
  id, path, fileName: path.split('/').pop()!, sha256: `${id}ffff`, size: 100, format: 'md', company: null, ticker: null,
  quarter: null, year: null, callDate: null, quarterEnd: null, fyEndMonth: null, metaSource: '{}', pageCount: 1,
  chunkParams: 'chars:2024:204', ingestKey: `key-${id}`, ingestedAt: '2024-01-01T00:00:00.000Z',
});

const chunk = (id: string, text: string): ChunkRecord => ({ id, ord: 0, text, start: 0, end: text.length, pageStart: 1, pageEnd: 1, speaker: null });

const PASSAGES: [string, string][] = [
  ['film', 'The Lone Prairie\nThe Lone Prairie is a 1942 American film directed by William Berke.'],
  ['berke', 'William Berke\nWilliam Berke was an American film director. He was born in Milwaukee, Wisconsin.'],
  ['other', 'Blood Street\nBlood Street is a 1988 American film directed by Leon Isaac Kennedy.'],
];

const BACKENDS = [
  { name: 'sqlite', location: `${tmp.dir}/a`, copyLocation: pgCopy?.url ?? '', skip: false },
  { name: 'postgres', location: pgDb?.url ?? '', copyLocation: `${tmp.dir}/b`, skip: !pgDb },
];

describe.each(BACKENDS)('passage entities in the store: $name', (b) => {
  let s: Store;
  beforeAll(async () => {
    if (b.skip) return;
    s = await openStore(b.location);
    for (const [id, text] of PASSAGES) await s.replaceDocument(doc(id, `/in/${id}.md`), [text], [chunk(`${id}-c0`, text)]);
  });
  afterAll(async () => {
    await s?.close();
  });

  it.skipIf(b.skip)("reads each pending document's chunks into entities, with the title in its role, and records the run", async () => {
    expect(await s.pendingEntityDocs(ENTITY_READER_VERSION)).toEqual(['berke', 'film', 'other']);
    const r = await readEntitiesInStore(s);
    expect(r).toMatchObject({ documents: 3, failed: 0, remaining: 0 });
    expect(await s.pendingEntityDocs(ENTITY_READER_VERSION)).toEqual([]);
    expect(await s.pendingEntityDocs('next')).toHaveLength(3);
    const rows = await s.exportRows('passage_entities', null, 100);
    expect(rows.filter((x) => x.chunk_id === 'film-c0').map((x) => [x.entity, x.role])).toEqual([
      ['american', 'mention'], ['lone prairie', 'title'], ['william berke', 'mention'],
    ]);
    expect(r.entities).toBe(rows.length);
  });

  it.skipIf(b.skip)('store copy moves the rows and runs to the other kind of store', async () => {
    if (!b.copyLocation) return;
    const to = await openStore(b.copyLocation);
    try {
      await copyStore(s, to, { tables: ['documents', 'pages', 'chunks', 'passage_entities', 'passage_entity_runs'] });
      expect(await to.exportRows('passage_entities', null, 100)).toEqual(await s.exportRows('passage_entities', null, 100));
      expect(await to.pendingEntityDocs(ENTITY_READER_VERSION)).toEqual([]);
    } finally {
      await to.close();
    }
  });

  it.skipIf(b.skip)('a re-ingested document drops its rows and is pending again; a worker reads it', async () => {
    const text = 'The Lone Prairie\nThe Lone Prairie is a 1942 film by William Berke, shot in Arizona.';
    await s.replaceDocument(doc('film2', '/in/film.md'), [text], [chunk('film2-c0', text)]);
    expect(await s.pendingEntityDocs(ENTITY_READER_VERSION)).toEqual(['film2']);
    expect((await s.exportRows('passage_entities', null, 100)).some((x) => x.doc_id === 'film')).toBe(false);
    const ac = new AbortController();
    const w = await runEntitiesWorker(s, { follow: false, pollMs: 10, signal: ac.signal });
    expect(w).toMatchObject({ documents: 1, failed: 0 });
    expect((await s.exportRows('passage_entities', null, 100)).filter((x) => x.doc_id === 'film2').map((x) => x.entity)).toContain('arizona');
  });
});

describe('the entity–passage graph of a SQLite store', () => {
  it("walks from a question's named entity to its passage and on to the bridge's", async () => {
    const s = (await openStore(`${tmp.dir}/walk`)) as SqliteStore;
    for (const [id, text] of PASSAGES) await s.replaceDocument(doc(id, `/in/${id}.md`), [text], [chunk(`${id}-c0`, text)]);
    await readEntitiesInStore(s);
    const g = new PassageGraph(s.db);
    const named = namedEntities(g, 'Where was the director of The Lone Prairie born?');
    expect(named.map((e) => e.key)).toEqual(['lone prairie']);
    const ranked = rankPassages(g, { entities: named }, 2);
    expect(ranked.map((r) => r.chunkId)).toEqual(['film-c0', 'berke-c0']);
    // The film's passage names its director, who has a passage of his own: the bridge.
    expect(bridgesOf(g, ranked.slice(0, 1), new Set(named.map((e) => e.key)), 3).map((e) => e.key)).toEqual(['william berke']);
    // A scope that leaves the director's passage out keeps the walk inside it.
    expect(rankPassages(g, { entities: named }, 5, (doc) => doc !== 'berke').map((r) => r.chunkId)).not.toContain('berke-c0');
    await s.close();
  });

  it("leads on from what a passage mentions, not from its own title, and from a longer name ending in a passage's title", async () => {
    const s = (await openStore(`${tmp.dir}/bridges`)) as SqliteStore;
    const texts: [string, string][] = [
      ...PASSAGES,
      ['review', 'Prairie Reviews\nThe critics wrote that Director William Berke shot the film in Arizona.'],
    ];
    for (const [id, text] of texts) await s.replaceDocument(doc(id, `/in/${id}.md`), [text], [chunk(`${id}-c0`, text)]);
    await readEntitiesInStore(s);
    const g = new PassageGraph(s.db);
    const berke = [{ chunkId: 'berke-c0', score: 1 }];
    // The director's own passage names only himself (and places without passages): no bridge...
    expect(bridgesOf(g, berke, new Set(), 3)).toEqual([]);
    // ...unless it is a passage the hop has not returned, whose own title is then worth a hop.
    expect(bridgesOf(g, berke, new Set(), 3, { ownLeads: (c) => c === 'berke-c0' }).map((e) => e.key)).toEqual(['william berke']);
    // "Director William Berke" is the director: the name ends in the title of his passage.
    expect(bridgesOf(g, [{ chunkId: 'review-c0', score: 1 }], new Set(), 3).map((e) => e.key)).toEqual(['william berke']);
    // ...and the walk goes the same way: from the review to the director's passage.
    const review = namedEntities(g, 'What did Prairie Reviews say?');
    expect(rankPassages(g, { entities: review }, 5).map((r) => r.chunkId)).toContain('berke-c0');
    // A bridge whose passages the filters leave out leads nowhere.
    expect(bridgesOf(g, [{ chunkId: 'film-c0', score: 1 }], new Set(), 3, { leads: (e) => !g.aboutDocs(e.key).includes('berke') })).toEqual([]);
    await s.close();
  });
});
