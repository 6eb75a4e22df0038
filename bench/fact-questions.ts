/**
 * Questions answered by figures (fixtures/facts/questions.jsonl: 228 hand-written questions on the
 * Nifty-50 Q1 FY24 calls), asked as users ask them — `ask(question, { mode })`, no flags, the
 * scope detected from the question — with the offline provider, in process:
 *
 *   npx tsx bench/fact-questions.ts --workdir DIR [--file FILE] [--split dev|heldout|all] [--modes vector,hybrid,graph,kgar]
 *                                   [--kinds single,group,...] [--ids fq-001,fq-002] [--json FILE] [--causes]
 *
 * DIR is an ingested workdir of ../shared/data/nifty50-q1fy24/pdfs (the .hybridrag folder).
 * --file reads other question files in the same format instead of fixtures/facts/questions.jsonl,
 * pooled when several are given with commas, e.g. fixtures/facts/questions-2.jsonl (the second,
 * independently written set); a relative path is read from the current directory. `--file all`
 * pools the seven sets (questions.jsonl, questions-2.jsonl … questions-5.jsonl, questions-7.jsonl and
 * questions-8.jsonl: comparisons only), as `npm run bench` does.
 *
 * Graded per kind (bench/lib/fact-grade.ts, bench/lib/fact-values.ts):
 *   single, guidance, prior-period, segment-trap — pass: the answer states the gold value (every
 *       figure of it, to its stated precision, units compatible where both state one; an answer
 *       from facts is read without the sentence it quotes, since the figure it names is its answer:
 *       statement() in bench/lib/fact-grade.ts) AND cites at
 *       least one context of that company's document; strict: as pass, and a cited context of that
 *       company holds the gold sentence (token overlap ≥ 0.7 of the sentence's tokens);
 *   segment-trap, also — trap: the answer states a figure the row's note names as the segment's or
 *       subsidiary's (the note's figures: "Trap: Axis Finance PAT Rs 123 crore …") and not the gold
 *       value; every segment-trap row's note names its figures, so the count covers all of them;
 *   comparison — pass: every company's value stated, each with that company's citation, read in
 *       that company's part of the answer (its line) when the answer has parts; strict: and each
 *       company's cited contexts hold its gold sentence;
 *   group — exact: the set of companies the answer says qualify equals the gold set (how the
 *       answer is read: parseGroupAnswer in bench/lib/fact-grade.ts — the "k of n companies
 *       checked — A, B, C." line the answerer opens a group answer with, companies recognised by
 *       their stored names, aliases, PDF stems and short names); non-qualifying: answers whose list
 *       names any company outside the gold set (reported as a count; the target is zero); a
 *       superlative (a row with `rank`: "which bank had the highest NIM", "top two by growth") is a
 *       group whose gold is the top n members, listed in rank order;
 * Company names: the gold uses file stems (a PDF's name, or a US call's `BBY_q3_2022`); answers and
 * citations use the names stored on the documents, mapped back through the documents table (file
 * name, company, aliases). A company with several calls: a citation of any of its calls is a
 * citation of that company, and the value must still be the gold's; --causes reads the facts of the
 * gold's call. fixtures/facts/us-questions.jsonl is such a set on the US calls
 * (`--workdir US --file fixtures/facts/us-questions.jsonl`); it is not pooled in `--file all`.
 *
 * Printed: one table per split with a row per kind × mode (shares and counts), then the held-out
 * figures the targets use (single ≥ 0.90, comparison ≥ 0.85, group exact ≥ 0.75 with no list
 * naming a non-qualifying company, prior-period ≥ 0.80). --json writes one record per question and
 * mode (pass flags, per-company diagnostics, the answer's first 300 characters) for failure analysis.
 * --causes adds why each failed: per company value, a reader miss (no stored fact states the gold
 * value; its sentence retrieved or not), the plan (company, intent, metric, kind, period, segment),
 * the pick (a filter, outranked, tied) or the answer (not from facts; the fact used, the grade
 * failing): bench/lib/fact-causes.ts. Counted per split and kind; dev failures listed, held-out
 * ones counted only.
 *
 * Exported for bench/run.ts: runFactQuestionsBench(opts) → Section (skips without a workdir).
 */
