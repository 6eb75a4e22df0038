/**
 * `hybridrag eval --dataset FILE`: ask every question with every requested mode (each with its
 * row's own filters), score with the chosen judge, and write metrics.json/md/csv,
 * per_question.jsonl and report.html. `--replay` rebuilds the tables from per_question.jsonl
 * without any model call; `--fail-under` turns metric bars into a non-zero exit for CI.
 */
import type { Command } from 'commander';
import { basename, join, resolve } from 'node:path';
import { ask, type AskDeps } from '../../query/answer/ask.js';
import { retrieveContexts } from '../../query/retrieve/contexts.js';
import { openAskDeps, type OpenedAskDeps } from '../../app/open.js';
import type { Config } from '../../core/config/config.js';
import type { Embedder } from '../../core/providers/types.js';
import { memoEmbedder } from '../../core/providers/memo-embedder.js';
import type { Answerer } from '../../query/answerer/types.js';
import type { Judge } from '../../eval/judge/types.js';
import { checkJudgeEndpoint, defaultJudgeKind, openJudge, type OpenedJudge } from '../../app/judges.js';
import { HybridRagError, isErrorCode } from '../../core/errors.js';
import { failureLine, judgeErrorLines, summariseFailures, summariseJudgeErrors, unscorableJudgedMetrics } from '../../eval/failures.js';
import { getMode } from '../../query/retrieve/registry.js';
import { MODES, type Mode } from '../../query/retrieve/types.js';
import { commandContext } from '../context.js';
import { intFlag } from '../flags.js';
import { aggregate } from '../../eval/aggregate.js';
import { readQaJsonl } from '../../eval/dataset.js';
import { isMultipleChoiceFile, readMcJsonl } from '../../eval/import-quality.js';
import { aggregateMc, runMultipleChoice, writeMcReports } from '../../eval/multiple-choice.js';
import { createEvalProgress } from '../ui/eval-progress.js';
import { checkGates, parseGates } from '../../eval/quality-gate.js';
import { writeReports } from '../../eval/report/write.js';
import { recordLatestEval } from '../../eval/report/latest.js';
import { PER_QUESTION_FILE, readRecords, runEval, type RunEvalDeps } from '../../eval/run.js';
import { SUMMARY_METRICS, type RetrieveFn } from '../../eval/types.js';
import { fmtSummary } from '../../eval/report/format.js';

export interface EvalFlags {
  dataset: string;
  mode: string;
  out?: string;
  limit?: string;
  judge?: 'local' | 'openai';
  concurrency?: string;
  failUnder: string[];
  replay?: boolean;
  resume: boolean;
}

function parseModes(spec: string): Mode[] {
  if (spec.trim().toLowerCase() === 'all') return [...MODES];
  const modes = spec.split(',').map((m) => getMode(m.trim().toLowerCase()).name);
  return [...new Set(modes)];
}

