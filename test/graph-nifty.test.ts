/**
 * On real transcripts (skipped when ../shared/data is absent): the offline ingest builds a graph in
 * which each company is one node and no generic node (metric, role, period, ...) joins two companies.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGraph } from '../src/query/graph/index.js';
import { openDb } from '../src/core/store/db.js';
import { ROOT, runCli, tempDir } from './helpers/cli.js';

const PDFS = join(ROOT, '..', 'shared', 'data', 'nifty50-q1fy24', 'pdfs');
const FILES = ['Tata Consultancy Services.pdf', 'Infosys.pdf', 'HCLTech.pdf'].map((f) => join(PDFS, f));

describe.skipIf(!FILES.every((f) => existsSync(f)))('knowledge graph on Nifty-50 transcripts', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  // The ingest runs in this process, so the test's own timeout bounds it (runCli has none).
  it('has one node per company and no generic node shared across companies', { timeout: 300_000 }, async () => {
    const work = join(tmp.dir, 'work');
    const r = await runCli(['ingest', ...FILES, '--workdir', work], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    const db = openDb(work, { mustExist: true, readonly: true });
    const g = loadGraph(db);
    const companies = db.prepare(`SELECT DISTINCT company FROM documents WHERE status = 'ok'`).pluck().all() as string[];
    expect(companies).toHaveLength(3);
    expect(g.size).toBeGreaterThan(100);
    for (const c of companies) {
      const nodes = g.filterNodes((_, a) => a.type === 'organization' && a.scope === '' && a.name === c);
      expect(nodes, c).toHaveLength(1);
      // The company's own node carries its transcript's self-references ("we reported ...").
      expect(g.degree(nodes[0]!), c).toBeGreaterThan(5);
    }
    const tcs = g.filterNodes((_, a) => a.aliases.includes('tcs'));
    expect(tcs).toHaveLength(1);
    const generic = new Set(['financial_metric', 'role', 'period', 'money', 'percentage', 'segment']);
    g.forEachNode((id, a) => {
      if (!generic.has(a.type)) return;
      expect(a.scope, `${a.name} is generic`).not.toBe('');
      expect(a.companies.length, `${a.name} joins ${a.companies.join(', ')}`).toBeLessThanOrEqual(1);
    });
    const revenue = g.filterNodes((_, a) => a.name.toLowerCase() === 'revenue');
    expect(new Set(revenue.map((n) => g.getNodeAttribute(n, 'scope'))).size).toBe(revenue.length);
    const noPage = g.filterEdges((_, a) => a.pages.length === 0 || !a.document || !a.chunkId);
    expect(noPage).toEqual([]);
    db.close();
  });
});
