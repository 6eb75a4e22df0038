/**
 * Facts as graph edges: on a workdir ingested from a small transcript (the offline extractor makes
 * the triplet graph), stored facts become labelled edges company (or segment, linked by
 * `has_segment`) → metric node, joining the metric node the triplets made; no value becomes a
 * node; retrieval's graph (without `facts`) is unchanged; `graph show` and `graph view` show the
 * labels.
 */
import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../src/core/store/sqlite-store.js';
import { entityId } from '../src/core/text/canonical.js';
import { companyKey } from '../src/core/text/company-name.js';
import { loadGraph } from '../src/query/graph/load.js';
import { runCli, tempDir } from './helpers/cli.js';
import { factMix } from './helpers/facts.js';

const BANK = 'Konkan Coastal Bank Limited';

let tmp: { dir: string; cleanup: () => void };
let wd: string;
let docId: string;

const cli = (args: string[]) => runCli(['-w', wd, ...args], { cwd: tmp.dir });

beforeAll(async () => {
  tmp = tempDir('hybridrag-graph-facts-');
  wd = join(tmp.dir, 'work');
  mkdirSync(join(tmp.dir, 'in'));
  const file = join(tmp.dir, 'in', 'bank.txt');
  writeFileSync(file, `${BANK} Q1 FY24 Earnings Conference Call\n\nMeera Iyer: Our net interest margin was 4.1%.\n`);
  const r = await cli(['-q', 'ingest', file, '--company', BANK, '--ticker', 'KCB', '--quarter', 'Q1', '--year', 'FY24']);
  expect(r.code, r.stderr).toBe(0);
  const s = SqliteStore.open(wd);
  try {
    docId = s.db.prepare('SELECT id FROM documents').pluck().get() as string;
    await s.saveFacts(docId, '1', factMix(docId, BANK));
  } finally {
    await s.close();
  }
}, 180_000);
afterAll(() => tmp.cleanup());

describe('facts in the graph', () => {
  it('adds one labelled edge per fact, joining the nodes resolution made, and no value nodes', () => {
    const db = new Database(join(wd, 'hybridrag.db'), { readonly: true });
    try {
      const plain = loadGraph(db);
      const g = loadGraph(db, { facts: true });
      expect(plain.edges().filter((e) => e.startsWith('fact:'))).toEqual([]);

      const company = entityId('', companyKey(BANK));
      const scope = companyKey(BANK);
      const nim = entityId(scope, 'net interest margin');
      // The offline extractor already made the company and its "net interest margin" node.
      expect(plain.hasNode(company) && plain.hasNode(nim)).toBe(true);

      const edge = (id: string) => ({ source: g.source(id), target: g.target(id), ...g.getEdgeAttributes(id) });
      expect(edge(`fact:${docId}:s1:0`)).toMatchObject({
        source: company, target: nim, relation: 'net interest margin 4.1% (Q1 FY24, actual)',
        factId: `${docId}:s1:0`, valueText: '4.1%', period: 'Q1 FY24', kind: 'actual', docId, document: 'bank.txt', pages: [2],
      });
      expect(edge(`fact:${docId}:s3:0`)).toMatchObject({ source: company, target: nim, relation: 'NIM 10 basis points (change qoq)', period: '' });

      // A segment's figure hangs off the segment, linked to the company once.
      const segment = entityId(scope, 'retail banking');
      expect(g.getNodeAttributes(segment)).toMatchObject({ name: 'Retail Banking', type: 'segment', scope });
      expect(g.edges(company, segment).map((e) => g.getEdgeAttribute(e, 'relation'))).toEqual(['has_segment']);
      const growth = edge(`fact:${docId}:s2:0`);
      expect(growth).toMatchObject({ source: segment, relation: 'advances growth 18% to 20% (FY24, guidance)' });
      expect(g.getNodeAttributes(growth.target)).toMatchObject({ name: 'loan growth', type: 'financial_metric', scope });

      // New nodes: the segment and two metrics (loan growth, revenue); every fact is an edge, no value a node.
      expect(g.order).toBe(plain.order + 3);
      expect(g.size).toBe(plain.size + 4 + 1);
      expect(g.nodes().map((n) => g.getNodeAttribute(n, 'name'))).not.toContain('Rs 6,000 crore');

      expect(loadGraph(db, { company: 'KCB', facts: true }).size).toBe(g.size);
      expect(loadGraph(db, { company: 'Aravali Infotech', facts: true }).size).toBe(0);
    } finally {
      db.close();
    }
  });

  it('graph show and graph view print the fact labels', async () => {
    const show = await cli(['graph', 'show', 'net interest margin', '--company', 'KCB']);
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toContain('Konkan Coastal Bank Limited -[net interest margin 4.1% (Q1 FY24, actual)]-> net interest margin    (bank.txt p. 2, Q1 FY24)');
    const view = await cli(['graph', 'view', '--out', join(tmp.dir, 'g.html')]);
    expect(view.code, view.stderr).toBe(0);
    expect(readFileSync(join(tmp.dir, 'g.html'), 'utf8')).toContain('advances growth 18% to 20% (FY24, guidance)');
  });
});
