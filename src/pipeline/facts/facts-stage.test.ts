import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/helpers/cli.js';
import { fact } from '../../../test/helpers/facts.js';
import { defaultConfig } from '../../core/config/config.js';
import type { Config } from '../../core/config/config.js';
import type { Fact } from '../../core/fact.js';
import { silentReporter } from '../../core/reporter.js';
import { factsFor } from '../../core/store/sqlite/facts.js';
import { FACT_RULES_VERSION } from './read-facts.js';
import { SqliteStore } from '../../core/store/sqlite-store.js';
import type { DocumentRecord } from '../../core/store/store.js';
import { runStages } from '../run-stages.js';
import type { StageContext } from '../stage.js';
import { runFactsWorker } from '../worker/facts-worker.js';
import { factsStage, factsVersion, readFactsInStore, type FactReader } from './facts-stage.js';
import type { FactDocument } from './read-facts.js';

const doc = (id: string, path: string, company: string): DocumentRecord => ({
  id, path, fileName: path.split('/').pop()!, sha256: `${id}ffff`, size: 10, format: 'txt', company, ticker: null,
  quarter: 'Q2', year: 'FY24', callDate: null, fyEndMonth: 3, metaSource: '{}', pageCount: 2, chunkParams: '',
  ingestKey: id, ingestedAt: '2024-01-01T00:00:00.000Z',
});

/** A reader that states one fact per page mentioning "margin", and records what it was given. */
function recordingReader(): { read: FactReader; seen: FactDocument[] } {
  const seen: FactDocument[] = [];
  const read: FactReader = (d) => {
    seen.push(d);
    if (d.pages.some((p) => p.includes('unreadable'))) throw new Error(`cannot read ${d.docId}`);
    return d.pages.flatMap((p, i): Fact[] => (p.includes('margin')
      ? [fact(d.docId, i + 1, { company: d.company, page: i + 1, sentence: p, period: { quarter: d.quarter, year: d.year ?? 'FY24' } })]
      : []));
  };
  return { read, seen };
}

let tmp: ReturnType<typeof tempDir>;
let store: SqliteStore;
let config: Config;

beforeEach(async () => {
  tmp = tempDir('hybridrag-facts-stage-');
  config = { ...defaultConfig(), workdir: tmp.dir };
  store = SqliteStore.open(tmp.dir);
  await store.replaceDocument(doc('a1', '/in/a.txt', 'Aravali Infotech Limited'), ['Welcome.', 'Our EBIT margin was 21%.'], []);
  await store.replaceDocument(doc('b1', '/in/b.txt', 'Konkan Coastal Bank Limited'), ['Net interest margin was 4.1%.', 'margin again'], []);
});
afterEach(async () => {
  await store.close();
  tmp.cleanup();
});

function ctx(signal = new AbortController().signal, progress: (d: number, t: number) => void = () => undefined): StageContext {
  return {
    db: store.db, config, out: silentReporter, signal, progress,
    provider: { name: 'unused', model: () => null, embedder: () => { throw new Error('no embedder'); }, close: async () => undefined },
  };
}

