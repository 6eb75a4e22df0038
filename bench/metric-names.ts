/**
 * Metric names: does a question naming a metric the way analysts name it ("bottom line", "comps",
 * "cost of risk", "FFO per share") read the vocabulary metric the calls store it under? Offline,
 * plan only (no retrieval, no answer):
 *
 *   npx tsx bench/metric-names.ts --workdir N --us-workdir U [--split dev|heldout|all] [--file F] [--verbose]
 *
 * Each row of fixtures/facts/metric-names.jsonl is a question holding one metric phrase and the
 * metric id expected (or null: no stored metric fits, and the question must read none; a topic,
 * which has no figure, is allowed). Its scope is resolved against the Nifty-50 workdir (corpus
 * "nifty") or the US one (corpus "us"), as `ask` resolves it, then planned. Pass: the plan's first
 * metric is the expected one (or one of its `also`); `in plan`: the expected one is among the
 * plan's metrics. Dev misses are listed one by one; held-out misses are counted only.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { openDb } from '../src/core/store/db.js';
import { vocabularyLexicon } from '../src/core/vocabulary/metric-lexicon.js';
import { activeMetrics } from '../src/core/vocabulary/metrics.js';
import { planQuestion } from '../src/query/plan/plan.js';
import { resolveScope } from '../src/query/scope/resolve.js';
import { benchArg } from './lib/args.js';
import { readJsonl } from './lib/jsonl.js';

export interface MetricNameRow {
  id: string;
  phrase: string;
  question: string;
  metric: string | null;
  also?: string[];
  corpus: 'nifty' | 'us';
  split: 'dev' | 'heldout';
}

export interface MetricNameResult {
  row: MetricNameRow;
  read: string[];
  pass: boolean;
  inPlan: boolean;
}

const DEFAULT_FILE = join(import.meta.dirname, '..', 'fixtures', 'facts', 'metric-names.jsonl');

export function readMetricNameRows(file: string = DEFAULT_FILE): MetricNameRow[] {
  return readJsonl<MetricNameRow>(file);
}

/** Grade one row on the metrics its plan read, best first. */
export function gradeMetricName(row: MetricNameRow, read: readonly string[], isTopic: (id: string) => boolean): { pass: boolean; inPlan: boolean } {
  // A topic has no figure of its own: a question naming it reads no metric, and is answered from the text.
  if (row.metric === null || isTopic(row.metric)) {
    const none = read.every(isTopic);
    return { pass: none, inPlan: none };
  }
  const ok = new Set([row.metric, ...(row.also ?? [])]);
  return { pass: read[0] !== undefined && ok.has(read[0]), inPlan: read.some((id) => ok.has(id)) };
}

/**
 * --dump-plans OUT: the metrics every question of the existing sets is planned with (the Nifty-50
 * fact sets and scope set on --workdir, the US sets on --us-workdir), as JSON, to diff two states
 * of the vocabulary: a new name must change no existing question's metrics but those it means to.
 */
