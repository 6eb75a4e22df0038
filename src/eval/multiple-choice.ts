/**
 * Multiple-choice evaluation (QuALITY-style): for each question and mode, retrieve from the
 * question's document (question and options as the query, since the options carry the terms to
 * find), let the judge pick an option against the retrieved context (LLM: the model picks;
 * offline: each option is scored by its overlap with the context) and report accuracy per mode.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HybridRagError } from '../core/errors.js';
import type { Mode } from '../query/retrieve/types.js';
import { toJsonl } from './dataset.js';
import type { McRow } from './import-quality.js';
import type { Judge } from './judge/types.js';
import { pairedDiff, summarise, type PairedComparison, type Summary } from './stats.js';
import type { RetrieveFn } from './types.js';
import { fmtSummary, fmt } from './report/format.js';

export interface McRecord {
  id: string;
  mode: Mode;
  document: string;
  picked: string | null;
  gold: string;
  correct: number;
  /** Context items retrieved (0 = the pick is a guess without evidence). */
  contexts: number;
  latency_ms: number;
  judge: string;
  error?: string;
}

export interface McMetrics {
  dataset: string;
  questions: number;
  provider: string;
  judge: string;
  kind: 'multiple-choice';
  /** Per mode: accuracy, and how many questions had no retrieved context (their pick is a blind guess). */
  modes: Partial<Record<Mode, { accuracy: Summary; no_context: number }>>;
  comparisons: Record<string, { accuracy: PairedComparison }>;
}

export async function runMultipleChoice(
  opts: { rows: readonly McRow[]; modes: readonly Mode[]; concurrency: number; onProgress?: (done: number, total: number) => void; signal?: AbortSignal },
  deps: { retrieve: RetrieveFn; judge: Judge },
): Promise<McRecord[]> {
  const tasks = opts.rows.flatMap((row) => opts.modes.map((mode) => ({ row, mode })));
  const out = new Array<McRecord>(tasks.length);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      const { row, mode } = tasks[i]!;
      const gold = row.answer;
      const query = `${row.question}\n${row.options.join('\n')}`;
      try {
        const asked = await deps.retrieve(query, mode, { document: row.document }, opts.signal);
        const evidence = asked.contexts.filter((c) => c.kind !== 'subquery');
        const picked = await deps.judge.pickOption(row.question, row.options, evidence.map((c) => c.text).join('\n\n'));
        const letter = String.fromCharCode(65 + picked);
        out[i] = { id: row.id, mode, document: row.document, picked: letter, gold, correct: letter === gold ? 1 : 0, contexts: evidence.length, latency_ms: asked.timingsMs.total, judge: deps.judge.id };
      } catch (err) {
        if (!(err instanceof HybridRagError) || err.code === 'ABORTED' || err.code === 'BUDGET') throw err;
        // Unanswerable (e.g. the document is not ingested): NaN accuracy for that question, counted.
        out[i] = { id: row.id, mode, document: row.document, picked: null, gold, correct: Number.NaN, contexts: 0, latency_ms: 0, judge: deps.judge.id, error: `${err.code}: ${err.message}` };
      }
      opts.onProgress?.(++done, tasks.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, tasks.length)) }, worker));
  return out;
}

export function aggregateMc(records: readonly McRecord[], meta: { dataset: string; provider: string; judge: string; modes: readonly Mode[]; ids: readonly string[] }): McMetrics {
  const col = (mode: Mode): number[] => meta.ids.map((id) => records.find((r) => r.id === id && r.mode === mode)?.correct ?? Number.NaN);
  const doc: McMetrics = { dataset: meta.dataset, questions: meta.ids.length, provider: meta.provider, judge: meta.judge, kind: 'multiple-choice', modes: {}, comparisons: {} };
  for (const m of meta.modes) {
    const noContext = records.filter((r) => r.mode === m && !r.error && r.contexts === 0).length;
    doc.modes[m] = { accuracy: summarise(col(m)), no_context: noContext };
  }
  for (let i = 0; i < meta.modes.length; i++)
    for (let j = i + 1; j < meta.modes.length; j++) doc.comparisons[`${meta.modes[j]}-${meta.modes[i]}`] = { accuracy: pairedDiff(col(meta.modes[i]!), col(meta.modes[j]!)) };
  return doc;
}

export function writeMcReports(outDir: string, doc: McMetrics, records: readonly McRecord[]): void {
  mkdirSync(outDir, { recursive: true });
  const modes = Object.keys(doc.modes) as Mode[];
  const md = [
    `# Multiple-choice evaluation: ${doc.dataset}`,
    '',
    `${doc.questions} questions · provider \`${doc.provider}\` · judge \`${doc.judge}\``,
    '',
    `| Metric | ${modes.join(' | ')} |`,
    `|---|${modes.map(() => '---').join('|')}|`,
    `| Accuracy | ${modes.map((m) => { const s = doc.modes[m]!.accuracy; return `${fmtSummary(s, 'answer_f1')} (n=${s.n}${s.nan ? `, NaN=${s.nan}` : ''})`; }).join(' | ')} |`,
    `| Questions without context (blind pick) | ${modes.map((m) => String(doc.modes[m]!.no_context)).join(' | ')} |`,
    '',
    ...Object.entries(doc.comparisons).map(([k, c]) => `- ${k.replace('-', ' − ')}: ${c.accuracy.meanDiff === null ? '–' : `${fmt(c.accuracy.meanDiff)} [${fmt(c.accuracy.ci95![0])}, ${fmt(c.accuracy.ci95![1])}] (n=${c.accuracy.n})`}`),
  ].join('\n') + '\n';
  const csv = ['mode,metric,mean,n,nan,ci95_lo,ci95_hi,judge', ...modes.map((m) => { const s = doc.modes[m]!.accuracy; return [m, 'accuracy', s.mean ?? '', s.n, s.nan, s.ci95?.[0] ?? '', s.ci95?.[1] ?? '', doc.judge].join(','); })].join('\n') + '\n';
  writeFileSync(join(outDir, 'metrics.json'), JSON.stringify(doc, null, 2) + '\n');
  writeFileSync(join(outDir, 'metrics.md'), md);
  writeFileSync(join(outDir, 'metrics.csv'), csv);
  writeFileSync(join(outDir, 'per_question.jsonl'), toJsonl(records));
}
