/**
 * On the demo corpus (offline provider), the graph never speaks with an analyst's voice: the demo
 * calls have analysts state figures while asking ("Headcount declined by 1,210. Are you planning
 * to hire freshers...?"). No stored triplet is read from an analyst's or the moderator's turn, no
 * graph line (triplet or node summary) of any question (graph, hybrid, kgar) cites one, the hybrid answer to the deal-win
 * question does not quote the analyst, and a triplet an older extraction read from a question is
 * left out at query time.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphApi } from '../src/app/graph.js';
import { Output } from '../src/cli/ui/output.js';
import { defaultConfig, type Config } from '../src/core/config/config.js';
import { createLocalProvider } from '../src/core/providers/local/index.js';
import { openDb } from '../src/core/store/db.js';
import { isAskingRole } from '../src/core/text/turn-roles.js';
import { filtersFor, readQaJsonl } from '../src/eval/dataset.js';
import { graphLineSentence } from '../src/query/answerer/local-answerer.js';
import { chunkSentenceRoles } from '../src/query/retrieve/asking-turns.js';
import { createRetrievalDeps } from '../src/query/retrieve/deps.js';
import { resolveFilters } from '../src/query/retrieve/filters.js';
import { edgeFilter } from '../src/query/retrieve/graph-retriever.js';
import { walkEdges } from '../src/query/graph/walk.js';
import { getMode } from '../src/query/retrieve/registry.js';
import { isGraphLines } from '../src/query/retrieve/types.js';
import type { Filters } from '../src/core/domain.js';
import { ROOT, runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';

const DEMO = join(ROOT, 'data', 'demo');
const ARAVALI = 'Aravali Infotech Limited';

/** What the demo's analysts say while asking (each is in an analyst's turn of the demo calls). */
const ANALYSTS_SAY = [
  'Meera, the deal wins are very strong at $1.14 billion',
  'Headcount declined by 1,210.',
  'Your margin fell 9 basis points.',
  'The margin fell 11 basis points this quarter.',
  'Small business loans grew 31%.',
  'The margin expansion was driven by tea costs.',
];

/** Questions whose words those analysts' sentences share. */
const PROBES: [string, Filters][] = [
  ['What was the total contract value of deal wins?', { company: ARAVALI, quarter: 'Q1' }],
  ['How did headcount change at Aravali?', { company: ARAVALI }],
  ['How did headcount change?', {}],
  ['How much did the margin fall?', {}],
  ['How much did small business loans grow?', {}],
  ['What drove the margin expansion?', {}],
  ['How did revenue growth in BFSI compare with deal wins?', {}],
];

let tmp: { dir: string; cleanup: () => void };
let wd: string;

async function openDeps() {
  const base = defaultConfig();
  const config: Config = { ...base, workdir: wd };
  const db = openDb(wd, { mustExist: true, readonly: true });
  const provider = await createLocalProvider(config, { out: new Output({ quiet: true }) });
  const deps = createRetrievalDeps({ db, config, embedder: () => provider.embedder(), graphApi: await graphApi() });
  return { db, deps };
}

