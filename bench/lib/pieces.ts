/**
 * The sections other engineers own, each behind an exported function in bench/<name>.ts. The
 * harness calls whatever has landed and reports the rest as "not available: <reason>".
 */
import { join } from 'node:path';
import type { Corpus } from './corpus.js';
import { guarded, loadExport, metricsFromRecord, unavailable, type Section } from './section.js';

export interface PieceContext {
  root: string;
  corpus: Corpus;
  /**
   * The ingested Nifty-50 workdir the ingest section left behind; undefined on the demo corpus,
   * so sections that need the real corpus ingest or find it themselves instead of reading the demo.
   */
  workdir: string | undefined;
  log: (s: string) => void;
}

interface Piece {
  id: string;
  title: string;
  file: string;
  fn: string;
  /** Extra options passed to the function (it may ignore them). */
  options?: (c: PieceContext) => Record<string, unknown>;
  reference?: string;
}

const commonOptions = (c: PieceContext): Record<string, unknown> => ({
  root: c.root,
  workdir: c.workdir,
  dataDir: c.corpus.dataDir,
  log: c.log,
  corpusDir: c.corpus.dir,
  corpus: c.corpus.name,
});

export const PIECES: readonly Piece[] = [
  {
    id: 'startup', title: 'Start-up: --version, --help, cold ask, unchanged re-ingest', file: 'startup.ts', fn: 'runStartupBench',
    options: (c) => ({ root: c.root, corpusDir: c.corpus.dir, dataDir: c.corpus.dataDir, corpus: c.corpus.name, log: c.log }),
  },
  { id: 'model-path', title: 'Model path (fake OpenAI server)', file: 'model-path.ts', fn: 'runModelPathBench', reference: 'ceiling: concurrency / latency = 160 calls/s; target ≥ 90%' },
  { id: 'embedder', title: 'Offline embedder (SIF GloVe)', file: 'embedder.ts', fn: 'runEmbedderBench', options: (c) => ({ recallWorkdir: c.corpus.dataDir ? c.workdir : undefined, dataDir: c.corpus.dataDir ?? undefined }) },
  { id: 'extraction', title: 'Extraction quality (fixtures/extraction-gold.jsonl)', file: 'extraction.ts', fn: 'runExtractionBench' },
  { id: 'answerer', title: 'Offline extractive answerer', file: 'answerer.ts', fn: 'runAnswererBench', options: (c) => ({ workdir: c.workdir, dataDir: c.corpus.dataDir ?? undefined }) },
  { id: 'metadata', title: 'Document metadata: company and period read from each call', file: 'metadata.ts', fn: 'metadataSection' },
  { id: 'scope', title: 'Scope from the question: detection cost and warm retrieval', file: 'scope.ts', fn: 'runScopeBench', options: (c) => ({ workdir: c.workdir, dataDir: c.corpus.dataDir ?? undefined }) },
  { id: 'retrieval', title: 'Retrieval: evidence recall and latency per mode', file: 'retrieval.ts', fn: 'runRetrievalBench', options: commonOptions },
  { id: 'judge', title: 'Local judge vs reference RAGAS (Spearman)', file: 'judge.ts', fn: 'runJudgeBench', options: commonOptions, reference: 'bar: context_recall, context_precision ≥ 0.5' },
  {
    id: 'fact-questions', title: 'Fact questions: figures with the right citation (fixtures/facts)', file: 'fact-questions.ts', fn: 'runFactQuestionsBench',
    options: commonOptions, reference: 'held-out targets: single ≥ 0.90, comparison ≥ 0.85, group exact ≥ 0.75 with none non-qualifying, prior-period ≥ 0.80',
  },
  {
    id: 'fact-extraction', title: 'Fact reader: precision and recall against hand labels (fixtures/facts)', file: 'fact-extraction.ts', fn: 'runFactExtractionBench',
    options: commonOptions,
  },
  {
    id: 'twowiki', title: 'Multi-hop retrieval on 2WikiMultiHopQA passages (fixtures/twowiki)', file: 'twowiki.ts', fn: 'runTwowikiBench',
    options: (c) => ({ log: c.log }), reference: 'held-out targets: kgar ≥ 0.75 of all, ≥ 0.65 of multi-hop; graph ≥ vector; top-k 8, no scope detection',
  },
  { id: 'eval', title: 'Eval: 399 questions × all modes', file: 'eval.ts', fn: 'runEvalBench', options: commonOptions, reference: 'target ≤ 60 s' },
];

/** Turn whatever a piece returned into a Section (a Section as-is; a record as metrics). */
export function toSection(p: Piece, result: unknown): Section {
  const r = result as Partial<Section> | null;
  if (r && typeof r === 'object' && Array.isArray(r.metrics)) {
    return { id: p.id, title: r.title ?? p.title, metrics: r.metrics, notes: r.notes ?? [], raw: r.raw, unavailable: r.unavailable };
  }
  const metrics = metricsFromRecord(result);
  if (metrics.length === 0) return unavailable(p.id, p.title, `${p.fn}() returned no figures`);
  return { id: p.id, title: p.title, metrics, notes: p.reference ? [p.reference] : [], raw: result };
}

export async function runPiece(p: Piece, c: PieceContext): Promise<Section> {
  return guarded(p.id, p.title, async () => {
    const fn = await loadExport<(opts?: Record<string, unknown>) => Promise<unknown>>(join(c.root, 'bench', p.file), p.fn);
    if (typeof fn === 'string') return unavailable(p.id, p.title, fn);
    c.log(`${p.id} ...`);
    return toSection(p, await fn(p.options ? p.options(c) : undefined));
  });
}