describe('the facts stage', () => {
  it('reads each pending document once with its metadata and pages; a second run reads nothing', async () => {
    const r = recordingReader();
    const stage = factsStage(config, { read: r.read });
    expect(stage.offline).toBe(true);
    expect(stage.pending(store.db)).toBe(2);
    const progress: [number, number][] = [];
    const report = await stage.run(ctx(undefined, (d, t) => progress.push([d, t])));
    expect(report).toMatchObject({ stage: 'facts', processed: 2, failed: 0, detail: { facts: 3, remaining: 0, version: String(FACT_RULES_VERSION) } });
    expect(report.failure).toBeUndefined();
    expect(progress).toEqual([[0, 2], [1, 2], [2, 2]]);
    expect(r.seen.map((d) => d.docId)).toEqual(['a1', 'b1']);
    expect(r.seen[0]).toEqual({ docId: 'a1', company: 'Aravali Infotech Limited', ticker: null, aliases: [], sectors: [], quarter: 'Q2', year: 'FY24', fyEndMonth: 3, pages: ['Welcome.', 'Our EBIT margin was 21%.'] });
    expect(factsFor(store.db, { company: 'Konkan Coastal Bank Limited' }).map((f) => [f.page, f.sentence])).toEqual([
      [1, 'Net interest margin was 4.1%.'], [2, 'margin again'],
    ]);

    expect(stage.pending(store.db)).toBe(0);
    const again = await stage.run(ctx());
    expect(again).toMatchObject({ processed: 0, failed: 0 });
    expect(r.seen).toHaveLength(2);
  });

  it('a newer rules version reads every document again and replaces its facts', async () => {
    await factsStage(config, { read: recordingReader().read }).run(ctx());
    const v2: FactReader = (d) => [fact(d.docId, 7, { company: d.company, metric: 'revenue' })];
    const stage = factsStage(config, { read: v2, version: String(FACT_RULES_VERSION + 1) });
    expect(stage.pending(store.db)).toBe(2);
    await stage.run(ctx());
    expect(factsFor(store.db).map((f) => `${f.docId} ${f.metric}`)).toEqual(['a1 revenue', 'b1 revenue']);
    expect(stage.pending(store.db)).toBe(0);
  });

  it('re-ingesting a document drops its facts; only that document is read again', async () => {
    const r = recordingReader();
    const stage = factsStage(config, { read: r.read });
    await stage.run(ctx());
    await store.replaceDocument(doc('a2', '/in/a.txt', 'Aravali Infotech Limited'), ['Our EBIT margin was 22%.'], []);
    expect(factsFor(store.db, { company: 'Aravali Infotech Limited' })).toEqual([]);
    expect(stage.pending(store.db)).toBe(1);
    await stage.run(ctx());
    expect(r.seen.map((d) => d.docId)).toEqual(['a1', 'b1', 'a2']);
    expect(factsFor(store.db, { company: 'Aravali Infotech Limited' }).map((f) => f.sentence)).toEqual(['Our EBIT margin was 22%.']);
    expect(factsFor(store.db)).toHaveLength(3);
  });

  it('quarantines a document whose reading throws, reads the others, and does not retry it at the same version', async () => {
    await store.replaceDocument(doc('c1', '/in/c.txt', 'Chola Cement Limited'), ['unreadable'], []);
    const r = recordingReader();
    const stage = factsStage(config, { read: r.read });
    const report = await stage.run(ctx());
    expect(report).toMatchObject({ processed: 3, failed: 1, detail: { facts: 3 } });
    expect(report.failure).toBeUndefined();
    expect(store.db.prepare(`SELECT stage, item_id, error FROM quarantine`).all()).toEqual([{ stage: 'facts', item_id: 'c1', error: 'cannot read c1' }]);
    expect(stage.pending(store.db)).toBe(0);
    // Read cleanly by a later version: its quarantine row goes.
    await factsStage(config, { read: () => [], version: String(FACT_RULES_VERSION + 1) }).run(ctx());
    expect(store.db.prepare(`SELECT count(*) FROM quarantine`).pluck().get()).toBe(0);
  });

  it('fails as a whole when no document could be read', async () => {
    const report = await factsStage(config, { read: () => { throw new Error('rules broken'); } }).run(ctx());
    expect(report).toMatchObject({ processed: 2, failed: 2 });
    expect(report.failure?.message).toMatch(/facts stored nothing: all 2 item\(s\) failed: reading facts failed: rules broken/);
  });

  it('stops at an abort between documents; the next run reads the rest', async () => {
    const ac = new AbortController();
    const read: FactReader = (d) => {
      ac.abort();
      return [fact(d.docId, 1, { company: d.company })];
    };
    const report = await factsStage(config, { read }).run(ctx(ac.signal));
    expect(report).toMatchObject({ processed: 1, detail: { remaining: 1 } });
    const stage = factsStage(config, { read: recordingReader().read });
    expect(stage.pending(store.db)).toBe(1);
    await stage.run(ctx());
    expect(stage.pending(store.db)).toBe(0);
  });

  it('a model reader: a provider error stops the pass with the document untouched; an unusable batch keeps its facts pending', async () => {
    await factsStage(config, { read: recordingReader().read }).run(ctx());
    const before = factsFor(store.db);
    const down: FactReader = async () => {
      throw new Error('endpoint down');
    };
    await expect(readFactsInStore(store, { version: 'm1', read: down, readerErrorsStop: true })).rejects.toThrow(/endpoint down/);
    const unusable: FactReader = async (d) => ({ facts: [fact(d.docId, 9, { company: d.company })], dropped: 1, quarantined: 1 });
    const pass = await readFactsInStore(store, { version: 'm1', read: unusable, readerErrorsStop: true });
    expect(pass).toMatchObject({ documents: 2, quarantined: 2, kept: 2, dropped: 2, facts: 0 });
    expect(factsFor(store.db)).toEqual(before);
    expect(await store.pendingFactDocs('m1')).toHaveLength(2);
    // A worker does not read them again at once.
    const w = await runFactsWorker(store, { version: 'm1', read: unusable, readerErrorsStop: true, follow: false, pollMs: 10, signal: new AbortController().signal });
    expect(w).toMatchObject({ documents: 2, passes: 1 });
  });

  it('runs in runStages without opening a provider', async () => {
    const reports = await runStages([factsStage(config, { read: recordingReader().read })], {
      db: store.db, config, out: silentReporter, signal: new AbortController().signal,
      openProvider: () => {
        throw new Error('the facts stage opened a provider');
      },
    });
    expect(reports.map((r) => [r.stage, r.processed])).toEqual([['facts', 2]]);
  });
});