import { benchArg } from './lib/args.js';
import { existsSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultConfig, type Config } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { openAskDeps } from '../src/app/open.js';
import { ask, type AskDeps, type AskResult } from '../src/query/answer/ask.js';
import type { Mode } from '../src/query/retrieve/types.js';
import { CompanyNames, FACT_KINDS, gradeNotStated, gradeValue, parseGroupAnswer, readFactQuestions, stemOfDocument, type FactKind, type FactQuestion, type NotStatedGrade, type StoredDoc, type ValueGrade } from './lib/fact-grade.js';
import type { Metric, Section } from './lib/section.js';
import { type Cause, causeOf, causeTable } from './lib/fact-causes.js';
import type { Fact } from '../src/core/fact.js';
import type { QuestionPlan } from '../src/query/plan/plan.js';
import { dbFactLookup } from '../src/query/facts/lookup.js';
import type { StoredFact } from '../src/query/facts/pick.js';
import { vocabularyLexicon } from '../src/core/vocabulary/metric-lexicon.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FACT_QUESTIONS = join(ROOT, 'fixtures', 'facts', 'questions.jsonl');
/** The four independently written sets, each with its held-out third; `npm run bench` pools them. */
export const FACT_QUESTION_SETS = ['questions.jsonl', 'questions-2.jsonl', 'questions-3.jsonl', 'questions-4.jsonl', 'questions-5.jsonl', 'questions-7.jsonl', 'questions-8.jsonl'].map((f) => join(ROOT, 'fixtures', 'facts', f));

/** One question asked in one mode, graded. */
export interface FactResult {
  id: string;
  kind: FactKind;
  split: 'dev' | 'heldout';
  mode: Mode;
  /** The kind's pass: value + company citation (every company for a comparison); exact list for a group. */
  pass: boolean;
  /** Pass with the gold sentence in a cited context of the company (not for group). */
  strict: boolean | null;
  /** The gold value stated (every company), whatever is cited (not for group). */
  valueStated: boolean | null;
  refused: boolean;
  error?: string;
  /** Segment-trap: the trap figure stated instead of the gold value (null: no trap figure, or not a trap row). */
  trap: boolean | null;
  /** Group: the companies the answer says qualify (PDF stems), the gold set, and those outside it. */
  listed?: string[];
  gold?: string[];
  nonQualifying?: string[];
  groupParse?: string;
  values?: ValueGrade[];
  /** A comparison's companies whose figure the gold says the call does not state: whether the answer says so, and gives no figure as the value. */
  notStated?: NotStatedGrade[];
  /** With --causes, a failed question's: per company value that failed (group: per company listed wrongly or left out), why (bench/lib/fact-causes.ts). */
  causes?: { company: string; cause: Cause }[];
  scope: { companies: string[]; quarter: string | null; year: string | null; group: string | null; notes: string[] };
  ms: number;
  answer: string;
}

export interface FactBenchOptions {
  workdir: string;
  /** The question files, pooled (default FACT_QUESTIONS). */
  files?: string[];
  splits?: ('dev' | 'heldout')[];
  modes?: Mode[];
  kinds?: FactKind[];
  ids?: string[];
  /** Work out why each failed question failed (bench/lib/fact-causes.ts). */
  causes?: boolean;
  log?: (s: string) => void;
}

/** Targets on the held-out split. */
export const TARGETS: { kind: FactKind; label: string; min: number }[] = [
  { kind: 'single', label: 'single', min: 0.9 },
  { kind: 'comparison', label: 'comparison', min: 0.85 },
  { kind: 'group', label: 'group exact (and no list naming a non-qualifying company)', min: 0.75 },
  { kind: 'prior-period', label: 'prior-period', min: 0.8 },
];

