/**
 * Trend questions (fixtures/facts/trend-questions.jsonl: how one company's metric moved across the
 * quarters of its calls, written on the US calls after the trend answer was built, every other
 * question held out), asked as users ask them — `ask(question, { mode })`, no flags — offline, in
 * process:
 *
 *   npx tsx bench/trend-questions.ts --workdir DIR [--split dev|heldout|all] [--mode hybrid]
 *
 * DIR is an ingested workdir of ../shared/data/us-calls-dev/calls. Graded per question: a point
 * (a quarter and its gold figure) is found when one line of the answer names the quarter ("Q2
 * FY21") and states the figure (bench/lib/fact-values.ts); a question passes when every point is
 * found and the answer cites a call of the company (its file stem's ticker). Printed per split:
 * questions passed and points found; dev failures are listed with the answer's first lines,
 * held-out ones counted only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArg } from './lib/args.js';
import { statesValue } from './lib/fact-values.js';
import { defaultConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { openAskDeps } from '../src/app/open.js';
import { ask } from '../src/query/answer/ask.js';
import type { Mode } from '../src/query/retrieve/types.js';

interface TrendQuestion {
  id: string;
  split: 'dev' | 'heldout';
  /** The ticker the company's call files start with ("SNV" of SNV_q1_2021.txt). */
  company: string;
  question: string;
  points: { period: string; value: string; file: string; sentence: string }[];
}

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
const FILE = join(ROOT, 'fixtures', 'facts', 'trend-questions.jsonl');

/** Is a point found: one line of the answer names its quarter and states its figure? */
export function pointFound(answer: string, p: { period: string; value: string }): boolean {
  return answer.split('\n').some((line) => line.includes(p.period) && statesValue(line, p.value));
}

async function main(): Promise<void> {
  const workdir = benchArg('workdir');
  if (!workdir || !existsSync(workdir)) {
    console.log('trend questions: skipped (no --workdir of the US calls)');
    return;
  }
  const split = benchArg('split') ?? 'all';
  const mode = (benchArg('mode') ?? 'hybrid') as Mode;
  const questions = readFileSync(FILE, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as TrendQuestion).filter((q) => split === 'all' || q.split === split);
  const { deps } = await openAskDeps({ ...defaultConfig(), workdir }, { out: silentReporter });
  const rows: { q: TrendQuestion; found: number; cited: boolean; answer: string }[] = [];
  for (const q of questions) {
    const r = await ask(q.question, { mode }, deps);
    const found = q.points.filter((p) => pointFound(r.answer, p)).length;
    const cited = r.citations.some((c) => basename(c.document).startsWith(`${q.company}_`));
    rows.push({ q, found, cited, answer: r.answer });
  }
  console.log(`# Trend questions — ${workdir}, ${mode}, offline provider\n`);
  console.log('| split | questions | pass: every quarter\'s figure, the company cited | quarters found |');
  console.log('|---|---|---|---|');
  for (const s of ['dev', 'heldout'] as const) {
    const of = rows.filter((r) => r.q.split === s);
    if (of.length === 0) continue;
    const pass = of.filter((r) => r.cited && r.found === r.q.points.length).length;
    const points = of.reduce((n, r) => n + r.q.points.length, 0);
    const found = of.reduce((n, r) => n + r.found, 0);
    console.log(`| ${s} | ${of.length} | ${(pass / of.length).toFixed(3)} (${pass}/${of.length}) | ${(found / points).toFixed(3)} (${found}/${points}) |`);
  }
  const failed = rows.filter((r) => r.q.split === 'dev' && !(r.cited && r.found === r.q.points.length));
  if (failed.length > 0) console.log('\n## Dev failures\n');
  for (const r of failed) console.log(`- ${r.q.id}: ${r.found}/${r.q.points.length} quarters${r.cited ? '' : ', company not cited'} — ${r.answer.split('\n').slice(0, 4).join(' / ').slice(0, 400)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
