/**
 * The evaluation loop: every (question, mode) is asked with the row's own filters, scored by the
 * judge, and appended to per_question.jsonl as soon as it is done, so an interrupted run resumes
 * where it stopped (records already present are skipped; LLM calls are also cached by the
 * provider). Work runs `concurrency` at a time; results are written back in dataset order.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HybridRagError } from '../core/errors.js';
import type { Embedder } from '../core/providers/types.js';
import type { Mode } from '../query/retrieve/types.js';
import { filtersFor, toJsonl, type QaRow } from './dataset.js';
import type { Judge } from './judge/types.js';
import { scoreSample, type SampleScores } from './score-sample.js';
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

async function evaluateOne(row: QaRow, mode: Mode, deps: RunEvalDeps, signal?: AbortSignal): Promise<QuestionRecord> {
  const filters = filtersFor(row);
  const base = { id: row.id, mode, question: row.question, ground_truth: row.ground_truth, filters, judge: deps.judge.id };
  let asked: Awaited<ReturnType<AskFn>>;
  try {
    asked = await deps.ask(row.question, mode, filters, signal);
  } catch (err) {
    // A question the mode cannot answer (unknown company, no graph) is recorded, not fatal.
    if (!(err instanceof HybridRagError) || err.code === 'ABORTED' || err.code === 'BUDGET') throw err;
    return { ...base, answer: '', contexts: [], scores: NAN_SCORES, verdicts: null, latency_ms: 0, tokens: 0, cost_usd: 0, error: `${err.code}: ${err.message}` };
  }
  // Only retrieved evidence is judged: kgar's sub-question markers restate the question, they
  // were not retrieved (counting them would credit precision and support for the question itself).
  const evidence = asked.contexts.filter((c) => c.kind !== 'subquery');
  // A judge of its own for this question: its token count is this question's judging cost.
  const judge = deps.judge.fork();
  const { scores, verdicts } = await scoreSample(
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
  const judged = judge.usage();
  return {
    ...base,
    answer: asked.answer,
    refused: asked.refused === true,
    contexts: evidence.map((c) => ({ channel: c.channel, document: c.document, pages: c.pages, preview: c.text.slice(0, PREVIEW_CHARS) })),
    scores,
    verdicts,
    latency_ms: asked.timingsMs.total,
    tokens: (asked.usage?.promptTokens ?? 0) + (asked.usage?.completionTokens ?? 0) + judged.promptTokens + judged.completionTokens,
    cost_usd: (asked.usage?.costUsd ?? 0) + judged.costUsd,
    judge: deps.judge.id,
  };
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
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      if (opts.signal?.aborted) throw new HybridRagError('ABORTED', 'evaluation interrupted', { hint: 'rerun the same command to resume' });
      const t = tasks[next++]!;
      const rec = await evaluateOne(t.row, t.mode, deps, opts.signal);
      done.set(key(rec.id, rec.mode), rec);
      appendFileSync(file, JSON.stringify(rec) + '\n');
      opts.onProgress?.(++finished, total);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, tasks.length || 1)) }, worker));
  const ordered = opts.rows.flatMap((row) => opts.modes.map((mode) => done.get(key(row.id, mode))!)).filter(Boolean);
  const wanted = new Set(ordered);
  // Rewrite in dataset order so the file is deterministic whatever the concurrency was; records of
  // questions outside this run (an earlier, larger --limit) are kept after them.
  writeFileSync(file, toJsonl([...ordered, ...[...done.values()].filter((r) => !wanted.has(r))]));
  return ordered;
}