export async function runFactQuestions(opts: FactBenchOptions): Promise<FactResult[]> {
  const splits = opts.splits ?? ['dev', 'heldout'];
  const modes = opts.modes ?? ['vector', 'hybrid'];
  const questions = (opts.files ?? [FACT_QUESTIONS]).flatMap(readFactQuestions).filter(
    (q) => splits.includes(q.split) && (!opts.kinds || opts.kinds.includes(q.kind)) && (!opts.ids || opts.ids.includes(q.id)),
  );
  const config: Config = { ...defaultConfig(), workdir: opts.workdir };
  const opened = await openAskDeps(config, { out: silentReporter });
  const deps: AskDeps = opened.deps;
  const out: FactResult[] = [];
  try {
    const docs = (deps.db.prepare(`SELECT file_name AS fileName, company, aliases FROM documents WHERE status = 'ok'`).all() as { fileName: string; company: string | null; aliases: string }[]).map(
      (d): StoredDoc => ({ fileName: d.fileName, company: d.company ?? stemOfDocument(d.fileName), aliases: JSON.parse(d.aliases || '[]') as string[] }),
    );
    const names = new CompanyNames(docs);
    const missing = [...new Set(questions.flatMap((q) => q.values.map((v) => v.company)))].filter((s) => !names.companyOfStem.has(s));
    if (missing.length > 0) opts.log?.(`not ingested in ${opts.workdir}: ${missing.join(', ')} (their questions fail)`);
    const companyOf = (stem: string): string => names.companyOf(stem);
    const diagnose = opts.causes ? causeReader(deps, names) : undefined;
    for (const mode of modes) {
      opts.log?.(`fact questions: ${questions.length} × ${mode} ...`);
      for (const q of questions) out.push(await askOne(q, mode, deps, names, companyOf, diagnose));
    }
  } finally {
    await opened.close();
  }
  return out;
}

/** What a failed question's causes are read with: the plan ask made, and every stored fact of a company. */
type Diagnose = (q: FactQuestion, r: FactResult, a: AskResult | null, planned: { plan: QuestionPlan; facts: readonly Fact[] } | null) => FactResult;

function causeReader(deps: AskDeps, names: CompanyNames): Diagnose {
  const all = deps.db.prepare('SELECT DISTINCT metric FROM facts').pluck().all() as string[];
  const lookup = dbFactLookup(deps.db);
  const byCompany = new Map<string, StoredFact[]>();
  const factsOf = (company: string): StoredFact[] => byCompany.get(company) ?? byCompany.set(company, lookup.factsFor([company], all)).get(company)!;
  const metrics = deps.metrics ?? vocabularyLexicon(deps.config.vocabulary?.metrics ?? []);
  return (q, r, a, planned) => {
    if (r.pass) return r;
    const byStem = new Map(q.values.map((v) => [v.company, v]));
    // A group: each company listed wrongly or left out; otherwise each value that failed.
    const failed = q.kind === 'group'
      ? [...new Set([...(r.gold ?? []).filter((s) => !(r.listed ?? []).includes(s)), ...(r.listed ?? []).filter((s) => !(r.gold ?? []).includes(s))])].flatMap((s) => (byStem.get(s) ? [{ v: byStem.get(s)!, g: null }] : []))
      : q.values.filter((v) => v.value !== null).flatMap((v) => {
          const g = r.values?.find((x) => x.company === v.company) ?? null;
          return g?.value && g.cited ? [] : [{ v, g }];
        });
    const causes = failed.map(({ v, g }) => {
      const company = names.companyOfStem.get(v.company);
      // The facts of the gold's call (a company may have several calls in the workdir).
      const callFacts = company ? factsOf(company).filter((f) => stemOfDocument(f.document) === v.company) : [];
      const cause = causeOf({
        kind: q.kind, value: v, company, grade: g, plan: planned?.plan ?? null, given: planned?.facts ?? [],
        companyFacts: callFacts, answered: a?.facts ?? [], metrics,
      });
      return { company: v.company, cause };
    });
    return { ...r, causes };
  };
}

async function askOne(q: FactQuestion, mode: Mode, deps: AskDeps, names: CompanyNames, companyOf: (stem: string) => string, diagnose?: Diagnose): Promise<FactResult> {
  let planned: { plan: QuestionPlan; facts: readonly Fact[] } | null = null;
  const r = await graded(q, mode, deps, names, companyOf, (plan, facts) => (planned ??= { plan, facts }));
  return diagnose ? diagnose(q, r.result, r.answer, planned) : r.result;
}