export async function runEvalCommand(cmd: Command, flags: EvalFlags): Promise<void> {
  const { config, out } = await commandContext(cmd);
  const gates = parseGates(flags.failUnder);
  const modes = parseModes(flags.mode);
  const limit = intFlag('--limit', flags.limit, { min: 1, example: 10 });
  const datasetPath = resolve(flags.dataset);
  const name = basename(datasetPath).replace(/\.jsonl?$/i, '');
  const outDir = resolve(flags.out ?? `eval-${name}`);
  const mc = isMultipleChoiceFile(datasetPath);
  const judgeKind = flags.judge ?? defaultJudgeKind(config);
  checkJudgeEndpoint(judgeKind, config);
  const concurrency = intFlag('--concurrency', flags.concurrency, { min: 1, example: 4 }) ?? (config.provider === 'openai' ? config.openai.concurrency : 1);
  const providerLabel = config.provider === 'openai' ? `openai:${config.openai.models.answer}` : 'local';
  const t0 = performance.now();

  if (flags.replay) {
    if (mc) throw new HybridRagError('USAGE', '--replay is for qa.jsonl datasets', { hint: 'rerun the multiple-choice evaluation instead' });
    const rows = readQaJsonl(datasetPath).slice(0, limit);
    const records = readRecords(join(outDir, PER_QUESTION_FILE));
    if (records.length === 0) throw new HybridRagError('INPUT', `no ${PER_QUESTION_FILE} records in ${outDir}`, { hint: 'run the evaluation first (without --replay), or pass its --out folder' });
    const ids = new Set(rows.map((r) => r.id));
    const kept = records.filter((r) => ids.has(r.id) && modes.includes(r.mode));
    const judges = [...new Set(kept.map((r) => r.judge))];
    const doc = aggregate(kept, { dataset: flags.dataset, provider: providerLabel, judge: judges.join(', '), modes: modes.filter((m) => kept.some((r) => r.mode === m)), questionIds: rows.map((r) => r.id) });
    finish(writeReports(outDir, doc, kept), doc);
    return;
  }

  const needsGraph = modes.some((m) => getMode(m).needs.graph);
  const opened = await openAskDeps(config, { out, needsGraph });
  let judged: OpenedJudge | null = null;
  try {
    judged = await openJudge(judgeKind, config, { answerProvider: opened.provider, multipleChoice: mc, out });
    const judge = judged.judge;
    out.info(`judge: ${judge.id}`);
    const progress = createEvalProgress(out, 'eval');
    if (mc) {
      const rows = readMcJsonl(datasetPath).slice(0, limit);
      const retrieve: RetrieveFn = async (question, mode, filters, signal) => {
        const t = performance.now();
        const contexts = await retrieveContexts(question, { mode, filters, signal }, opened.deps);
        return { contexts, timingsMs: { total: Math.round((performance.now() - t) * 10) / 10 } };
      };
      const records = await runMultipleChoice({ rows, modes, concurrency, onProgress: (d, t) => progress.update(d, t) }, { retrieve, judge });
      progress.stop();
      const doc = aggregateMc(records, { dataset: flags.dataset, provider: providerLabel, judge: judge.id, modes, ids: rows.map((r) => r.id) });
      writeMcReports(outDir, doc, records);
      remember('multiple-choice', doc);
      for (const m of modes) out.print(`${m}: accuracy ${fmtSummary(doc.modes[m]!.accuracy, 'answer_f1')} (n=${doc.modes[m]!.accuracy.n}, ${doc.modes[m]!.no_context} without context)`);
      out.info(`wrote ${outDir} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      return;
    }
    const rows = readQaJsonl(datasetPath).slice(0, limit);
    const records = await runEval(
      { rows, modes, outDir, concurrency, resume: flags.resume, onProgress: (d, t) => progress.update(d, t) },
      groupedByRequestKind(config, opened, judged, judge),
    );
    progress.stop();
    const doc = aggregate(records, { dataset: flags.dataset, provider: providerLabel, judge: judge.id, modes, questionIds: rows.map((r) => r.id) });
    const tokens = records.reduce((a, r) => a + (r.tokens || 0), 0);
    const cost = records.reduce((a, r) => a + (r.cost_usd || 0), 0);
    if (tokens > 0) out.info(`tokens spent: ${tokens} (USD ${cost.toFixed(4)}); cached replies cost nothing`);
    const failures = summariseFailures(records);
    if (failures.total > 0 && failures.failed === failures.total) {
      // Nothing could be scored (e.g. the wrong workdir: every filter matches nothing).
      writeReports(outDir, doc, records);
      const first = failures.reasons[0]!.reason;
      const code = /^([A-Z_]+): /.exec(first)?.[1];
      throw new HybridRagError(isErrorCode(code) ? code : 'INPUT', `every question failed (${failures.total} of ${failures.total}): ${first}`, {
        hint: 'check --workdir and the dataset\'s company/quarter/year fields against `hybridrag status`',
      });
    }
    if (failures.failed > 0) out.warn(failureLine(failures));
    const judgeErrors = summariseJudgeErrors(records);
    for (const line of judgeErrorLines(judgeErrors)) out.warn(line);
    const judgeHint = 'see verdicts.failures in per_question.jsonl; check the judge model (openai.models.judge), its context size and openai.maxTokens.judge, or use --judge local';
    if (judgeErrors.allFailed) {
      // Nothing was judged: a table of NaN is not a result.
      writeReports(outDir, doc, records);
      throw new HybridRagError('PROVIDER', `the judge failed on every judged metric (${judgeErrors.count} step(s)): ${judgeErrors.first}`, { hint: judgeHint });
    }
    const unscorable = unscorableJudgedMetrics(doc);
    if (unscorable.length > 0) {
      // A metric the judge could not score on any question: its column is not a result either.
      writeReports(outDir, doc, records);
      throw new HybridRagError('PROVIDER', `no scorable question for ${unscorable.join(', ')}; the reports were written`, { hint: judgeHint });
    }
    finish(writeReports(outDir, doc, records), doc);
  } finally {
    await judged?.close();
    await opened.close();
  }

  /** The server shows the workdir's latest report; a workdir we cannot write to only loses that. */
  function remember(kind: 'qa' | 'multiple-choice', metrics: unknown): void {
    try {
      recordLatestEval(config.workdir, { dataset: flags.dataset, kind, outDir, metrics });
    } catch (err) {
      out.warn(`could not record the report in ${config.workdir}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  function finish(files: string[], doc: ReturnType<typeof aggregate>): void {
    remember('qa', doc);
    out.print(renderSummary(doc));
    out.info(`wrote ${[...files, join(outDir, PER_QUESTION_FILE)].join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const failed = checkGates(doc, gates);
    if (failed.length) {
      throw new HybridRagError('QUALITY_GATE', `quality gate failed: ${failed.join('; ')}`, { hint: 'see metrics.md for the full table' });
    }
  }
}

/**
 * With embeddings from a server, every retrieval runs first (a pass whose answerer calls no
 * model) through an embedder that remembers its vectors; asking then sends chat requests only,
 * and relevancy reuses the question vectors when the judge shares the provider.
 */
function groupedByRequestKind(config: Config, opened: OpenedAskDeps, judged: OpenedJudge, judge: Judge): RunEvalDeps {
  if (config.provider !== 'openai') {
    return { ask: (question, mode, filters, signal) => ask(question, { mode, filters, signal }, opened.deps), judge, embedder: judged.provider.embedder() };
  }
  let memo: Embedder | undefined;
  const embedder = (): Embedder => (memo ??= memoEmbedder(opened.deps.embedder()));
  const deps: AskDeps = { ...opened.deps, embedder };
  const noAnswer: Answerer = { id: 'retrieval-only', answer: async () => ({ text: '', cited: [], refused: true }) };
  // A record's latency is the retrieval as first run (with its embedding requests) plus the answer.
  const retrievalMs = new Map<string, number>();
  const key = (question: string, mode: string, filters: unknown): string => JSON.stringify([question, mode, filters]);
  return {
    ask: async (question, mode, filters, signal) => {
      const r = await ask(question, { mode, filters, signal }, deps);
      const first = retrievalMs.get(key(question, mode, filters));
      return first === undefined ? r : { ...r, timingsMs: { ...r.timingsMs, total: Math.round((first + r.timingsMs.answer) * 10) / 10 } };
    },
    prefetch: async (question, mode, filters, signal) => {
      const r = await ask(question, { mode, filters, signal }, { ...deps, answerer: noAnswer });
      retrievalMs.set(key(question, mode, filters), r.timingsMs.retrieve);
    },
    judge,
    embedder: judged.provider === opened.provider ? embedder() : judged.provider.embedder(),
  };
}

function renderSummary(doc: ReturnType<typeof aggregate>): string {
  const modes = Object.keys(doc.modes) as Mode[];
  const lines = [`judge ${doc.judge} · ${doc.questions} questions`, ['metric'.padEnd(18), ...modes.map((m) => m.padStart(8))].join(' ')];
  for (const m of SUMMARY_METRICS) lines.push([m.padEnd(18), ...modes.map((mode) => { const s = doc.modes[mode]![m]; return (s.mean === null ? '–' : s.mean.toFixed(3)).padStart(8); })].join(' '));
  return lines.join('\n');
}
