/**
 * `hybridrag ingest --provider openai` builds the graph through the real binary against the fake
 * OpenAI server: both tiers are called once per chunk, a second ingest calls nothing, and the graph
 * has one node per company and per-company revenue nodes with quarter-stamped edges.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGraph } from '../src/query/graph/index.js';
import { openDb } from '../src/core/store/db.js';
import { startFakeOpenAi, type ChatBody, type FakeOpenAi } from './fake-openai/server.js';
import { ROOT, runCli, tempDir } from './helpers/cli.js';
import { tierOf } from './helpers/graph-corpus.js';

const DEMO = join(ROOT, 'data', 'demo');

/** A model that reports revenue for the company named in the prompt, and refines by echoing. */
function chat(body: ChatBody): string {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  if (tierOf(body) === 'refine') return /<document>\n([\s\S]*?)\n<\/document>/.exec(user)?.[1] ?? '';
  const company = /Company: (.*?) \(ticker/.exec(user)?.[1] ?? 'unknown';
  return JSON.stringify({
    triplets: [
      { head: 'We', head_type: 'organization', relation: 'Reported', object: 'Revenue', object_type: 'Financial Metric' },
      { head: company.toUpperCase(), head_type: 'company', relation: 'has_role', object: 'CFO', object_type: 'role' },
    ],
  });
}

describe('ingest --provider openai builds the graph', () => {
  const tmp = tempDir();
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ chat, embeddingDim: 1536 });
  });
  afterAll(async () => {
    await fake.close();
    tmp.cleanup();
  });

  it('extracts through both tiers, resumes for free and resolves companies and scopes', async () => {
    const work = join(tmp.dir, 'work');
    const args = ['ingest', DEMO, '--workdir', work, '--provider', 'openai', '--base-url', fake.url];
    const env = { OPENAI_API_KEY: 'sk-test' };
    const r = await runCli(args, { cwd: tmp.dir, env, timeoutMs: 300_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/extract: \d+ processed, 0 failed/);
    const db = openDb(work, { mustExist: true, readonly: true });
    const chunks = db.prepare('SELECT count(*) FROM chunks').pluck().get() as number;
    const tiers = (t: string) => fake.requests.filter((q) => q.route === 'chat' && tierOf(q.body as ChatBody) === t).length;
    expect(tiers('refine')).toBe(chunks);
    expect(tiers('triplets')).toBe(chunks);
    expect(db.prepare('SELECT DISTINCT model FROM extractions').pluck().all()).toEqual(['openai:gpt-4o-mini']);

    const again = await runCli(args, { cwd: tmp.dir, env, timeoutMs: 300_000 });
    expect(again.code, again.stderr).toBe(0);
    expect(tiers('refine') + tiers('triplets')).toBe(2 * chunks);

    const g = loadGraph(db);
    const companies = db.prepare(`SELECT DISTINCT company FROM documents`).pluck().all() as string[];
    expect(companies).toHaveLength(5);
    const orgs = g.filterNodes((_, a) => a.type === 'organization');
    expect(orgs.map((n) => g.getNodeAttribute(n, 'name')).sort()).toEqual([...companies].sort());
    const revenue = g.filterNodes((_, a) => a.name === 'Revenue');
    expect(revenue).toHaveLength(5);
    // Aravali Infotech has two quarters: one revenue node, edges stamped with each quarter.
    const aravali = revenue.find((n) => g.getNodeAttribute(n, 'scope').startsWith('aravali'))!;
    const quarters = new Set(g.mapInEdges(aravali, (_e, a) => `${a.quarter} ${a.year}`));
    expect([...quarters].sort()).toEqual(['Q1 FY24', 'Q2 FY24']);
    db.close();
  });
});