async function graded(q: FactQuestion, mode: Mode, deps: AskDeps, names: CompanyNames, companyOf: (stem: string) => string, onPlan: (plan: QuestionPlan, facts: readonly Fact[]) => void): Promise<{ result: FactResult; answer: AskResult | null }> {
  const t0 = performance.now();
  let a: AskResult | null = null;
  let error: string | undefined;
  try {
    a = await ask(q.question, { mode, onPlan }, deps);
  } catch (e) {
    error = (e as Error).message.split('\n')[0];
  }
  const ms = performance.now() - t0;
  const base = {
    id: q.id, kind: q.kind, split: q.split, mode, refused: a?.refused ?? true, ms: Math.round(ms),
    answer: (a?.answer ?? `error: ${error}`).slice(0, 300),
    scope: { companies: a?.scope.companies ?? [], quarter: a?.scope.quarter ?? null, year: a?.scope.year ?? null, group: a?.scope.group?.sector ?? null, notes: a?.scope.notes ?? [] },
    ...(error ? { error } : {}),
  };
  if (!a) return { answer: a, result: { ...base, pass: false, strict: q.kind === 'group' ? null : false, valueStated: q.kind === 'group' ? null : false, trap: null } };
  if (q.kind === 'group') {
    const cited = a.citations.map((c) => stemOfDocument(c.document));
    const parsed = parseGroupAnswer(a.answer, names, cited);
    const gold = new Set(q.companies);
    const listed = parsed.stems;
    const nonQualifying = [...listed.filter((s) => !gold.has(s)), ...parsed.unknown];
    // A ranked group (a superlative): the same members, in the gold's rank order.
    const ordered = !q.rank || listed.every((s, i) => s === q.companies[i]);
    const exact = nonQualifying.length === 0 && listed.length === gold.size && listed.every((s) => gold.has(s)) && ordered;
    return { answer: a, result: { ...base, pass: exact, strict: null, valueStated: null, trap: null, listed, gold: [...gold], nonQualifying, groupParse: parsed.how } };
  }
  const values = q.values.filter((v) => v.value !== null).map((v) => gradeValue(q, v, a, companyOf));
  const all = (f: (g: ValueGrade) => boolean): boolean => values.length > 0 && values.every(f);
  const trapped = values.map((g) => g.trap).filter((t): t is boolean => t !== null);
  return {
    answer: a,
    result: {
      ...base,
      pass: all((g) => g.value && g.cited),
      strict: all((g) => g.value && g.cited && g.goldCited),
      valueStated: all((g) => g.value),
      trap: trapped.length === 0 ? null : trapped.some(Boolean),
      values,
      ...(q.kind === 'comparison' && q.values.some((v) => v.value === null) ? { notStated: q.values.filter((v) => v.value === null).map((v) => gradeNotStated(v, a, companyOf)) } : {}),
    },
  };
}

const share = (n: number, d: number): string => (d === 0 ? '–' : `${(n / d).toFixed(3)} (${n}/${d})`);

/** One summary row: a kind in a mode on a split. */
export interface FactRow {
  split: string;
  kind: FactKind;
  mode: Mode;
  n: number;
  pass: number;
  strict: number | null;
  valueStated: number | null;
  refused: number;
  /** segment-trap: answers giving the trap figure; group: lists naming a non-qualifying company. */
  flagged: number | null;
  /** Comparison: companies whose figure the gold says is not stated (n), those the answer says so of with no figure given (ok), those given a figure all the same. */
  notStated?: { n: number; ok: number; figure: number };
  ms: number;
}

export function summarise(results: readonly FactResult[]): FactRow[] {
  const rows: FactRow[] = [];
  const splits = [...new Set(results.map((r) => r.split))];
  const modes = [...new Set(results.map((r) => r.mode))];
  for (const split of splits) {
    for (const kind of FACT_KINDS) {
      for (const mode of modes) {
        const rs = results.filter((r) => r.split === split && r.kind === kind && r.mode === mode);
        if (rs.length === 0) continue;
        const count = (f: (r: FactResult) => boolean): number => rs.filter(f).length;
        rows.push({
          split, kind, mode, n: rs.length,
          pass: count((r) => r.pass),
          strict: kind === 'group' ? null : count((r) => r.strict === true),
          valueStated: kind === 'group' ? null : count((r) => r.valueStated === true),
          refused: count((r) => r.refused),
          flagged: kind === 'group' ? count((r) => (r.nonQualifying ?? []).length > 0) : kind === 'segment-trap' ? count((r) => r.trap === true) : null,
          ...notStatedCounts(rs),
          ms: rs.reduce((s, r) => s + r.ms, 0) / rs.length,
        });
      }
    }
  }
  return rows;
}