function dumpPlans(out: string, workdirs: { nifty?: string; us?: string }): void {
  const root = join(import.meta.dirname, '..', 'fixtures');
  const sets: { file: string; corpus: 'nifty' | 'us' }[] = [
    ...readdirSync(join(root, 'facts')).filter((f) => /^(?:us-)?questions.*\.jsonl$/.test(f)).map((f) => ({ file: join(root, 'facts', f), corpus: f.startsWith('us-') ? ('us' as const) : ('nifty' as const) })),
    { file: join(root, 'questions-dev.jsonl'), corpus: 'nifty' },
    ...readdirSync(join(root, 'us-calls')).filter((f) => f.endsWith('.jsonl')).map((f) => ({ file: join(root, 'us-calls', f), corpus: 'us' as const })),
  ];
  const lexicon = vocabularyLexicon();
  const plans: Record<string, string[]> = {};
  for (const set of sets) {
    const dir = workdirs[set.corpus];
    if (!dir) continue;
    const db = openDb(dir, { mustExist: true, readonly: true });
    for (const line of readFileSync(set.file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { id?: string; question?: string };
      if (!row.question) continue;
      const { scope } = resolveScope(row.question, {}, db, { autoScope: true, strict: false, fiscalYearStartMonth: null, scope: { aliases: {}, sectors: {} } });
      plans[`${basename(set.file)}:${row.id ?? row.question}`] = planQuestion(row.question, scope, lexicon).metrics;
    }
    db.close();
  }
  writeFileSync(out, `${JSON.stringify(plans, null, 0)}\n`);
  console.log(`${Object.keys(plans).length} questions planned → ${out}`);
}

async function main(): Promise<void> {
  const workdirs = { nifty: benchArg('workdir'), us: benchArg('us-workdir') };
  const dump = benchArg('dump-plans');
  if (dump) return dumpPlans(dump, workdirs);
  const split = benchArg('split') ?? 'all';
  const file = benchArg('file');
  const rows = readMetricNameRows(file ? resolve(file) : DEFAULT_FILE).filter((r) => split === 'all' || r.split === split);
  const vocab = activeMetrics();
  const topics = new Set(vocab.metrics.filter((m) => m.kind === 'topic').map((m) => m.id));
  const lexicon = vocabularyLexicon();
  const dbs = new Map<string, ReturnType<typeof openDb>>();
  const results: MetricNameResult[] = [];
  for (const row of rows) {
    const dir = workdirs[row.corpus];
    if (!dir) continue;
    if (!dbs.has(dir)) dbs.set(dir, openDb(dir, { mustExist: true, readonly: true }));
    const db = dbs.get(dir)!;
    const { scope } = resolveScope(row.question, {}, db, { autoScope: true, strict: false, fiscalYearStartMonth: row.corpus === 'nifty' ? 4 : null, scope: { aliases: {}, sectors: {} } });
    const read = planQuestion(row.question, scope, lexicon).metrics;
    results.push({ row, read, ...gradeMetricName(row, read, (id) => topics.has(id)) });
  }
  for (const db of dbs.values()) db.close();
  const pct = (n: number, d: number) => (d === 0 ? '–' : `${(n / d).toFixed(3)} (${n}/${d})`);
  console.log(`# Metric names — ${file ?? 'fixtures/facts/metric-names.jsonl'}\n`);
  console.log('| split | corpus | n | first metric right | expected in plan | null rows right |');
  console.log('|---|---|---|---|---|---|');
  for (const s of ['dev', 'heldout'] as const) {
    for (const c of ['all', 'nifty', 'us'] as const) {
      const mine = results.filter((r) => r.row.split === s && (c === 'all' || r.row.corpus === c));
      if (mine.length === 0) continue;
      const nulls = mine.filter((r) => r.row.metric === null);
      console.log(`| ${s} | ${c} | ${mine.length} | ${pct(mine.filter((r) => r.pass).length, mine.length)} | ${pct(mine.filter((r) => r.inPlan).length, mine.length)} | ${pct(nulls.filter((r) => r.pass).length, nulls.length)} |`);
    }
  }
  const heldMisses = results.filter((r) => r.row.split === 'heldout' && !r.pass).length;
  if (heldMisses > 0) console.log(`\nHeld-out misses: ${heldMisses} (counted only, not listed).`);
  const devMisses = results.filter((r) => r.row.split === 'dev' && !r.pass);
  if (devMisses.length > 0) {
    console.log('\n## Dev misses\n');
    for (const r of devMisses) console.log(`- ${r.row.id} "${r.row.phrase}" (${r.row.corpus}): expected ${r.row.metric ?? 'none'}, read ${r.read.length ? r.read.join(', ') : 'none'} — ${r.row.question}`);
  }
  if (process.argv.includes('--verbose')) {
    console.log('\n## Dev rows\n');
    for (const r of results.filter((x) => x.row.split === 'dev')) console.log(`- ${r.pass ? 'ok  ' : 'MISS'} ${r.row.id} "${r.row.phrase}": ${r.read.join(', ') || 'none'}`);
  }
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