describe('the facts version', () => {
  it('is the rules version alone, or with a digest of the metric files that moves when one changes', () => {
    expect(factsVersion([], 3)).toBe('3');
    const f = join(tmp.dir, 'metrics.json');
    writeFileSync(f, '[{"id":"gnpa"}]');
    const a = factsVersion([f], 3);
    expect(a).toMatch(/^3\+[0-9a-f]{12}$/);
    expect(factsVersion([f], 3)).toBe(a);
    writeFileSync(f, '[{"id":"gnpa","names":["gross NPA"]}]');
    expect(factsVersion([f], 3)).not.toBe(a);
    expect(factsVersion([join(tmp.dir, 'missing.json')], 3)).toMatch(/^3\+/);
  });

  it('reads the metric files from config vocabulary.metrics: the reader gets them, and editing one reads every document again', async () => {
    await factsStage(config, { read: () => [] }).run(ctx());
    const f = join(tmp.dir, 'metrics.json');
    writeFileSync(f, '[]');
    const withFiles = { ...config, vocabulary: { ...config.vocabulary, metrics: [f] } } as Config;
    const given: unknown[] = [];
    const stage = factsStage(withFiles, {
      read: (_d, o) => {
        given.push(o.metricFiles);
        return [];
      },
    });
    expect(stage.pending(store.db)).toBe(2);
    await stage.run(ctx());
    expect(given).toEqual([[f], [f]]);
    expect(stage.pending(store.db)).toBe(0);
    writeFileSync(f, '[{"id":"gnpa"}]');
    expect(stage.pending(store.db)).toBe(2);
  });

  it('reads the owner-marker files from config vocabulary.owners: the reader gets them, and editing one reads every document again', async () => {
    await factsStage(config, { read: () => [] }).run(ctx());
    const f = join(tmp.dir, 'owners.json');
    writeFileSync(f, '{"owners":[]}');
    const withFiles = { ...config, vocabulary: { ...config.vocabulary, owners: [f] } } as Config;
    const given: unknown[] = [];
    const stage = factsStage(withFiles, {
      read: (_d, o) => {
        given.push(o.ownerFiles);
        return [];
      },
    });
    expect(stage.pending(store.db)).toBe(2);
    await stage.run(ctx());
    expect(given).toEqual([[f], [f]]);
    expect(stage.pending(store.db)).toBe(0);
    writeFileSync(f, '{"owners":[{"owner":"joint venture","words":["joint venture"],"as":["subject"]}]}');
    expect(stage.pending(store.db)).toBe(2);
  });
});

describe('the facts worker', () => {
  it('reads every pending document in one pass under the lock, and stops when nothing is left', async () => {
    const r = recordingReader();
    const report = await runFactsWorker(store, { version: '1', read: r.read, follow: false, pollMs: 10, signal: new AbortController().signal });
    expect(report).toMatchObject({ documents: 2, facts: 3, quarantined: 0, passes: 2 });
    expect(await store.pendingFactDocs('1')).toEqual([]);
  });

  it('leaves the pass to the worker holding the lock', async () => {
    const r = recordingReader();
    const inner = await store.withExclusiveLock('facts', () =>
      runFactsWorker(store, { version: '1', read: r.read, follow: false, pollMs: 10, signal: new AbortController().signal }));
    expect(inner).toMatchObject({ ran: true, value: { documents: 0, passes: 0 } });
    expect(r.seen).toEqual([]);
  });
});
