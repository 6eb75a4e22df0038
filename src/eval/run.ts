/**
 * The evaluation loop: every (question, mode) is asked with the row's own filters, scored by the
 * judge, and appended to per_question.jsonl, so an interrupted run resumes where it stopped
 * (records already present are skipped; LLM calls are also cached by the provider, so a run
 * stopped before its records were written replays its replies). Work runs `concurrency` at a
 * time, grouped by request kind (see runEval); results are written back in dataset order.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HybridRagError } from '../core/errors.js';
import type { Filters } from '../core/domain.js';
import type { Embedder } from '../core/providers/types.js';
import type { Mode } from '../query/retrieve/types.js';
import { filtersFor, toJsonl, type QaRow } from './dataset.js';
import type { Judge } from './judge/types.js';
import { judgeSample, scoreJudged, type JudgedSample, type SampleScores } from './score-sample.js';
import { SAMPLE_METRICS, type AskFn, type QuestionRecord } from './types.js';

export const PER_QUESTION_FILE = 'per_question.jsonl';
const PREVIEW_CHARS = 240;

export interface RunEvalOptions {
  rows: readonly QaRow[];
  modes: readonly Mode[];
  outDir: string;
  concurrency: number;
  /** Keep records already in per_question.jsonl (default true). */
  resume?: boolean;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface RunEvalDeps {
  ask: AskFn;
  judge: Judge;
  embedder: Embedder;
  /**
   * Make every embedding asking the question will need, without calling the answer model (a
   * retrieval pass whose vectors the ask then reuses). Given when embeddings come from a server.
   */
  prefetch?: (question: string, mode: Mode, filters: Filters, signal?: AbortSignal) => Promise<void>;
}

const NAN_SCORES = Object.fromEntries(SAMPLE_METRICS.map((m) => [m, Number.NaN])) as SampleScores;

/** Read per_question.jsonl; a corrupt line is an error naming it (the file is ours, so it is a bug or a crash mid-write). */
export function readRecords(path: string): QuestionRecord[] {
  if (!existsSync(path)) return [];
  const out: QuestionRecord[] = [];
  const lines = readFileSync(path, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    try {
      out.push(JSON.parse(line) as QuestionRecord);
    } catch (err) {
      // A half-written last line (process killed mid-append) is dropped: that question reruns.
      if (lines.slice(i + 1).every((l) => !l.trim())) return;
      throw new HybridRagError('INPUT', `${path}:${i + 1}: not valid JSON`, {
        hint: 'delete the line (or the file) to rerun those questions',
        cause: err,
      });
    }
  });
  return out;
}

/** A question asked and judged (chat steps done), waiting for relevancy's embeddings; or its final record. */
type Judged = { rec: QuestionRecord; judged?: undefined } | { rec: Omit<QuestionRecord, 'scores' | 'verdicts'>; judged: JudgedSample };

/** Ask one (question, mode) and run the judge's chat steps on the answer. */
async function askAndJudge(row: QaRow, mode: Mode, deps: RunEvalDeps, signal?: AbortSignal): Promise<Judged> {
  const filters = filtersFor(row);
  const base = { id: row.id, mode, question: row.question, ground_truth: row.ground_truth, filters, judge: deps.judge.id };
  let asked: Awaited<ReturnType<AskFn>>;
  try {
    asked = await deps.ask(row.question, mode, filters, signal);
  } catch (err) {
    // A question the mode cannot answer (unknown company, no graph) is recorded, not fatal.
    if (!isRecordable(err)) throw err;
    return { rec: { ...base, answer: '', contexts: [], scores: NAN_SCORES, verdicts: null, latency_ms: 0, tokens: 0, cost_usd: 0, error: `${err.code}: ${err.message}` } };
  }
  // Only retrieved evidence is judged: kgar's sub-question markers restate the question, they
  // were not retrieved (counting them would credit precision and support for the question itself).
  const evidence = asked.contexts.filter((c) => c.kind !== 'subquery');
  // A judge of its own for this question: its token count is this question's judging cost.
  const judge = deps.judge.fork();
  const judged = await judgeSample(
    {
      question: row.question,
      answer: asked.answer,
      groundTruth: row.ground_truth,
      contexts: evidence.map((c) => c.text),
      channels: evidence.map((c) => c.channel),
      refused: asked.refused === true,
    },
    { judge, embedder: deps.embedder },
  );
  const used = judge.usage();
  return {
    judged,
    rec: {
      ...base,
      answer: asked.answer,
      refused: asked.refused === true,
      contexts: evidence.map((c) => ({ channel: c.channel, document: c.document, pages: c.pages, preview: c.text.slice(0, PREVIEW_CHARS) })),
      latency_ms: asked.timingsMs.total,
      tokens: (asked.usage?.promptTokens ?? 0) + (asked.usage?.completionTokens ?? 0) + used.promptTokens + used.completionTokens,
      cost_usd: (asked.usage?.costUsd ?? 0) + used.costUsd,
      judge: deps.judge.id,
    },
  };
}

