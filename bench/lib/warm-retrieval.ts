/**
 * Warm retrieval latency on a (large) workdir, measured in-process: one process opens the store
 * and the embedder once, answers warm-up questions, then times real analyst questions
 * (ground_truth.csv) in each mode (vector, graph, kgar), with the question's company filter and
 * without any filter (the whole index). Model time is zero offline; this is retrieval alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNiftyDir } from './corpus.js';
import { csvObjects } from '../../src/core/util/csv.js';
import type { Metric } from './section.js';
import { seededRandom } from '../../src/core/util/seeded-random.js';
import { quantile } from './stats.js';

export interface WarmResult {
  metrics: Metric[];
  notes: string[];
  raw?: unknown;
}

/** Questions with their ticker from ground_truth.csv (rows with a question). */
function loadQuestions(root: string): { ticker: string; question: string }[] {
  const dir = findNiftyDir(root);
  const file = dir ? join(dir, 'ground_truth.csv') : '';
  if (!dir || !existsSync(file)) return [];
  return csvObjects(readFileSync(file, 'utf8'), file, ['ticker', 'questions_asked'])
    .map(({ row: r }) => ({ ticker: (r.ticker ?? '').trim(), question: (r.questions_asked ?? '').trim() }))
    .filter((r) => r.ticker && r.question);
}

export async function runWarmRetrieval(root: string, workdir: string, log: (s: string) => void, n = 60, modes: readonly ('vector' | 'graph' | 'kgar')[] = ['vector', 'graph', 'kgar']): Promise<WarmResult> {
  const questions = loadQuestions(root);
  if (!workdir || !existsSync(join(workdir, 'hybridrag.db'))) return { metrics: [{ name: 'warm retrieval', value: 'not available: no workdir' }], notes: [] };
  if (questions.length === 0) return { metrics: [{ name: 'warm retrieval', value: 'not available: no ground_truth.csv questions' }], notes: [] };
  // The product's own modules, from source through tsx: the same code the CLI runs.
  const [{ defaultConfig }, { openDb }, { Output }, local, { createRetrievalDeps }, { MODE_REGISTRY }, { graphApi }] = await Promise.all([
    import('../../src/core/config/config.js'),
    import('../../src/core/store/db.js'),
    import('../../src/cli/ui/output.js'),
    import('../../src/core/providers/local/index.js'),
    import('../../src/query/retrieve/deps.js'),
    import('../../src/query/retrieve/registry.js'),
    import('../../src/app/graph.js'),
  ]);
  const config = { ...defaultConfig(), workdir };
  const db = openDb(workdir, { mustExist: true, readonly: true });
  try {
    const provider = await local.createLocalProvider(config, { out: new Output({ quiet: true }) });
    const deps = createRetrievalDeps({ db, config, embedder: () => provider.embedder(), graphApi: await graphApi() });
    const companyOf = db.prepare(`SELECT company FROM documents WHERE status = 'ok' AND (upper(ticker) = ? OR upper(ticker) GLOB ? || '[0-9]*') ORDER BY id LIMIT 200`);
    const rnd = seededRandom(7);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const chunks = (db.prepare('SELECT count(*) AS n FROM chunks').get() as { n: number }).n;
    /** Wall milliseconds per question; the process's CPU milliseconds go to `cpu` (less inflated by other work on a shared machine). */
    const time = async (mode: 'vector' | 'graph' | 'kgar', filtered: boolean, cpu: number[] = []): Promise<number[]> => {
      const spec = MODE_REGISTRY[mode];
      const retriever = spec.create(deps);
      const ms: number[] = [];
      for (let i = 0; i < n + 5; i++) {
        const q = pick(questions);
        const companies = companyOf.all(q.ticker.toUpperCase(), q.ticker.toUpperCase()) as { company: string }[];
        const filters = filtered && companies.length ? { company: pick(companies).company } : {};
        const c0 = process.cpuUsage();
        const t0 = process.hrtime.bigint();
        await retriever.retrieve({ question: q.question, filters, topK: config.retrieval.topK, depth: spec.defaultDepth(config.retrieval) });
        const dt = Number(process.hrtime.bigint() - t0) / 1e6;
        const c = process.cpuUsage(c0);
        // The first five warm the index, the embedder and SQLite's cache.
        if (i >= 5) {
          ms.push(dt);
          cpu.push((c.user + c.system) / 1000);
        }
      }
      return ms;
    };
    log(`warm retrieval on ${chunks} chunks ...`);
    const metrics: Metric[] = [{ name: 'chunks in the index', value: chunks }];
    const raw: Record<string, { filtered: number[]; whole: number[] }> = {};
    for (const mode of modes) {
      const filteredCpu: number[] = [];
      const filtered = await time(mode, true, filteredCpu);
      const wholeCpu: number[] = [];
      const whole = await time(mode, false, wholeCpu);
      raw[mode] = { filtered, whole };
      const target = mode === 'vector' ? 'target ≤ 50 ms at ×100' : 'target ≤ 20 ms at ×10';
      metrics.push(
        { name: `warm ${mode} retrieval p50 (company filter)`, value: quantile(filtered, 0.5), unit: 'ms', reference: target },
        { name: `warm ${mode} retrieval p95 (company filter)`, value: quantile(filtered, 0.95), unit: 'ms' },
        { name: `warm ${mode} retrieval CPU p50 (company filter)`, value: quantile(filteredCpu, 0.5), unit: 'ms' },
        { name: `warm ${mode} retrieval p50 (no filter)`, value: quantile(whole, 0.5), unit: 'ms' },
        { name: `warm ${mode} retrieval p95 (no filter)`, value: quantile(whole, 0.95), unit: 'ms' },
        { name: `warm ${mode} retrieval CPU p50 (no filter)`, value: quantile(wholeCpu, 0.5), unit: 'ms' },
      );
    }
    return {
      metrics,
      notes: [`warm retrieval: ${n} ground-truth questions per case after 5 warm-up queries, in one process, per mode (vector: dense HNSW + BM25 fused; graph: the entity-graph walk and triplet lines; kgar: sub-queries and hops), top-k ${config.retrieval.topK}`],
      raw,
    };
  } finally {
    db.close();
  }
}