/** The not-stated companies of a row's answers, counted (none when the row has none). */
function notStatedCounts(rs: readonly FactResult[]): { notStated?: { n: number; ok: number; figure: number } } {
  const all = rs.flatMap((r) => r.notStated ?? []);
  return all.length === 0 ? {} : { notStated: { n: all.length, ok: all.filter((g) => g.said && !g.figure).length, figure: all.filter((g) => g.figure).length } };
}

export function reportMarkdown(rows: readonly FactRow[], workdir: string): string {
  const out: string[] = [`# Fact questions — ${workdir}, offline provider, ask() with no flags`];
  for (const split of [...new Set(rows.map((r) => r.split))]) {
    out.push(`\n## ${split}\n`);
    out.push('| kind | mode | n | pass | strict: gold sentence cited | value stated (any citation) | refused | trap given / list names non-qualifying | ms/q |');
    out.push('|---|---|---|---|---|---|---|---|---|');
    for (const r of rows.filter((x) => x.split === split)) {
      out.push(`| ${r.kind} | ${r.mode} | ${r.n} | ${share(r.pass, r.n)} | ${r.strict === null ? '–' : share(r.strict, r.n)} | ${r.valueStated === null ? '–' : share(r.valueStated, r.n)} | ${r.refused} | ${r.flagged === null ? '–' : r.flagged} | ${r.ms.toFixed(0)} |`);
    }
    for (const r of rows.filter((x) => x.split === split && x.notStated)) {
      out.push(`\nnot stated (${r.kind}, ${r.mode}): ${share(r.notStated!.ok, r.notStated!.n)} companies whose figure the call does not state are said so with no figure given; given a figure instead: ${r.notStated!.figure}`);
    }
  }
  out.push('\npass: single, guidance, prior-period, segment-trap — the gold value stated and a context of that company cited; comparison — so for every company, in its own part; group — exactly the gold companies listed as qualifying.');
  out.push('strict: as pass, and a cited context of the company holds the gold sentence (token overlap ≥ 0.7). trap given: the segment or subsidiary figure the note names, stated instead of the gold value.');
  const held = rows.filter((r) => r.split === 'heldout');
  if (held.length > 0) {
    out.push('\n## Targets (held-out)\n');
    out.push('| mode | ' + TARGETS.map((t) => `${t.label} ≥ ${t.min}`).join(' | ') + ' |');
    out.push('|---|' + TARGETS.map(() => '---|').join(''));
    for (const mode of [...new Set(held.map((r) => r.mode))]) {
      const cells = TARGETS.map((t) => {
        const r = held.find((x) => x.mode === mode && x.kind === t.kind);
        if (!r) return '–';
        const v = r.pass / r.n;
        const ok = v >= t.min && (t.kind !== 'group' || r.flagged === 0);
        return `${v.toFixed(3)} (${r.pass}/${r.n})${t.kind === 'group' ? `, non-qualifying named in ${r.flagged}` : ''} ${ok ? 'met' : 'not met'}`;
      });
      out.push(`| ${mode} | ${cells.join(' | ')} |`);
    }
  }
  return out.join('\n');
}