/** A HybridRagError a question's record can hold (not an interrupt or the budget, which end the run). */
function isRecordable(err: unknown): err is HybridRagError {
  return err instanceof HybridRagError && err.code !== 'ABORTED' && err.code !== 'BUDGET';
}

/** Run `fn` on every item, `concurrency` at a time, stopping at an interrupt. */
async function eachLimit<T>(items: readonly T[], concurrency: number, signal: AbortSignal | undefined, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      if (signal?.aborted) throw new HybridRagError('ABORTED', 'evaluation interrupted', { hint: 'rerun the same command to resume' });
      await fn(items[next++]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length || 1)) }, worker));
}

/** Run (or resume) the evaluation; returns every record for the requested rows × modes in dataset order. */
export async function runEval(opts: RunEvalOptions, deps: RunEvalDeps): Promise<QuestionRecord[]> {
  mkdirSync(opts.outDir, { recursive: true });
  const file = join(opts.outDir, PER_QUESTION_FILE);
  const key = (id: string, mode: string): string => `${mode}\u0000${id}`;
  const done = new Map<string, QuestionRecord>();
  if (opts.resume !== false) {
    const existing = readRecords(file);
    // Mixing judges in one table would be meaningless, and silently dropping their records would
    // lose work: ask for another folder instead.
    const other = existing.find((r) => r.judge !== deps.judge.id);
    if (other) {
      throw new HybridRagError('USAGE', `${file} holds records judged by ${other.judge}, not ${deps.judge.id}`, {
        hint: 'pass another --out folder, or --no-resume to replace them',
      });
    }
    // Failed questions are retried; the rest are kept as they are.
    for (const r of existing) if (!r.error) done.set(key(r.id, r.mode), r);
  }
  writeFileSync(file, toJsonl([...done.values()]));
  const tasks = opts.rows.flatMap((row) => opts.modes.map((mode) => ({ row, mode }))).filter((t) => !done.has(key(t.row.id, t.mode)));
  const total = opts.rows.length * opts.modes.length;
  let finished = total - tasks.length;
  opts.onProgress?.(finished, total);
  // The work runs in phases of one request kind each, so a server that holds one model at a
  // time (llama-swap, Ollama) does not reload models at every question: first every retrieval's
  // embeddings (`prefetch`), then the answers and the judge's chat steps, then one batch of the
  // embeddings answer relevancy needs. Records are written in that last phase.
  if (deps.prefetch) {
    const prefetch = deps.prefetch;
    await eachLimit(tasks, opts.concurrency, opts.signal, async (t) => {
      try {
        await prefetch(t.row.question, t.mode, filtersFor(t.row), opts.signal);
      } catch (err) {
        // Asking it again in the next phase records the error.
        if (!isRecordable(err)) throw err;
      }
    });
  }
  const judged: Judged[] = [];
  await eachLimit(tasks, opts.concurrency, opts.signal, async (t) => {
    judged.push(await askAndJudge(t.row, t.mode, deps, opts.signal));
    opts.onProgress?.(++finished, total);
  });
  const texts = [...new Set(judged.flatMap((j) => j.judged?.embed ?? []))];
  const vectors = texts.length > 0 ? await deps.embedder.embed(texts, { stage: 'judge', signal: opts.signal }) : [];
  const vectorOf = new Map(texts.map((t, i) => [t, vectors[i]!]));
  for (const j of judged) {
    const rec: QuestionRecord = j.judged ? { ...j.rec, ...scoreJudged(j.judged, j.judged.embed.map((t) => vectorOf.get(t)!)) } : j.rec;
    done.set(key(rec.id, rec.mode), rec);
    appendFileSync(file, JSON.stringify(rec) + '\n');
  }
  const ordered = opts.rows.flatMap((row) => opts.modes.map((mode) => done.get(key(row.id, mode))!)).filter(Boolean);
  const wanted = new Set(ordered);
  // Rewrite in dataset order so the file is deterministic whatever the concurrency was; records of
  // questions outside this run (an earlier, larger --limit) are kept after them.
  writeFileSync(file, toJsonl([...ordered, ...[...done.values()].filter((r) => !wanted.has(r))]));
  return ordered;
}
