/**
 * Judge agreement bench: the paper's own judge (gpt-3.5-turbo through RAGAS) scored 108 VectorRAG
 * rows; we score the same rows with a judge of ours and report the Spearman rank correlation per
 * metric. The reference scores are only read for the correlation, never by the judge.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HybridRagError } from '../core/errors.js';
import type { Embedder } from '../core/providers/types.js';
import { csvObjects } from '../core/util/csv.js';
import type { Judge } from './judge/types.js';
import { parsePythonStringList } from './python-list.js';
import { scoreSample, type SampleScores } from './score-sample.js';
import { spearman } from './stats.js';

export const REFERENCE_METRICS = ['faithfulness', 'answer_relevancy', 'context_precision', 'context_recall'] as const;
type RefMetric = (typeof REFERENCE_METRICS)[number];

export interface ReferenceRow {
  line: number;
  question: string;
  answer: string;
  contexts: string[];
  groundTruth: string;
  reference: Record<RefMetric, number>;
}

/**
 * The CSV stores each row's four retrieved chunks concatenated into one string; the authors'
 * `vectorrag_outputs/*.json` keep them as a list. Context precision is order- and item-sensitive,
 * so the items are recovered from the outputs (matched by question, and used only when their
 * concatenation is exactly the CSV's string).
 */
export function readContextLists(outputsDir: string): Map<string, string[][]> {
  const byQuestion = new Map<string, string[][]>();
  if (!existsSync(outputsDir)) return byQuestion;
  for (const f of readdirSync(outputsDir).filter((n) => n.endsWith('.json')).sort()) {
    const rows = JSON.parse(readFileSync(join(outputsDir, f), 'utf8')) as Array<{ question?: string; contexts?: unknown }>;
    for (const r of rows) {
      if (typeof r.question !== 'string' || !Array.isArray(r.contexts)) continue;
      const list = byQuestion.get(r.question.trim()) ?? [];
      list.push(r.contexts.filter((c): c is string => typeof c === 'string'));
      byQuestion.set(r.question.trim(), list);
    }
  }
  return byQuestion;
}

/** Read vectorrag_ragas_scores.csv (question, answer, contexts, ground_truth, four scores). */
export function readReferenceScores(path: string, outputsDir?: string): ReferenceRow[] {
  const lists = outputsDir ? readContextLists(outputsDir) : new Map<string, string[][]>();
  if (!existsSync(path)) throw new HybridRagError('INPUT', `reference scores not found: ${path}`, { hint: 'pass vectorrag_ragas_scores.csv' });
  const recs = csvObjects(readFileSync(path, 'utf8'), path, ['question', 'answer', 'contexts', 'ground_truth', ...REFERENCE_METRICS]);
  return recs.map(({ line, row }) => {
    let contexts: string[];
    try {
      contexts = parsePythonStringList(row.contexts!);
    } catch (err) {
      throw new HybridRagError('INPUT', `${path}:${line}: field "contexts" is not a list of strings (${(err as Error).message})`, { cause: err });
    }
    const joined = contexts.join('');
    const split = lists.get(row.question!.trim())?.find((l) => l.join('') === joined);
    if (split) contexts = split;
    const reference = {} as Record<RefMetric, number>;
    for (const m of REFERENCE_METRICS) reference[m] = row[m]!.trim() === '' ? Number.NaN : Number(row[m]);
    return { line, question: row.question!, answer: row.answer!, contexts, groundTruth: row.ground_truth!, reference };
  });
}

export interface JudgeBenchResult {
  judge: string;
  rows: number;
  /** Per metric: Spearman rho over rows both scored, with the means of each side. */
  metrics: Record<RefMetric, { rho: number; n: number; oursMean: number; referenceMean: number }>;
  perRow: Array<{ line: number; ours: SampleScores; reference: Record<RefMetric, number> }>;
}

function mean(xs: readonly number[]): number {
  const ok = xs.filter(Number.isFinite);
  return ok.length ? ok.reduce((a, b) => a + b, 0) / ok.length : Number.NaN;
}

/** Score every reference row with `judge` and correlate with the reference judge. */
export async function judgeAgreement(
  rows: readonly ReferenceRow[],
  deps: { judge: Judge; embedder: Embedder | null },
): Promise<JudgeBenchResult> {
  const perRow: JudgeBenchResult['perRow'] = [];
  for (const r of rows) {
    const { scores } = await scoreSample(
      { question: r.question, answer: r.answer, groundTruth: r.groundTruth, contexts: r.contexts },
      deps,
    );
    perRow.push({ line: r.line, ours: scores, reference: r.reference });
  }
  const metrics = {} as JudgeBenchResult['metrics'];
  for (const m of REFERENCE_METRICS) {
    const ours = perRow.map((p) => p.ours[m]);
    const ref = perRow.map((p) => p.reference[m]);
    metrics[m] = { ...spearman(ours, ref), oursMean: mean(ours), referenceMean: mean(ref) };
  }
  return { judge: deps.judge.id, rows: rows.length, metrics, perRow };
}