/** For bench/run.ts: the held-out and dev figures per kind and mode, or why it cannot run. */
export async function runFactQuestionsBench(opts: { workdir?: string; dataDir?: string | null; modes?: Mode[]; log?: (s: string) => void } = {}): Promise<Section> {
  const id = 'fact-questions';
  const title = 'Fact questions: figures with the right citation (fixtures/facts)';
  if (!opts.dataDir || !existsSync(join(opts.dataDir, 'pdfs'))) return { id, title, metrics: [], notes: [], unavailable: 'needs ../shared/data/nifty50-q1fy24 (the calls the questions are about)' };
  if (!opts.workdir || !existsSync(opts.workdir)) return { id, title, metrics: [], notes: [], unavailable: 'needs an ingested Nifty-50 workdir' };
  const perSet = new Map<string, FactResult[]>();
  for (const file of FACT_QUESTION_SETS) perSet.set(basename(file), await runFactQuestions({ workdir: opts.workdir, files: [file], modes: opts.modes ?? ['vector', 'hybrid'], log: opts.log }));
  const rows = summarise([...perSet.values()].flat());
  const metrics: Metric[] = [];
  for (const r of rows) {
    const target = r.split === 'heldout' ? TARGETS.find((t) => t.kind === r.kind) : undefined;
    metrics.push({ name: `${r.split} ${r.kind} ${r.mode}${r.kind === 'group' ? ' exact' : ''}`, value: Math.round((r.pass / r.n) * 1000) / 1000, unit: `of ${r.n}`, ...(target ? { reference: `target ≥ ${target.min}` } : {}) });
    if (r.kind === 'group') metrics.push({ name: `${r.split} group ${r.mode} lists naming a non-qualifying company`, value: r.flagged, ...(r.split === 'heldout' ? { reference: 'target 0' } : {}) });
  }
  // Each set's held-out third on its own, in the best mode the pooled rows report (hybrid).
  for (const [set, results] of perSet) {
    for (const r of summarise(results.filter((x) => x.split === 'heldout' && x.mode === 'hybrid'))) {
      if (!TARGETS.some((t) => t.kind === r.kind)) continue;
      metrics.push({ name: `${set} heldout ${r.kind} hybrid${r.kind === 'group' ? ` exact (non-qualifying named in ${r.flagged})` : ''}`, value: Math.round((r.pass / r.n) * 1000) / 1000, unit: `of ${r.n}` });
    }
  }
  return { id, title, metrics, notes: [`ask() with no flags, offline provider; the sets ${[...perSet.keys()].join(', ')} pooled, then each set's held-out third; pass = gold value stated with a citation of that company (comparison: every company; group: the exact list)`], raw: rows };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string): string | undefined => benchArg(name, args);
  const workdir = arg('workdir');
  if (!workdir) {
    console.error('usage: npx tsx bench/fact-questions.ts --workdir DIR [--file FILE[,FILE..]|all] [--split dev|heldout|all] [--modes vector,hybrid,graph,kgar] [--kinds K,..] [--ids ID,..] [--json FILE] [--causes]');
    process.exit(2);
  }
  const split = arg('split') ?? 'all';
  const file = arg('file');
  const files = file === 'all' ? FACT_QUESTION_SETS : file?.split(',').map((f) => resolve(f));
  const results = await runFactQuestions({
    workdir,
    ...(files ? { files } : {}),
    splits: split === 'all' ? ['dev', 'heldout'] : [split as 'dev' | 'heldout'],
    modes: (arg('modes') ?? 'vector,hybrid').split(',') as Mode[],
    kinds: arg('kinds')?.split(',') as FactKind[] | undefined,
    ids: arg('ids')?.split(','),
    causes: args.includes('--causes'),
    log: (s) => process.stderr.write(`${s}\n`),
  });
  const json = arg('json');
  if (json) writeFileSync(json, JSON.stringify(results, null, 1) + '\n');
  console.log(reportMarkdown(summarise(results), file ? `${workdir}, ${file}` : workdir));
  if (args.includes('--causes')) console.log(causesMarkdown(results));
}

/**
 * The causes of failure (--causes): counts per split and kind, one per company value that failed;
 * the dev failures one by one. Held-out failures are counted only, never listed: they are not
 * looked at one by one.
 */
export function causesMarkdown(results: readonly FactResult[]): string {
  const rows = results.flatMap((r) => (r.causes ?? []).map((c) => ({ split: r.split, kind: r.kind, cause: c.cause })));
  const out = ['\n## Causes of failure (per company value that failed; group: per company listed wrongly or left out)\n', causeTable(rows)];
  const dev = results.filter((r) => r.split === 'dev' && (r.causes ?? []).length > 0);
  if (dev.length > 0) {
    out.push('\n### Dev failures\n');
    for (const r of dev) out.push(`- ${r.id} (${r.kind}, ${r.mode}): ${r.causes!.map((c) => `${c.company}: ${c.cause}`).join('; ')}`);
  }
  const unsaid = results.filter((r) => r.split === 'dev' && (r.notStated ?? []).some((g) => !g.said || g.figure));
  if (unsaid.length > 0) {
    out.push('\n### Dev answers not saying a figure is not stated\n');
    for (const r of unsaid) out.push(`- ${r.id} (${r.kind}, ${r.mode}): ${r.notStated!.filter((g) => !g.said || g.figure).map((g) => `${g.company}: ${g.figure ? 'a figure given' : 'not said'}`).join('; ')}`);
  }
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
