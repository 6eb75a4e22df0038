/**
 * The extract and resolve stages against the fake OpenAI server, then the graph built from them:
 * provenance, quarantine, resume, per-tier re-runs, one node per company, per-company metric nodes,
 * reversible merges and entity linking.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/core/config/config.js';
import { extractIngestStage } from '../src/app/extractors.js';
import { linkEntities, listMerges, loadGraph, unmerge } from '../src/query/graph/index.js';
import { resolveEntities, resolveStage } from '../src/pipeline/resolve/resolve-stage.js';
import { countUnresolved } from '../src/core/store/sqlite/resolution.js';
import type { StageContext } from '../src/pipeline/stage.js';
import type { Provider } from '../src/core/providers/types.js';
import { harness, type Harness } from './fake-openai/harness.js';
import { corpusChat, INFY, TCS, tierOf, writeCorpus } from './helpers/graph-corpus.js';

let h: Harness;
afterEach(async () => h?.cleanup());

function ctx(config: Config, provider: Provider, signal = new AbortController().signal): StageContext {
  return { db: h.db, config, out: h.out, provider, signal, progress: () => {} };
}

async function build(over: Partial<Config> = {}): Promise<{ config: Config; provider: Provider }> {
  const config = h.config(over);
  const provider = await h.provider(over);
  const extract = extractIngestStage(config);
  await extract.run(ctx(config, provider));
  await resolveStage().run(ctx(config, provider));
  return { config, provider };
}

const chatCalls = (tier: 'refine' | 'triplets') =>
  h.fake.requests.filter((r) => r.route === 'chat' && r.status === 200 && tierOf(r.body as never) === tier).length;

describe('extract + resolve stages', () => {
  it('stores triplets with provenance and records the quarantined chunk', async () => {
    h = await harness({ chat: (b) => corpusChat(b) });
    writeCorpus(h.db);
    const config = h.config();
    const provider = await h.provider();
    const stage = extractIngestStage(config);
    expect(stage.pending(h.db)).toBe(4);
    const report = await stage.run(ctx(config, provider));
    expect(report).toMatchObject({ stage: 'extract', processed: 4, failed: 1 });
    expect(stage.pending(h.db)).toBe(0);
    const q = h.db.prepare(`SELECT chunk_id, status, triplets FROM extractions WHERE status = 'quarantined'`).all();
    expect(q).toEqual([{ chunk_id: 'tcs-3', status: 'quarantined', triplets: 0 }]);
    const t = h.db.prepare(`SELECT * FROM triplets WHERE chunk_id = 'tcs-1' ORDER BY ord`).all() as Record<string, unknown>[];
    expect(t).toHaveLength(5);
    expect(t[0]).toMatchObject({ doc_id: 'doc-tcs', company: TCS, ticker: 'TCS', quarter: 'Q1', year: 'FY24', page_start: 1, page_end: 1, relation: 'reported' });
    expect(t[2]).toMatchObject({ relation: 'was', head_type: 'financial_metric' });
    expect(t[3]).toMatchObject({ relation: 'has_metric', head_type: 'organization', object_type: 'financial_metric' });
    expect(String(t[1]!.evidence)).toContain('$7,226 million');
    expect(countUnresolved(h.db)).toBe(10);
    // A chunk over two pages: each triplet cites the page its sentence is on.
    const infy = h.db.prepare(`SELECT relation, page_start, page_end FROM triplets WHERE chunk_id = 'infy-1' ORDER BY ord`).all();
    expect(infy).toEqual([
      { relation: 'reported', page_start: 4, page_end: 4 },
      { relation: 'grew_by', page_start: 4, page_end: 4 },
      { relation: 'competes_with', page_start: 5, page_end: 5 },
    ]);

    // Resume: nothing left, no new model calls.
    const before = h.fake.count('chat');
    expect((await stage.run(ctx(config, provider))).processed).toBe(0);
    expect(h.fake.count('chat')).toBe(before);
    // With the cache off, the quarantined chunk is retried (and only it).
    const noCache = h.config({ cache: false });
    const retry = extractIngestStage(noCache);
    expect(retry.pending(h.db)).toBe(1);
    expect((await retry.run(ctx(noCache, await h.provider({ cache: false })))).processed).toBe(1);
  });

  it('keeps config.openai.concurrency chunks in flight, and a provider failure stops the stage keeping finished chunks', async () => {
    h = await harness({ chat: (b) => corpusChat(b), latencyMs: 60 });
    writeCorpus(h.db);
    const config = h.config({ openai: { concurrency: 3 } } as Partial<Config>);
    const provider = await h.provider({ openai: { concurrency: 3 } } as Partial<Config>);
    await extractIngestStage(config).run(ctx(config, provider));
    expect(h.fake.maxInFlight).toBeGreaterThanOrEqual(2);

    // A server that refuses every request: the error surfaces, nothing half-written is stored.
    const h2 = h;
    h = await harness({ chat: () => ({ fault: '500' }) });
    await h2.cleanup();
    writeCorpus(h.db);
    const c2 = h.config({ openai: { maxRetries: 0 } } as Partial<Config>);
    const stage = extractIngestStage(c2);
    await expect(stage.run(ctx(c2, await h.provider({ openai: { maxRetries: 0 } } as Partial<Config>)))).rejects.toThrow();
    expect(stage.pending(h.db)).toBe(4);
    expect(h.db.prepare('SELECT count(*) FROM triplets').pluck().get()).toBe(0);
  });

  it('re-runs only tier 2 when only the triplet prompt changes', async () => {
    h = await harness({ chat: (b) => corpusChat(b) });
    writeCorpus(h.db);
    await build();
    const refineBefore = chatCalls('refine');
    const override = join(h.dir, 'triplets.txt');
    writeFileSync(override, '[user]\nCompany {{company}}. Extract triplets as JSON from:\n<document>\n{{text}}\n</document>\n');
    const config = h.config({ prompts: { 'extract.triplets': override } });
    const stage = extractIngestStage(config);
    expect(stage.pending(h.db)).toBe(4);
    const report = await stage.run(ctx(config, await h.provider({ prompts: { 'extract.triplets': override } })));
    expect(report.processed).toBe(4);
    expect(report.detail).toMatchObject({ refined: 0, skippedTier1: 4 });
    expect(chatCalls('refine')).toBe(refineBefore);
    expect(h.db.prepare('SELECT DISTINCT prompt_version FROM extractions').pluck().all()).toEqual([expect.stringMatching(/^2\+[0-9a-f]{8}$/)]);
  });

  it("reads no triplet from an analyst's turn: the prompts say so, and a triplet only a question holds is left out", async () => {
    const text = [
      'Moderator: The next question is from the line of Arjun Rao from CLSA.',
      'Arjun Rao: Thanks. The margin fell 11 basis points this quarter. Where will it settle?',
      'Lakshmi Venkatesh: We guide for a full-year net interest margin of 4.05% to 4.15%.',
    ].join('\n');
    const T = (head: string, relation: string, object: string, object_type: string) => ({ head, head_type: 'financial_metric', relation, object, object_type });
    // A model that did not follow its prompt: one triplet from the analyst's figure, one from the reply.
    const reply = { triplets: [T('margin', 'fell_by', '11 basis points', 'other'), T('net interest margin', 'guided', '4.05% to 4.15%', 'percentage')] };
    h = await harness({ chat: (b) => (tierOf(b as never) === 'triplets' ? JSON.stringify(reply) : corpusChat(b as never)) });
    writeCorpus(h.db, [{ id: 'doc-kcb', company: 'Konkan Coastal Bank Limited', ticker: 'KCB', file: 'kcb.pdf', chunks: [{ id: 'kcb-1', page: 1, text }] }]);
    await build();
    expect(h.db.prepare('SELECT head, relation, object, evidence FROM triplets ORDER BY ord').all()).toEqual([
      { head: 'net interest margin', relation: 'guided', object: '4.05% to 4.15%', evidence: 'We guide for a full-year net interest margin of 4.05% to 4.15%.' },
    ]);
    const systems = h.fake.requests.filter((r) => r.route === 'chat').map((r) => (r.body as { messages: { role: string; content: string }[] }).messages[0]!.content);
    expect(systems.some((s) => /knowledge-graph extraction/.test(s) && /Leave out the analysts' turns/.test(s))).toBe(true);
    expect(systems.some((s) => /extract a knowledge graph/.test(s) && /never from a question/.test(s))).toBe(true);
  });

  it('stops at an abort without losing finished chunks', async () => {
    const ac = new AbortController();
    h = await harness({ chat: (b) => corpusChat(b) });
    writeCorpus(h.db);
    const config = h.config({ openai: { concurrency: 1 } } as Partial<Config>);
    const provider = await h.provider();
    const stage = extractIngestStage(config);
    const c = { ...ctx(config, provider, ac.signal), progress: (done: number) => done === 2 && ac.abort() };
    const report = await stage.run(c);
    expect(report.processed).toBe(2);
    expect(stage.pending(h.db)).toBe(2);
    expect((await stage.run(ctx(config, provider))).processed).toBe(2);
    expect(stage.pending(h.db)).toBe(0);
  });
});

describe('the resolved graph', () => {
  it('has one node per company whatever the spelling, and per-company metric nodes', async () => {
    h = await harness({ chat: (b) => corpusChat(b) });
    writeCorpus(h.db);
    await build();
    expect(countUnresolved(h.db)).toBe(0);
    const g = loadGraph(h.db);
    const byName = (name: string) => g.filterNodes((_, a) => a.name.toLowerCase() === name.toLowerCase());
    const tcs = byName(TCS);
    expect(tcs).toHaveLength(1);
    // "the Company", "TCS", "Tata Consultancy Services Ltd." and Infosys's mention of TCS all land on it.
    expect(g.inDegree(tcs[0]!) + g.outDegree(tcs[0]!)).toBe(5);
    expect(g.getNodeAttribute(tcs[0]!, 'aliases')).toEqual(expect.arrayContaining(['tcs', 'tata consultancy services']));
    expect(g.filterNodes((_, a) => a.name === 'we' || a.name === 'the Company')).toEqual([]);
    const revenue = byName('revenue');
    expect(revenue).toHaveLength(2);
    const scopes = revenue.map((n) => g.getNodeAttribute(n, 'scope')).sort();
    expect(scopes).toEqual(['infosys', 'tata consultancy services']);
    // No generic node is shared across companies.
    g.forEachNode((n, a) => {
      if (['financial_metric', 'role', 'period', 'money', 'percentage'].includes(a.type)) expect(a.companies).toHaveLength(1);
    });
    // Every edge is traceable to its chunk and page; both TCS->margin relations survive (multi-graph).
    g.forEachEdge((_e, a) => {
      expect(a.chunkId).toMatch(/^(tcs|infy)-\d$/);
      expect(a.pages.length).toBeGreaterThan(0);
    });
    const margin = byName('operating margin')[0]!;
    expect(g.edges(tcs[0]!, margin)).toHaveLength(2);
    expect(Object.keys(loadGraph(h.db, { company: 'INFY' }).export().nodes!)).toHaveLength(4);
    // The same triplet read again from the same sentence (an overlapping chunk) adds no edge.
    h.db.prepare(`INSERT INTO triplets SELECT 'dup' || id, chunk_id, ord + 100, doc_id, head, head_type, relation, object, object_type,
      head_id, object_id, company, ticker, quarter, year, page_start, page_end, evidence FROM triplets WHERE chunk_id = 'tcs-2'`).run();
    expect(loadGraph(h.db).size).toBe(g.size);
  });

  it('logs merges and reverts them for good', async () => {
    h = await harness({ chat: (b) => corpusChat(b) });
    writeCorpus(h.db);
    await build();
    const merges = listMerges(h.db);
    const m = merges.find((x) => x.fromName === 'operating margins');
    expect(m).toMatchObject({ intoName: 'Operating margin', method: 'string' });
    const nodesBefore = loadGraph(h.db).order;
    unmerge(h.db, m!.id);
    expect(loadGraph(h.db).order).toBe(nodesBefore + 1);
    await resolveEntities(h.db);
    expect(listMerges(h.db).find((x) => x.fromName === 'operating margins')).toBeUndefined();
    expect(loadGraph(h.db).order).toBe(nodesBefore + 1);
    expect(() => unmerge(h.db, m!.id)).toThrow(/already reverted/);
  });

  it('links question text to the right company-scoped nodes', async () => {
    h = await harness({ chat: (b) => corpusChat(b) });
    writeCorpus(h.db);
    await build();
    const g = loadGraph(h.db);
    const scopeOf = (id: string) => g.getNodeAttribute(id, 'scope');
    const l1 = linkEntities(h.db, "What was TCS's revenue in Q1?");
    expect(l1.map((l) => l.name)).toEqual(expect.arrayContaining([TCS, 'Revenue']));
    expect(l1.filter((l) => l.type === 'financial_metric').map((l) => scopeOf(l.id))).toEqual(['tata consultancy services']);
    const l2 = linkEntities(h.db, 'How did revenue grow?', 'INFY');
    expect(l2.map((l) => scopeOf(l.id))).toEqual(['infosys']);
    const l3 = linkEntities(h.db, 'Who is K Krithivasan?');
    expect(l3[0]).toMatchObject({ name: 'K. Krithivasan', method: 'exact' });
    const l4 = linkEntities(h.db, 'Tell me about Krithivasn and Infosys', INFY);
    expect(l4.map((l) => l.name)).toContain(INFY);
  });
});