describe.skipIf(!existsSync(DEMO))("graph evidence is never an analyst's (demo corpus)", () => {
  beforeAll(async () => {
    tmp = tempDir('hybridrag-asking-');
    wd = join(tmp.dir, 'work');
    demoWorkdir(wd);
  });
  afterAll(() => tmp?.cleanup());

  it("stores no triplet read from an analyst's or the moderator's turn", async () => {
    const { db } = await openDeps();
    try {
      const rows = db.prepare('SELECT chunk_id AS chunkId, evidence FROM triplets').all() as { chunkId: string; evidence: string }[];
      expect(rows.length).toBeGreaterThan(100);
      const roleOf = chunkSentenceRoles(db);
      for (const r of rows) {
        expect(roleOf(r.chunkId, r.evidence), r.evidence).toBe('reply');
        for (const said of ANALYSTS_SAY) expect(r.evidence).not.toContain(said);
      }
    } finally {
      db.close();
    }
  });

  it('no graph context of any question, in graph, hybrid or kgar mode, is an analyst question', async () => {
    const { db, deps } = await openDeps();
    try {
      const roleOf = chunkSentenceRoles(db);
      const questions: [string, Filters][] = [...readQaJsonl(join(DEMO, 'qa.jsonl')).map((q) => [q.question, filtersFor(q)] as [string, Filters]), ...PROBES];
      let lines = 0;
      for (const mode of ['graph', 'hybrid', 'kgar'] as const) {
        const spec = getMode(mode);
        const retriever = spec.create(deps);
        for (const [question, filters] of questions) {
          const got = await retriever.retrieve({ question, filters, topK: 6, depth: spec.defaultDepth(deps.config.retrieval) });
          // The walk's passages are chunks as stored (as vector search hands them); the lines read from the graph speak for management.
          for (const c of got.filter((x) => isGraphLines(x))) {
            for (const said of ANALYSTS_SAY) expect(c.text, `${mode}: ${question}`).not.toContain(said);
            if (c.kind === 'summary' || c.chunkId === null) continue;
            for (const line of c.text.split('\n')) {
              lines++;
              expect(isAskingRole(roleOf(c.chunkId, graphLineSentence(line))), `${mode}: ${question}: ${line}`).toBe(false);
            }
          }
        }
      }
      expect(lines).toBeGreaterThan(200);
    } finally {
      db.close();
    }
  });

  it("answers the deal-win question from management's words, not the analyst's", async () => {
    const r = await runCli(['-q', '-w', wd, 'ask', 'What was the total contract value of deal wins?', '--company', 'aravali', '--quarter', 'Q1', '--mode', 'hybrid', '--json'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { answer: string };
    expect(j.answer).toContain('$1.14 billion');
    expect(j.answer).not.toContain('Meera, the deal wins');
  });

  it('leaves out at query time a triplet an older extraction read from a question', async () => {
    // An older workdir: the analyst's "Headcount declined by 1,210." stored as a fact.
    const raw = new Database(join(wd, 'hybridrag.db'));
    try {
      const chunk = raw.prepare(`SELECT id, doc_id FROM chunks WHERE text LIKE '%Headcount declined by 1,210.%'`).get() as { id: string; doc_id: string };
      const like = raw.prepare(`SELECT * FROM triplets WHERE head = 'headcount' AND doc_id = ? LIMIT 1`).get(chunk.doc_id) as Record<string, unknown>;
      raw.prepare(`INSERT INTO triplets (id, chunk_id, ord, doc_id, head, head_type, relation, object, object_type, head_id, object_id, company, ticker, quarter, year, page_start, page_end, evidence)
        VALUES ('t-asked', @chunk, 99, @doc_id, 'headcount', 'financial_metric', 'declined_by', '1,210', 'other', @head_id, @object_id, @company, @ticker, @quarter, @year, @page_start, @page_end, 'Headcount declined by 1,210.')`)
        .run({ ...like, chunk: chunk.id });
    } finally {
      raw.close();
    }
    const { db, deps } = await openDeps();
    try {
      const filters = { company: ARAVALI, quarter: 'Q1' };
      const g = deps.graph();
      expect(g.hasEdge('t-asked')).toBe(true);
      // Within the filters, the edge is a neighbour of the headcount node the question links to.
      const { docs } = resolveFilters(db, filters);
      expect(walkEdges(g, [g.source('t-asked')], 1, edgeFilter(docs)).has('t-asked')).toBe(true);
      for (const mode of ['graph', 'hybrid'] as const) {
        const spec = getMode(mode);
        const got = await spec.create(deps).retrieve({ question: 'How did headcount change at Aravali?', filters, topK: 6, depth: spec.defaultDepth(deps.config.retrieval) });
        const graphText = got.filter((c) => isGraphLines(c)).map((c) => c.text).join('\n');
        expect(graphText, mode).toMatch(/headcount/i);
        expect(graphText, mode).not.toContain('Headcount declined by 1,210.');
      }
    } finally {
      db.close();
    }
  });
});
