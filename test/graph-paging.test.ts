/**
 * The extract and resolve stages read their pending work a page at a time: with pages of one or
 * two items (every page boundary crossed, several workers sharing the reader) the stored
 * refinements, triplets, entities, aliases and merges equal those of a run with the default pages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createExtraction, extractionVersions } from '../src/app/extractors.js';
import { dbQuarantine } from '../src/core/providers/quarantine.js';
import { extractStage } from '../src/pipeline/extract/stage.js';
import { resolveEntities } from '../src/pipeline/resolve/resolve-stage.js';
import type { Db } from '../src/core/store/db.js';
import { harness, type Harness } from './fake-openai/harness.js';
import { corpusChat, writeCorpus } from './helpers/graph-corpus.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.cleanup();
  h = undefined;
});

function dump(db: Db): Record<string, unknown> {
  const all = (sql: string) => db.prepare(sql).all();
  return {
    refinements: all('SELECT * FROM refinements ORDER BY chunk_id'),
    extractions: all('SELECT * FROM extractions ORDER BY chunk_id'),
    triplets: all('SELECT * FROM triplets ORDER BY id'),
    entities: all('SELECT rowid, * FROM entities ORDER BY rowid'),
    aliases: all('SELECT * FROM aliases ORDER BY alias, entity_id'),
    merges: all('SELECT id, from_id, into_id, method, score, reverted FROM merges ORDER BY id'),
  };
}

/** Extract and resolve the graph corpus with the given page sizes (undefined = the defaults) and workers. */
async function run(pageSize: number | undefined, concurrency: number): Promise<Record<string, unknown>> {
  h = await harness({ chat: (b) => corpusChat(b) });
  writeCorpus(h.db);
  const config = h.config();
  const provider = await h.provider();
  const stage = extractStage({
    versions: () => extractionVersions(config),
    create: (ctx) => createExtraction(ctx.config, ctx.provider, dbQuarantine(ctx.db)),
    concurrency,
    pageSize,
  });
  const report = await stage.run({ db: h.db, config, out: h.out, provider, signal: new AbortController().signal, progress: () => {} });
  expect(report).toMatchObject({ processed: 4, detail: { remaining: 0 } });
  const r = await resolveEntities(h.db, { embedder: provider.embedder(), pageSize: pageSize === undefined ? undefined : 2 });
  expect(r.triplets).toBeGreaterThan(2);
  const out = dump(h.db);
  await h.cleanup();
  h = undefined;
  return out;
}

describe('paged extract and resolve', () => {
  it('store the same graph whatever the page size', async () => {
    const paged = await run(1, 1);
    const whole = await run(undefined, 1);
    expect(paged).toEqual(whole);
  });

  it('hand every chunk to exactly one of several workers sharing the pages', async () => {
    // Workers finish in any order, so only the content-keyed rows are compared.
    const paged = await run(1, 3);
    const whole = await run(undefined, 1);
    expect(paged.triplets).toEqual(whole.triplets);
    expect(paged.extractions).toEqual(whole.extractions);
  });
});
